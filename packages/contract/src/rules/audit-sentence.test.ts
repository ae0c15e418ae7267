import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditAction, type Role } from '../constants.ts';
import { auditActorOf, describeAuditEntry } from './audit-sentence.ts';

type Row = [
  action: AuditAction,
  actor: [name: string, role: Role],
  entityName: string | null,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  sentence: string,
  who: string,
];

const entry = ([action, [name, role], entityName, before, after]: Row) => ({
  action,
  actor: { id: 'a', name, email: null, role },
  entityName,
  before,
  after,
});

const anita: [string, Role] = ['Anita', 'ADMIN'];
const asha: [string, Role] = ['Asha', 'LISTENER'];

const rows: Row[] = [
  [
    'APPLICATION_UNDER_REVIEW',
    anita,
    'Kabir',
    { applicationStatus: 'PENDING' },
    { applicationStatus: 'UNDER_REVIEW' },
    'Anita marked Kabir’s application as processing',
    'Anita · Admin',
  ],
  [
    'APPLICATION_APPROVED',
    anita,
    'Kabir',
    { applicationStatus: 'PENDING' },
    { applicationStatus: 'APPROVED' },
    'Anita approved Kabir’s application',
    'Anita · Admin',
  ],
  [
    'APPLICATION_REJECTED',
    anita,
    'Kabir',
    null,
    { applicationStatus: 'REJECTED', reason: 'ID unreadable' },
    'Anita rejected Kabir’s application',
    'Anita · Admin',
  ],
  [
    'APPLICATION_REOPENED',
    asha,
    'Asha',
    { applicationStatus: 'REJECTED' },
    { applicationStatus: 'PENDING' },
    'Asha reopened their application after it was rejected',
    'Asha · Listener',
  ],
  [
    'LISTENER_UPDATED',
    anita,
    'Kabir',
    { city: 'Pune' },
    { city: 'Goa' },
    'Anita edited Kabir’s listener profile',
    'Anita · Admin',
  ],
  [
    'LISTENER_BLOCKED',
    anita,
    'Kabir',
    { isBlocked: false },
    { isBlocked: true },
    'Anita blocked Kabir',
    'Anita · Admin',
  ],
  [
    'LISTENER_UNBLOCKED',
    anita,
    'Kabir',
    { isBlocked: true },
    { isBlocked: false },
    'Anita unblocked Kabir',
    'Anita · Admin',
  ],
  [
    'USER_ACTIVATED',
    anita,
    'Ravi',
    { isActive: false },
    { isActive: true },
    'Anita activated Ravi’s account',
    'Anita · Admin',
  ],
  [
    'USER_DEACTIVATED',
    anita,
    'Ravi',
    { isActive: true },
    { isActive: false },
    'Anita deactivated Ravi’s account',
    'Anita · Admin',
  ],
  [
    'USER_DELETED',
    anita,
    'Deleted user',
    { isActive: true },
    { isActive: false },
    'Anita deleted an account',
    'Anita · Admin',
  ],
  [
    'PLAN_CREATED',
    anita,
    'Starter',
    null,
    { name: 'Starter', pricePaise: 9900 },
    'Anita created the plan Starter',
    'Anita · Admin',
  ],
  [
    'PLAN_UPDATED',
    anita,
    'Starter',
    { pricePaise: 9900 },
    { pricePaise: 14900 },
    'Anita edited the plan Starter',
    'Anita · Admin',
  ],
  // A plan removed for good: its name from the record itself.
  [
    'PLAN_DELETED',
    anita,
    null,
    { name: 'Old plan', pricePaise: 100 },
    null,
    'Anita deleted the plan Old plan',
    'Anita · Admin',
  ],
  ['PLAN_DELETED', anita, null, null, null, 'Anita deleted a plan', 'Anita · Admin'],
  [
    'WITHDRAWAL_REQUESTED',
    asha,
    'Asha',
    null,
    { status: 'PENDING', amountPaise: 10000, coins: 100 },
    'Withdrawal ₹100 for Asha: requested',
    'Asha · Listener',
  ],
  [
    'WITHDRAWAL_ACCEPTED',
    anita,
    'Asha',
    { status: 'PENDING', amountPaise: 10000 },
    { status: 'ACCEPTED', amountPaise: 10000 },
    'Withdrawal ₹100 for Asha: accepted',
    'Anita · Admin',
  ],
  [
    'WITHDRAWAL_PROCESSED',
    anita,
    'Asha',
    { amountPaise: 12550 },
    { amountPaise: 12550 },
    'Withdrawal ₹125.50 for Asha: paid out',
    'Anita · Admin',
  ],
  [
    'WITHDRAWAL_REJECTED',
    anita,
    'Asha',
    { amountPaise: 10000 },
    { amountPaise: 10000, reason: 'UPI id wrong' },
    'Withdrawal ₹100 for Asha: rejected',
    'Anita · Admin',
  ],
  [
    'WITHDRAWAL_PAYOUT_SENT',
    anita,
    'Asha',
    { amountPaise: 10000 },
    { amountPaise: 10000, payoutId: 'p1' },
    'Withdrawal ₹100 for Asha: sent to the payment gateway',
    'Anita · Admin',
  ],
  // The gateway's answers are its own steps, whoever decided the request.
  [
    'WITHDRAWAL_PROCESSED',
    anita,
    'Asha',
    { amountPaise: 10000 },
    { amountPaise: 10000, by: 'gateway' },
    'Withdrawal ₹100 for Asha: paid out',
    'Payment gateway · System',
  ],
  [
    'WITHDRAWAL_FAILED',
    asha,
    'Asha',
    { amountPaise: 100000 },
    { amountPaise: 100000, by: 'gateway' },
    'Withdrawal ₹1,000 for Asha: payout failed',
    'Payment gateway · System',
  ],
  [
    'CASE_DISMISSED',
    anita,
    'Kabir',
    { status: 'OPEN' },
    { status: 'CLOSED' },
    'Anita dismissed a report about Kabir',
    'Anita · Admin',
  ],
  [
    'CASE_WARNED',
    anita,
    'Kabir',
    { status: 'OPEN' },
    { status: 'CLOSED' },
    'Anita warned Kabir',
    'Anita · Admin',
  ],
  [
    'SESSION_REFUNDED',
    anita,
    'Ravi',
    { refundedCoins: 0 },
    { refundedCoins: 20 },
    'Anita refunded 20 coins to Ravi',
    'Anita · Admin',
  ],
  [
    'SESSION_REFUNDED',
    anita,
    'Ravi',
    { refundedCoins: 20 },
    { refundedCoins: 21 },
    'Anita refunded 1 coin to Ravi',
    'Anita · Admin',
  ],
  [
    'HELPLINES_UPDATED',
    anita,
    null,
    { helplines: [] },
    { helplines: [] },
    'Anita edited the helplines',
    'Anita · Admin',
  ],
  [
    'PAYOUT_DETAILS_CHANGED',
    asha,
    'Asha',
    { withdrawalUpiId: 'as****@okaxis' },
    { withdrawalUpiId: 'as****@okicici', holdUntil: '2026-06-16T10:00:00.000Z' },
    'Asha changed their UPI ID for withdrawals',
    'Asha · Listener',
  ],
  [
    'PAYOUT_DETAILS_CHANGED',
    anita,
    'Asha',
    { withdrawalUpiId: 'as****@okaxis' },
    { withdrawalUpiId: 'as****@okhdfc', holdUntil: '2026-06-16T10:00:00.000Z' },
    'Anita changed Asha’s UPI ID for withdrawals',
    'Anita · Admin',
  ],
  ['LISTENER_BLOCKED', anita, null, null, null, 'Anita blocked a removed account', 'Anita · Admin'],
  [
    'TRANSCRIPT_READ',
    anita,
    'Ravi',
    null,
    { caseId: 'c1' },
    'Anita read the transcript of a session with Ravi',
    'Anita · Admin',
  ],
  ['DOCUMENT_READ', anita, 'Kabir', null, null, 'Anita opened Kabir’s private document', 'Anita · Admin'],
];

describe('describeAuditEntry: each audit record as a sentence, with who did it and their role', () => {
  it.each(rows)('%s by %j about %s -> %#', (...row) => {
    const [, , , , , sentence, who] = row;
    expect(describeAuditEntry(entry(row))).toBe(sentence);
    const actor = auditActorOf(entry(row));
    expect(`${actor.name} · ${actor.role}`).toBe(who);
  });

  it('covers every action, never says Unknown, never shows raw paise', () => {
    const covered = new Set(rows.map(([action]) => action));
    expect([...AUDIT_ACTIONS].filter((action) => !covered.has(action))).toEqual([]);
    for (const row of rows) {
      const text = describeAuditEntry(entry(row));
      expect(text).not.toMatch(/unknown|paise|_/i);
      expect(text).not.toMatch(/\b\d{5,}\b/);
    }
  });
});
