import { describe, expect, it } from 'vitest';
import { PRESENCE_GRACE_SECONDS } from '@app/contract';
import { isPresent, presenceCutoff } from './presence-rules.ts';

const now = new Date('2026-06-15T10:00:00.000Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('isPresent', () => {
  it('needs the switch on and a console stamp within the grace', () => {
    expect(isPresent({ isOnline: true, lastSeenAt: now }, now)).toBe(true);
    expect(isPresent({ isOnline: true, lastSeenAt: secondsAgo(PRESENCE_GRACE_SECONDS) }, now)).toBe(true);
    expect(isPresent({ isOnline: true, lastSeenAt: secondsAgo(PRESENCE_GRACE_SECONDS + 1) }, now)).toBe(
      false,
    );
    expect(isPresent({ isOnline: false, lastSeenAt: now }, now)).toBe(false);
  });

  it('is false for a listener no console ever stamped, whatever the switch says', () => {
    expect(isPresent({ isOnline: true, lastSeenAt: null }, now)).toBe(false);
  });

  it('agrees with the cutoff the directory queries with', () => {
    expect(presenceCutoff(now)).toEqual(secondsAgo(PRESENCE_GRACE_SECONDS));
  });
});
