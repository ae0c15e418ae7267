import { describe } from 'vitest';
import { endpoints, messages, type PurchaseResult } from '@app/contract';
import { testAccessMatrix, type AccessRow } from '../support/access-matrix.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// Who may read a receipt and export the month's receipts: the buyer and admins read it (another
// customer is told "not found", as on the purchase screen), listeners never; the export is the admin's.

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const buyer = await createSignedInUser(t, 'CUSTOMER');
const other = await createSignedInUser(t, 'CUSTOMER');
const listener = await createSignedInUser(t, 'LISTENER', { approved: true });
const plan = await createPlan(t, admin.token, {
  name: 'Access',
  pricePaise: 1_000,
  coins: 10,
  bonusCoins: 0,
});
const { purchaseId } = (await buyPlan(t, buyer.token, plan.id)).body.data as PurchaseResult;

const roles = {
  buyer: buyer.token,
  'other customer': other.token,
  listener: listener.token,
  admin: admin.token,
};
const readers = [200, 404, 403, 200];
const matrix: Record<string, AccessRow> = {
  'receipts.get': { params: { purchaseId }, statuses: readers },
  'receipts.pdf': { params: { purchaseId }, statuses: readers },
  'receipts.exportCsv': { query: '?month=2026-04', statuses: [403, 403, 403, 200] },
};

describe('receipt routes × roles', () => {
  testAccessMatrix(t, {
    groups: { receipts: endpoints.receipts },
    roles,
    matrix,
    notFoundMessage: messages.receipts.notFound,
  });
});
