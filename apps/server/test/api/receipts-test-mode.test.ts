// @module-tag embedded
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  RECEIPT_CSV_COLUMNS,
  financialYearOf,
  messages,
  type PurchaseResult,
  type Receipt,
} from '@app/contract';
import { receiptSeries } from '../../src/db/schema.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// Receipts of test-mode purchases (the default provider: no money taken): their own TEST series, never
// a number of the tax series, marked as not a tax invoice, and left out of the filing export.

const t = await useTestApp({ env: { PURCHASES_PER_MINUTE: '1000' } });
const admin = await createSignedInUser(t, 'ADMIN');
const plan = await createPlan(t, admin.token, {
  name: 'Gold',
  pricePaise: 49_900,
  coins: 500,
  bonusCoins: 50,
});
const r = messages.receipts;
const fy = financialYearOf(new Date());

describe('test-mode receipts', () => {
  it('parallel purchases get TEST-LW numbers 1..N; the tax series is untouched and the export is empty', async () => {
    const N = 10;
    const customers = await Promise.all(Array.from({ length: N }, () => createSignedInUser(t, 'CUSTOMER')));
    const bought = await Promise.all(customers.map((c) => buyPlan(t, c.token, plan.id)));
    expect(bought.map((res) => res.status)).toEqual(Array.from({ length: N }, () => 200));
    const numbers = await Promise.all(
      bought.map(async (res, i) => {
        const { purchaseId } = res.body.data as PurchaseResult;
        const receipt = (await t.get(`/receipts/${purchaseId}`, customers[i]?.token)).body.data as Receipt;
        expect(receipt).toMatchObject({
          isTest: true,
          totalPaise: 49_900,
          // ₹499 at 18 %: 42,288.135… → 42,288 paise taxable, 7,612 GST
          taxablePaise: 42_288,
          gstPaise: 7_612,
          seller: { legalName: 'ListenWell Demo Private Limited', gstin: '29AAACL0000A1ZJ' },
        });
        expect(receipt.paymentId).toMatch(/^test_/);
        return receipt.number;
      }),
    );
    expect([...numbers].sort()).toEqual(
      Array.from({ length: N }, (_, i) => `TEST-LW/${fy}/${String(i + 1).padStart(6, '0')}`),
    );
    const series = await t.database.db.select().from(receiptSeries);
    expect(series).toEqual([{ series: `TEST-LW/${fy}`, lastNumber: N }]);
    expect(
      await t.database.db
        .select()
        .from(receiptSeries)
        .where(eq(receiptSeries.series, `LW/${fy}`)),
    ).toEqual([]);

    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7);
    const csv = await t.call('GET', `${API_PREFIX}/admin/receipts/export?month=${month}`, {
      token: admin.token,
    });
    expect(csv.text).toBe(`${RECEIPT_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('prints TEST MODE on the PDF', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const { purchaseId } = (await buyPlan(t, customer.token, plan.id)).body.data as PurchaseResult;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/receipts/${purchaseId}/pdf`,
      headers: { authorization: `Bearer ${customer.token}`, 'x-client': 'web' },
    });
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(r.testBanner);
    expect(text).toContain('TEST-LW/');
  });
});
