import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_GRACE_SECONDS } from '../constants.ts';
import { isApprovedListener, type ApprovalFacts } from './approval.ts';
import { canPayOneMinute, isLowBalance, startedMinutes } from './billing.ts';

/**
 * The boundaries of the billing rule at the default grace (15 s). The web's live "billed so far" is
 * checked against the same moments (apps/web session-meter.test.tsx), so both sides count alike.
 */
const billingCases: [elapsedMs: number, minutes: number][] = [
  [0, 0],
  [14_999, 0],
  [15_000, 1],
  [15_001, 1],
  [59_999, 1],
  [60_000, 1],
  [60_001, 2],
  [75_000, 2],
  [120_000, 2],
  [120_001, 3],
  [3_600_000, 60],
];

describe('billing rule (startedMinutes)', () => {
  it.each(billingCases)('%i ms -> %i started minutes at the default grace', (elapsedMs, minutes) => {
    expect(DEFAULT_BILLING_GRACE_SECONDS).toBe(15);
    expect(startedMinutes(elapsedMs, DEFAULT_BILLING_GRACE_SECONDS)).toBe(minutes);
  });

  it('follows another grace setting, and no grace bills from the first millisecond', () => {
    expect(startedMinutes(44_999, 45)).toBe(0);
    expect(startedMinutes(45_000, 45)).toBe(1);
    expect(startedMinutes(0, 0)).toBe(0);
    expect(startedMinutes(1, 0)).toBe(1);
  });
});

/** One table for the server (CurrentUser, request rows) and the web (the decoded token, no status). */
const approvalCases: [ApprovalFacts, boolean][] = [
  [{ role: 'LISTENER', approvedAt: '2026-01-10T10:00:00.000Z' }, true],
  [{ role: 'LISTENER', approvedAt: new Date('2026-01-10T10:00:00Z'), applicationStatus: 'APPROVED' }, true],
  [{ role: 'LISTENER', approvedAt: '2026-01-10T10:00:00.000Z', applicationStatus: 'APPROVED' }, true],
  [{ role: 'LISTENER', approvedAt: null }, false],
  [{ role: 'LISTENER' }, false],
  [{ role: 'LISTENER', approvedAt: '' }, false],
  [{ role: 'LISTENER', approvedAt: 'null' }, false],
  [{ role: 'LISTENER', approvedAt: null, applicationStatus: 'APPROVED' }, false],
  [{ role: 'LISTENER', approvedAt: new Date(), applicationStatus: 'REJECTED' }, false],
  [{ role: 'LISTENER', approvedAt: new Date(), applicationStatus: 'PENDING' }, false],
  [{ role: 'LISTENER', approvedAt: new Date(), applicationStatus: 'UNDER_REVIEW' }, false],
  // A listener without a profile row (the server passes null, not "unknown").
  [{ role: 'LISTENER', approvedAt: new Date(), applicationStatus: null }, false],
  [{ role: 'ADMIN', approvedAt: '2026-01-10T10:00:00.000Z' }, false],
  [{ role: 'CUSTOMER', approvedAt: new Date(), applicationStatus: 'APPROVED' }, false],
];

describe('approved listener (isApprovedListener)', () => {
  it.each(approvalCases)('%o -> %s', (facts, approved) => {
    expect(isApprovedListener(facts)).toBe(approved);
  });
});

describe('canPayOneMinute', () => {
  it('needs the whole rate of one minute', () => {
    expect(canPayOneMinute(4, 4)).toBe(true);
    expect(canPayOneMinute(3, 4)).toBe(false);
    expect(canPayOneMinute(0, 1)).toBe(false);
    expect(canPayOneMinute(100, 4)).toBe(true);
  });
});

describe('isLowBalance', () => {
  it('warns from two minutes before the run-out on', () => {
    const runsOut = 1_000_000;
    expect(isLowBalance(runsOut, runsOut - 120_001)).toBe(false);
    expect(isLowBalance(runsOut, runsOut - 120_000)).toBe(true);
    expect(isLowBalance(runsOut, runsOut - 60_000)).toBe(true);
    expect(isLowBalance(runsOut, runsOut + 1)).toBe(true);
  });
});
