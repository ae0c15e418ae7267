// @module-tag embedded
import crypto from 'node:crypto';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  RECEIPT_CSV_COLUMNS,
  financialYearOf,
  messages,
  paymentGatewayPaths,
  type PurchaseResult,
  type PurchaseStatusView,
  type Receipt,
  receiptFileName,
} from '@app/contract';
import { plans, receiptSeries, receipts, users } from '../../src/db/schema.ts';
import { createTestClock } from '../support/marketplace.ts';
import { TEST_SELLER_ENV, startRazorpaySimulator } from '../support/razorpay.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// Tax receipts of purchases paid through Razorpay (issue 22 §2), against the gateway simulator as its
// own process and the real app listening on a port (the simulator's webhooks reach it over HTTP).

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const sim = await startRazorpaySimulator();
afterAll(sim.close);
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const webhookUrl = `${publicUrl}${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`;
const clock = createTestClock(new Date());
const t = await useTestApp({
  env: sim.env({ PUBLIC_URL: publicUrl, PURCHASES_PER_MINUTE: '1000', RECEIPT_SERIES_PREFIX: 'LWT' }),
  clock,
  deadlineSweepMs: 0,
});
await t.app.listen({ port, host: '127.0.0.1' });
const admin = await createSignedInUser(t, 'ADMIN');
// ₹99.00 at 18 %: taxable 83.898… → ₹83.90, GST ₹15.10 (CGST ₹7.55 + SGST ₹7.55, the default split)
const plan = await createPlan(t, admin.token, {
  name: 'Starter',
  pricePaise: 9_900,
  coins: 100,
  bonusCoins: 10,
});
const SERIES = `LWT/${financialYearOf(clock.now())}`;
const r = messages.receipts;

beforeEach(() => sim.reset(webhookUrl));

/** A customer (renamed to `name`) with a PENDING purchase and its order at the simulator. */
const customerWithOrder = async (name = 'Asha Customer') => {
  const customer = await createSignedInUser(t, 'CUSTOMER');
  await t.database.db.update(users).set({ name }).where(eq(users.id, customer.id));
  const res = await buyPlan(t, customer.token, plan.id, crypto.randomUUID());
  expect(res.status).toBe(200);
  const data = res.body.data as PurchaseResult;
  const orderId = data.checkout?.fields.order_id;
  if (!orderId) throw new Error('no checkout form');
  return { customer, purchaseId: data.purchaseId, orderId };
};

/** Pays the order at the simulator, which sends its webhooks at once: answers the payment id. */
const payByWebhook = async (orderId: string) => (await sim.attempt(orderId, 'pay')).payment.id;

const readReceipt = async (token: string, purchaseId: string) => t.get(`/receipts/${purchaseId}`, token);
const lastNumber = async () => {
  const [row] = await t.database.db.select().from(receiptSeries).where(eq(receiptSeries.series, SERIES));
  return row?.lastNumber ?? 0;
};
const sequencesOfSeries = async () =>
  (
    await t.database.db
      .select({ sequence: receipts.sequence })
      .from(receipts)
      .where(eq(receipts.series, SERIES))
      .orderBy(receipts.sequence)
  ).map((row) => row.sequence);
const pdfOf = (token: string, purchaseId: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}/receipts/${purchaseId}/pdf`,
    headers: { authorization: `Bearer ${token}`, 'x-client': 'web' },
  });
const pdfText = async (bytes: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

describe('a paid purchase has a receipt', () => {
  it('numbered in the series, with the seller, the customer, the plan and the GST split; as JSON and PDF', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder('Meera Receipt');
    const before = await lastNumber();
    // Before payment: no receipt, and the purchase screen says none.
    expect(await readReceipt(customer.token, purchaseId)).toMatchObject({
      status: 404,
      body: { message: r.noReceipt },
    });
    const paymentId = await payByWebhook(orderId);

    const number = `${SERIES}/${String(before + 1).padStart(6, '0')}`;
    const view = (await t.get(`/wallet/purchases/${purchaseId}`, customer.token)).body
      .data as PurchaseStatusView;
    expect(view).toMatchObject({ status: 'CONFIRMED', receiptNumber: number });
    const res = await readReceipt(customer.token, purchaseId);
    expect(res.status).toBe(200);
    expect(res.body.data as Receipt).toEqual({
      purchaseId,
      number,
      isTest: false,
      issuedAt: expect.any(String) as string,
      seller: {
        legalName: TEST_SELLER_ENV.SELLER_LEGAL_NAME,
        address: TEST_SELLER_ENV.SELLER_ADDRESS,
        gstin: TEST_SELLER_ENV.SELLER_GSTIN,
      },
      customer: { name: 'Meera Receipt', email: customer.email },
      planName: 'Starter',
      coins: 110,
      sacCode: '999799',
      gstPercent: 18,
      gstSplit: 'CGST_SGST',
      totalPaise: 9_900,
      taxablePaise: 8_390,
      gstPaise: 1_510,
      cgstPaise: 755,
      sgstPaise: 755,
      igstPaise: 0,
      paymentId,
    });

    const pdf = await pdfOf(customer.token, purchaseId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${receiptFileName(number)}"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      r.title,
      number,
      TEST_SELLER_ENV.SELLER_LEGAL_NAME,
      TEST_SELLER_ENV.SELLER_GSTIN,
      'Meera Receipt',
      customer.email,
      'SAC 999799',
      'INR 83.90',
      'CGST @ 9%',
      'INR 7.55',
      'INR 99.00',
      paymentId,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(r.testBanner);
  });

  it('is frozen: renaming the customer and the plan later changes no issued receipt', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder('Before Rename');
    await payByWebhook(orderId);
    const issued = (await readReceipt(customer.token, purchaseId)).body.data as Receipt;
    await t.database.db.update(users).set({ name: 'After Rename' }).where(eq(users.id, customer.id));
    await t.database.db.update(plans).set({ name: 'Starter Renamed' }).where(eq(plans.id, plan.id));
    try {
      expect((await readReceipt(customer.token, purchaseId)).body.data).toEqual(issued);
      const text = await pdfText((await pdfOf(customer.token, purchaseId)).rawPayload);
      expect(text).toContain('Before Rename');
      expect(text).toContain('Starter: 110 coins');
    } finally {
      await t.database.db.update(plans).set({ name: 'Starter' }).where(eq(plans.id, plan.id));
    }
  });

  it('only its buyer and admins read it: another customer 404, a listener 403, nobody 401', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    await payByWebhook(orderId);
    const stranger = await createSignedInUser(t, 'CUSTOMER');
    const listener = await createSignedInUser(t, 'LISTENER');
    expect(await readReceipt(stranger.token, purchaseId)).toMatchObject({
      status: 404,
      body: { message: r.notFound },
    });
    expect((await pdfOf(stranger.token, purchaseId)).statusCode).toBe(404);
    expect(await readReceipt(listener.token, purchaseId)).toMatchObject({
      status: 403,
      body: { message: r.customersOrAdmins },
    });
    expect((await t.get(`/receipts/${purchaseId}`)).status).toBe(401);
    expect((await readReceipt(admin.token, purchaseId)).status).toBe(200);
    expect((await pdfOf(admin.token, purchaseId)).statusCode).toBe(200);
    expect((await readReceipt(customer.token, 'not-a-uuid')).status).toBe(400);
    expect((await readReceipt(customer.token, crypto.randomUUID())).status).toBe(404);
  });
});

describe('gapless numbering', () => {
  it('parallel paid purchases take the next numbers, one each, no gap, no duplicate', async () => {
    const N = 12;
    const orders = await Promise.all(Array.from({ length: N }, () => customerWithOrder()));
    const before = await lastNumber();
    await sim.set({ webhooks: 'hold' });
    for (const { orderId } of orders) await sim.attempt(orderId, 'pay');
    // Every payment's webhooks (payment.captured and order.paid) at once, twice each.
    await sim.deliver({ parallel: true, times: 2 });
    const issued = await t.database.db
      .select({ purchaseId: receipts.purchaseId, sequence: receipts.sequence })
      .from(receipts)
      .where(eq(receipts.series, SERIES));
    const ours = issued.filter((row) => orders.some((o) => o.purchaseId === row.purchaseId));
    expect(ours.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: N }, (_, i) => before + i + 1),
    );
    expect(await lastNumber()).toBe(before + N);
    const all = await sequencesOfSeries();
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it('a credit that fails after taking its number gives the number back; the redelivery gets it', async () => {
    const failing = await customerWithOrder('Fails Once');
    const before = await lastNumber();
    // The database refuses this one customer's receipt row: the credit's transaction rolls back
    // after the series row was bumped.
    await t.database.db.execute(sql`
      create function refuse_receipt() returns trigger language plpgsql as $$
      begin
        if new.customer_id = '${sql.raw(failing.customer.id)}'::uuid then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_receipt before insert on receipts for each row execute function refuse_receipt()`,
    );
    try {
      await sim.set({ webhooks: 'hold' });
      await sim.attempt(failing.orderId, 'pay');
      const delivered = await sim.deliver();
      expect(delivered.delivered.map((d) => d.answer)).toEqual([500, 500]);
      expect(await lastNumber()).toBe(before);
      expect((await readReceipt(failing.customer.token, failing.purchaseId)).status).toBe(404);
      const balance = (await t.get('/wallet', failing.customer.token)).body.data as { balance: number };
      expect(balance.balance).toBe(0);

      // Meanwhile another purchase is paid: it takes the number the failed one did not keep.
      const other = await customerWithOrder();
      await sim.attempt(other.orderId, 'pay');
      await sim.deliver();
      const otherReceipt = (await readReceipt(other.customer.token, other.purchaseId)).body.data as Receipt;
      expect(otherReceipt.number).toBe(`${SERIES}/${String(before + 1).padStart(6, '0')}`);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_receipt on receipts`);
      await t.database.db.execute(sql`drop function refuse_receipt()`);
    }
    // Razorpay retries a webhook answered 500: now the credit goes through with the next number.
    const refused = (await sim.state()).webhooks.filter((w) => w.answers.at(-1) === 500);
    expect(refused).toHaveLength(2);
    await sim.deliver({ eventIds: refused.map((w) => w.eventId) });
    const receipt = (await readReceipt(failing.customer.token, failing.purchaseId)).body.data as Receipt;
    expect(receipt.number).toBe(`${SERIES}/${String(before + 2).padStart(6, '0')}`);
    const all = await sequencesOfSeries();
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });
});

describe("the admin's CSV export", () => {
  it("lists one month's receipts in number order, in rupees, with spreadsheet formulas defused", async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder('=HYPERLINK("x"), Esq');
    const paymentId = await payByWebhook(orderId);
    const receipt = (await readReceipt(customer.token, purchaseId)).body.data as Receipt;
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date(receipt.issuedAt))
      .slice(0, 7);
    const res = await t.call('GET', `${API_PREFIX}/admin/receipts/export?month=${month}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipts-${month}.csv"`);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(RECEIPT_CSV_COLUMNS.join(','));
    const line = lines.find((l) => l.startsWith(`${receipt.number},`));
    expect(line).toBe(
      `${receipt.number},${line?.split(',')[1]},"'=HYPERLINK(""x""), Esq",${customer.email},Starter,83.90,15.10,99.00,${paymentId}`,
    );
    const numbers = lines.slice(1).map((l) => Number(l.split(',')[0]?.split('/')[2]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    const empty = await t.call('GET', `${API_PREFIX}/admin/receipts/export?month=2001-01`, {
      token: admin.token,
    });
    expect(empty.text).toBe(`${RECEIPT_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('is for admins only, and refuses a malformed month', async () => {
    expect(
      (
        await t.call('GET', `${API_PREFIX}/admin/receipts/export?month=2026-04`, {
          token: (await createSignedInUser(t, 'CUSTOMER')).token,
        })
      ).status,
    ).toBe(403);
    for (const month of ['2026-13', '2026-4', 'april', '']) {
      const res = await t.call('GET', `${API_PREFIX}/admin/receipts/export?month=${month}`, {
        token: admin.token,
      });
      expect(res).toMatchObject({ status: 400, body: { message: r.monthInvalid } });
    }
  });
});
