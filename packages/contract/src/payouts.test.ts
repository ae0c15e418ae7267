import { describe, expect, it } from 'vitest';
import {
  adminDashboardQuerySchema,
  formatRupees,
  messages,
  myWithdrawalsQuerySchema,
  processWithdrawalBodySchema,
  rejectWithdrawalBodySchema,
  withdrawalRequestBodySchema,
} from './index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('formatRupees', () => {
  it('shows integer paise with the rupee sign and two decimals', () => {
    expect(formatRupees(9900)).toBe('₹99.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(150_000)).toBe('₹1,500.00');
    // Indian grouping (lakhs, crores) in every language: ₹1,00,000.00.
    expect(formatRupees(10_000_000)).toBe('₹1,00,000.00');
    expect(formatRupees(123_456_789)).toBe('₹12,34,567.89');
    expect(formatRupees(-250)).toBe('-₹2.50');
  });
});

describe('withdrawal request body', () => {
  it('takes whole rupees in paise', () => {
    expect(withdrawalRequestBodySchema.parse({ amountPaise: 10_000 })).toEqual({ amountPaise: 10_000 });
  });

  it.each([
    [{}, messages.withdrawals.amountRequired],
    [{ amountPaise: '10000' }, messages.withdrawals.amountRequired],
    [{ amountPaise: 0 }, messages.withdrawals.amountPositive],
    [{ amountPaise: -100 }, messages.withdrawals.amountPositive],
    [{ amountPaise: 10_050 }, messages.withdrawals.amountWholeRupees],
    [{ amountPaise: 100.5 }, messages.withdrawals.amountWholeRupees],
    [{ amountPaise: 100_000_100 }, messages.withdrawals.amountTooLarge],
  ])('refuses %j with a message', (body, message) => {
    expect(firstMessage(withdrawalRequestBodySchema.safeParse(body))).toBe(message);
  });
});

describe('admin decisions and filters', () => {
  it('needs a payout reference and a reason, trimmed', () => {
    expect(firstMessage(processWithdrawalBodySchema.safeParse({ payoutReference: '  ' }))).toBe(
      messages.withdrawals.payoutReferenceRequired,
    );
    expect(processWithdrawalBodySchema.parse({ payoutReference: ' UTR123 ' })).toEqual({
      payoutReference: 'UTR123',
    });
    expect(firstMessage(rejectWithdrawalBodySchema.safeParse({}))).toBe(messages.withdrawals.reasonRequired);
    expect(firstMessage(rejectWithdrawalBodySchema.safeParse({ reason: 'x'.repeat(501) }))).toBe(
      messages.withdrawals.reasonTooLong,
    );
  });

  it('knows the four statuses and the three dashboard periods', () => {
    expect(firstMessage(myWithdrawalsQuerySchema.safeParse({ status: 'PAID' }))).toBe(
      messages.withdrawals.statusInvalid,
    );
    expect(adminDashboardQuerySchema.parse({})).toEqual({ days: 30 });
    expect(adminDashboardQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    expect(firstMessage(adminDashboardQuerySchema.safeParse({ days: '14' }))).toBe(
      messages.adminDashboard.periodInvalid,
    );
  });
});
