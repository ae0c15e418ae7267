import { afterAll, describe, expect, it } from 'vitest';

// The reader's local day: these run in India (UTC+5:30), so a UTC evening is the next day here. Set
// before the module loads, since its formatter takes the time zone when it is made.
const originalTz = process.env.TZ;
process.env.TZ = 'Asia/Kolkata';
const { chatDayKey, formatChatDay, formatChatTime } = await import('./chat-format');
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('chat day and time (the reader’s time zone)', () => {
  it('a bubble shows the time alone', () => {
    expect(formatChatTime('2026-06-15T09:37:00.000Z').replace(/\s/g, ' ')).toBe('3:07 pm');
    expect(formatChatTime('not a date')).toBe('');
  });

  it('the day key is the local calendar day, not the UTC one', () => {
    expect(chatDayKey('2026-06-15T18:29:00.000Z')).toBe('2026-06-15');
    expect(chatDayKey('2026-06-15T18:30:00.000Z')).toBe('2026-06-16');
    expect(chatDayKey('garbage')).toBe('');
  });

  it.each([
    ['2026-06-15T04:00:00.000Z', 'Today · 15-06-2026'],
    ['2026-06-14T18:30:00.000Z', 'Today · 15-06-2026'],
    ['2026-06-14T18:29:00.000Z', 'Yesterday · 14-06-2026'],
    ['2026-06-13T20:00:00.000Z', 'Yesterday · 14-06-2026'],
    ['2026-06-13T10:00:00.000Z', '13-06-2026'],
    ['2025-12-31T10:00:00.000Z', '31-12-2025'],
  ])('the separator of %s read on 15 June 2026 (IST) says %s', (iso, text) => {
    expect(formatChatDay(iso, new Date('2026-06-15T12:00:00.000Z'))).toBe(text);
  });

  it('yesterday across a month edge', () => {
    expect(formatChatDay('2026-02-28T10:00:00.000Z', new Date('2026-03-01T10:00:00.000Z'))).toBe(
      'Yesterday · 28-02-2026',
    );
  });
});
