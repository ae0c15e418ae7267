// @module-tag embedded
// Balances past 32 bits. PAID_IN only ever grows (minus every coin bought): with 32-bit balances, about
// a thousand top-ups of the largest plan overflowed it, and from then on every purchase answered 500.
// Here the books start where that happened, and 10 customers top up at once across the old limit.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerSummary, PurchaseResult } from '@app/contract';
import { PLATFORM_ACCOUNT_IDS, postTransaction } from '../../src/modules/ledger/ledger.repository.ts';
import { balanceOfPlatformAccount } from '../support/marketplace.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

const INT32_MIN = -(2 ** 31);
const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const plan = await createPlan(t, admin.token, {
  name: 'Big',
  pricePaise: 99_900,
  coins: 1000,
  bonusCoins: 0,
});

/** The platform's two open-ended accounts as a long history of sales would leave them. */
const startAt = INT32_MIN + 500;
await t.database.db.transaction((tx) =>
  postTransaction(tx, {
    kind: 'PURCHASE',
    reference: `history:${crypto.randomUUID()}`,
    at: new Date(),
    postings: [
      { accountId: PLATFORM_ACCOUNT_IDS.PAID_IN, amount: startAt },
      { accountId: PLATFORM_ACCOUNT_IDS.PLATFORM_REVENUE, amount: -startAt },
    ],
  }),
);

describe('balances past 32 bits', () => {
  it('10 top-ups at once across the old limit: every one credited, PAID_IN exact, the books at 0', async () => {
    const customers = await Promise.all(Array.from({ length: 10 }, () => createSignedInUser(t, 'CUSTOMER')));
    const answers = await Promise.all(customers.map((customer) => buyPlan(t, customer.token, plan.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect((answer.body.data as PurchaseResult).balance).toBe(1000);

    const paidIn = await balanceOfPlatformAccount(t, PLATFORM_ACCOUNT_IDS.PAID_IN);
    expect(paidIn).toBe(startAt - 10 * 1000);
    expect(paidIn).toBeLessThan(INT32_MIN);
    const summary = (await t.get('/admin/ledger/summary', admin.token)).body.data as LedgerSummary;
    expect(summary.accounts.paidIn).toBe(-(startAt - 10 * 1000));
    expect(summary.sumOfAllEntries).toBe(0);
  });
});
