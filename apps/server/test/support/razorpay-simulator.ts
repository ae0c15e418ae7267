// A Razorpay gateway simulator, run as its own process (`node --import tsx razorpay-simulator.ts`), the
// way the real gateway is another machine: the server talks to it over HTTP with the same code it uses
// against https://api.razorpay.com, only the base URL and keys differ. It speaks the subset the server
// uses: the Orders API (POST /v1/orders, GET /v1/orders/:id, GET /v1/orders/:id/payments) with Basic
// auth and Razorpay-shaped error bodies, the hosted "checkout with redirect" page
// (POST /v1/checkout/embedded) with Pay and Fail buttons that POST the result to callback_url, and
// webhooks signed like Razorpay's (hex HMAC-SHA256 of the raw body with the webhook secret). Tests steer
// it through /_control/*: hold, drop, duplicate or reorder webhooks, fail or slow the API, pay an
// order with another amount. It prints `listening <port>` once it accepts connections.
// RazorpayX payouts too (issue 22 §4): POST /v1/payouts (composite, to a `vpa` fund account, from the
// account SIM_ACCOUNT_NUMBER; `X-Payout-Idempotency` required and honoured like the real one: the same key
// and body answer the same payout, the same key with another body is refused), GET /v1/payouts/:id and
// GET /v1/payouts?account_number=&reference_id=. A payout starts `processing`; tests settle it through
// /_control/payouts/:id/settle (processed with a UTR, failed, rejected or reversed), which sends the
// signed `payout.*` webhook.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const keyId = process.env.SIM_KEY_ID ?? 'rzp_test_simulator';
const keySecret = process.env.SIM_KEY_SECRET ?? 'simulator_key_secret';
const webhookSecret = process.env.SIM_WEBHOOK_SECRET ?? 'simulator_webhook_secret';
const accountNumber = process.env.SIM_ACCOUNT_NUMBER ?? '7878780080316316';

type Order = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

type Payment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: 'upi';
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

type Payout = {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  fund_account: { account_type: 'vpa'; vpa: { address: string } };
  amount: number;
  currency: string;
  status: 'processing' | 'processed' | 'failed' | 'rejected' | 'reversed';
  purpose: string;
  utr: string | null;
  mode: string;
  reference_id: string | null;
  narration: string | null;
  failure_reason: string | null;
  status_details: { reason: string; description: string; source: string } | null;
  created_at: number;
};

/** A webhook, how often it went out, and what the server answered each time (0: no answer). */
type Webhook = { eventId: string; event: string; body: string; deliveries: number; answers: number[] };

/** What tests may change (POST /_control/settings). */
type Settings = {
  /** Where webhooks go; none are sent while unset. */
  webhookUrl: string | null;
  /** send: at once; hold: kept until /_control/webhooks/deliver; drop: never sent. */
  webhooks: 'send' | 'hold' | 'drop';
  /** How many times each webhook is sent when it goes out (Razorpay retries; a retry is a duplicate). */
  deliveriesPerWebhook: number;
  /** The next `failures` API calls answer `failureStatus` (a gateway outage). */
  failures: number;
  failureStatus: number;
  /** Every API call waits this long before answering (a timeout when longer than the server's). */
  apiDelayMs: number;
};

const settings: Settings = {
  webhookUrl: null,
  webhooks: 'send',
  deliveriesPerWebhook: 1,
  failures: 0,
  failureStatus: 500,
  apiDelayMs: 0,
};
const orders = new Map<string, Order>();
const payments: Payment[] = [];
const webhooks: Webhook[] = [];
const payouts = new Map<string, Payout>();
/** Idempotency keys of payout requests: the body they came with and the payout they made. */
const payoutKeys = new Map<string, { body: string; payoutId: string }>();
let apiCalls = 0;
let payoutRequests = 0;

const randomId = (prefix: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(14);
  return prefix + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
};
const nowSeconds = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

const errorBody = (code: string, description: string, extra: { field?: string; reason?: string } = {}) => ({
  error: {
    code,
    description,
    source: 'NA',
    step: 'NA',
    reason: extra.reason ?? 'NA',
    metadata: {},
    ...(extra.field ? { field: extra.field } : {}),
  },
});

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const sendHtml = (res: http.ServerResponse, status: number, html: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const parseBody = (req: http.IncomingMessage, text: string): Record<string, unknown> => {
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as Record<string, unknown>;
};

const isAuthorized = (req: http.IncomingMessage) => {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':', 2);
  return id === keyId && secret === keySecret;
};

// ---------- webhooks ----------

const deliver = async (webhook: Webhook) => {
  if (!settings.webhookUrl) return 0;
  webhook.deliveries += 1;
  try {
    const response = await fetch(settings.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(webhookSecret, webhook.body),
        'x-razorpay-event-id': webhook.eventId,
      },
      body: webhook.body,
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    webhook.answers.push(response.status);
    return response.status;
  } catch (error) {
    console.error(`webhook ${webhook.eventId} not delivered: ${(error as Error).message}`);
    webhook.answers.push(0);
    return 0;
  }
};

const emit = async (event: string, payload: Record<string, { entity: unknown }>) => {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_Simulator00001',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: nowSeconds(),
  });
  const webhook: Webhook = { eventId: randomId(''), event, body, deliveries: 0, answers: [] };
  webhooks.push(webhook);
  if (settings.webhooks !== 'send') return;
  for (let i = 0; i < settings.deliveriesPerWebhook; i += 1) await deliver(webhook);
};

/** A payment attempt on an order: captured at once (auto-capture) or failed. */
const pay = async (order: Order, outcome: 'pay' | 'fail', amount = order.amount) => {
  const payment: Payment = {
    id: randomId('pay_'),
    entity: 'payment',
    amount,
    currency: order.currency,
    status: outcome === 'pay' ? 'captured' : 'failed',
    order_id: order.id,
    method: 'upi',
    captured: outcome === 'pay',
    error_code: outcome === 'pay' ? null : 'BAD_REQUEST_ERROR',
    error_description: outcome === 'pay' ? null : 'Payment was unsuccessful as you pressed Fail.',
    created_at: nowSeconds(),
  };
  payments.push(payment);
  order.attempts += 1;
  if (outcome === 'fail') {
    order.status = 'attempted';
    await emit('payment.failed', { payment: { entity: payment } });
    return payment;
  }
  order.amount_paid += amount;
  order.amount_due = Math.max(0, order.amount - order.amount_paid);
  order.status = order.amount_due === 0 ? 'paid' : 'attempted';
  await emit('payment.captured', { payment: { entity: payment } });
  if (order.status === 'paid')
    await emit('order.paid', { payment: { entity: payment }, order: { entity: order } });
  return payment;
};

/** What Razorpay POSTs to callback_url after an attempt. */
const callbackFields = (order: Order, payment: Payment): Record<string, string> =>
  payment.status === 'captured'
    ? {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmac(keySecret, `${order.id}|${payment.id}`),
      }
    : {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': payment.error_description ?? 'Payment failed',
        'error[source]': 'customer',
        'error[step]': 'payment_authorization',
        'error[reason]': 'payment_failed',
        'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
      };

/** Light colours whatever the browser prefers (a browser's dark link colour on white fails contrast). */
const PAGE_STYLE =
  '<meta name="color-scheme" content="light"><style>body{color:#111;background:#fff}a{color:#1a4fd6}</style>';

const autoPostPage = (action: string, fields: Record<string, string>) =>
  `<!doctype html><html lang="en"><head><title>Returning to the merchant</title>${PAGE_STYLE}</head>
<body onload="document.forms[0].submit()"><main><form method="post" action="${escapeHtml(action)}">
${Object.entries(fields)
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join('\n')}
<noscript><button type="submit">Continue</button></noscript></form></main></body></html>`;

// ---------- the hosted checkout page ----------

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');

const checkoutPage = async (req: http.IncomingMessage, res: http.ServerResponse) => {
  const form = parseBody(req, await readBody(req)) as Record<string, string | undefined>;
  const order = form.order_id ? orders.get(form.order_id) : undefined;
  if (form.key_id !== keyId) {
    return sendHtml(res, 400, '<!doctype html><p>Invalid key_id</p>');
  }
  if (!order || !form.callback_url) {
    return sendHtml(res, 400, '<!doctype html><p>Invalid order_id or callback_url</p>');
  }
  if (form.amount !== undefined && Number(form.amount) !== order.amount) {
    return sendHtml(res, 400, '<!doctype html><p>The amount does not match the order</p>');
  }
  const carried = { order_id: order.id, callback_url: form.callback_url, cancel_url: form.cancel_url ?? '' };
  return sendHtml(
    res,
    200,
    `<!doctype html><html lang="en"><head><title>Razorpay simulator: pay</title>${PAGE_STYLE}</head><body><main>
<h1>${escapeHtml(form.name ?? 'Merchant')}</h1><p>${escapeHtml(form.description ?? '')}</p>
<p id="amount">${order.currency} ${(order.amount / 100).toFixed(2)}</p>
<form method="post" action="/v1/checkout/embedded/attempt">${hiddenInputs({ ...carried, outcome: 'pay' })}
<button type="submit">Pay</button></form>
<form method="post" action="/v1/checkout/embedded/attempt">${hiddenInputs({ ...carried, outcome: 'fail' })}
<button type="submit">Fail</button></form>
${form.cancel_url ? `<a href="${escapeHtml(form.cancel_url)}">Cancel</a>` : ''}
</main></body></html>`,
  );
};

const checkoutAttempt = async (req: http.IncomingMessage, res: http.ServerResponse) => {
  const form = parseBody(req, await readBody(req)) as Record<string, string | undefined>;
  const order = form.order_id ? orders.get(form.order_id) : undefined;
  if (!order || !form.callback_url) return sendHtml(res, 400, '<!doctype html><p>Unknown order</p>');
  const payment = await pay(order, form.outcome === 'fail' ? 'fail' : 'pay');
  return sendHtml(res, 200, autoPostPage(form.callback_url, callbackFields(order, payment)));
};

// ---------- the API ----------

const api = async (req: http.IncomingMessage, res: http.ServerResponse, path: string) => {
  apiCalls += 1;
  // Read before any delay: a client that gives up (a timeout) still had its request received, and the
  // gateway acts on it all the same.
  const text = req.method === 'POST' ? await readBody(req) : '';
  if (settings.apiDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.apiDelayMs));
  if (settings.failures > 0) {
    settings.failures -= 1;
    return send(res, settings.failureStatus, errorBody('SERVER_ERROR', 'The server encountered an error.'));
  }
  if (!isAuthorized(req)) return send(res, 401, errorBody('BAD_REQUEST_ERROR', 'Authentication failed'));
  if (path.startsWith('/v1/payouts')) {
    payoutApi(req, res, new URL(req.url ?? '/', 'http://simulator'), text);
    if (res.headersSent) return;
  }
  if (req.method === 'POST' && path === '/v1/orders') {
    let body: Record<string, unknown>;
    try {
      body = parseBody(req, text);
    } catch {
      return send(res, 400, errorBody('BAD_REQUEST_ERROR', 'The request body is not valid JSON'));
    }
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return send(
        res,
        400,
        errorBody('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', {
          field: 'amount',
          reason: 'input_validation_failed',
        }),
      );
    }
    if (currency !== 'INR') {
      return send(
        res,
        400,
        errorBody('BAD_REQUEST_ERROR', 'The currency is invalid.', { field: 'currency' }),
      );
    }
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return send(
        res,
        400,
        errorBody('BAD_REQUEST_ERROR', 'The receipt may not be greater than 40 characters.', {
          field: 'receipt',
        }),
      );
    }
    const order: Order = {
      id: randomId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? {},
      created_at: nowSeconds(),
    };
    orders.set(order.id, order);
    return send(res, 200, order);
  }
  const match = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
  if (req.method === 'GET' && match) {
    const order = orders.get(decodeURIComponent(match[1] ?? ''));
    if (!order) return send(res, 400, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'));
    if (!match[2]) return send(res, 200, order);
    const items = payments.filter((payment) => payment.order_id === order.id);
    return send(res, 200, { entity: 'collection', count: items.length, items });
  }
  return send(res, 400, errorBody('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'));
};

// ---------- RazorpayX payouts ----------

const payoutRefusal = (res: http.ServerResponse, description: string, field?: string) =>
  send(res, 400, errorBody('BAD_REQUEST_ERROR', description, field ? { field } : {}));

const createPayout = (req: http.IncomingMessage, res: http.ServerResponse, text: string) => {
  payoutRequests += 1;
  const key = req.headers['x-payout-idempotency'];
  if (typeof key !== 'string' || key === '') {
    return payoutRefusal(res, 'X-Payout-Idempotency header is required');
  }
  const earlier = payoutKeys.get(key);
  if (earlier) {
    if (earlier.body !== text) {
      return payoutRefusal(res, 'Different request body sent for the same Idempotency Header');
    }
    return send(res, 200, payouts.get(earlier.payoutId));
  }
  let body: Record<string, unknown>;
  try {
    body = parseBody(req, text);
  } catch {
    return payoutRefusal(res, 'The request body is not valid JSON');
  }
  const fundAccount = body.fund_account as
    { account_type?: unknown; vpa?: { address?: unknown }; contact?: { name?: unknown } } | undefined;
  if (body.account_number !== accountNumber) {
    return payoutRefusal(res, 'The account number is invalid.', 'account_number');
  }
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100) {
    return payoutRefusal(res, 'The amount must be atleast INR 1.00', 'amount');
  }
  if (body.currency !== 'INR') return payoutRefusal(res, 'The currency is invalid.', 'currency');
  if (body.mode !== 'UPI') return payoutRefusal(res, 'The mode is invalid.', 'mode');
  const address = fundAccount?.vpa?.address;
  if (
    fundAccount?.account_type !== 'vpa' ||
    typeof address !== 'string' ||
    !/^[\w.-]+@[\w.-]+$/.test(address)
  ) {
    return payoutRefusal(res, 'The vpa.address is invalid.', 'fund_account.vpa.address');
  }
  if (typeof fundAccount.contact?.name !== 'string' || fundAccount.contact.name === '') {
    return payoutRefusal(res, 'The contact name field is required.', 'fund_account.contact.name');
  }
  const payout: Payout = {
    id: randomId('pout_'),
    entity: 'payout',
    fund_account_id: randomId('fa_'),
    fund_account: { account_type: 'vpa', vpa: { address } },
    amount: body.amount,
    currency: 'INR',
    status: 'processing',
    purpose: typeof body.purpose === 'string' ? body.purpose : 'payout',
    utr: null,
    mode: 'UPI',
    reference_id: typeof body.reference_id === 'string' ? body.reference_id : null,
    narration: typeof body.narration === 'string' ? body.narration : null,
    failure_reason: null,
    status_details: null,
    created_at: nowSeconds(),
  };
  payouts.set(payout.id, payout);
  payoutKeys.set(key, { body: text, payoutId: payout.id });
  return send(res, 200, payout);
};

const payoutApi = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, text: string) => {
  if (req.method === 'POST' && url.pathname === '/v1/payouts') return createPayout(req, res, text);
  if (req.method === 'GET' && url.pathname === '/v1/payouts') {
    if (url.searchParams.get('account_number') !== accountNumber) {
      return payoutRefusal(res, 'The account number is invalid.', 'account_number');
    }
    const reference = url.searchParams.get('reference_id');
    const items = [...payouts.values()].filter((p) => reference === null || p.reference_id === reference);
    return send(res, 200, { entity: 'collection', count: items.length, items });
  }
  const match = /^\/v1\/payouts\/([^/]+)$/.exec(url.pathname);
  const payout = match ? payouts.get(decodeURIComponent(match[1] ?? '')) : undefined;
  if (req.method === 'GET' && match) {
    return payout ? send(res, 200, payout) : payoutRefusal(res, 'The id provided does not exist');
  }
  return undefined;
};

/** A payout's outcome at the bank, and its webhook: processed (a UTR), failed, rejected or reversed. */
const settlePayout = async (payout: Payout, status: Payout['status'], amount?: number) => {
  payout.status = status;
  if (status === 'processed') {
    payout.utr = `SIMUTR${crypto.randomInt(100_000_000, 999_999_999)}`;
    payout.status_details = {
      reason: 'payout_processed',
      description: 'Payout is processed and the money has been credited into the beneficiaries account',
      source: 'beneficiary_bank',
    };
  } else if (status === 'reversed') {
    payout.status_details = {
      reason: 'beneficiary_bank_reversed',
      description: 'The beneficiary bank returned the payout',
      source: 'beneficiary_bank',
    };
    payout.failure_reason = 'Payout reversed by the beneficiary bank';
  } else if (status === 'failed' || status === 'rejected') {
    payout.status_details = {
      reason: 'invalid_beneficiary_details',
      description: 'The UPI id of the beneficiary is invalid',
      source: 'beneficiary_bank',
    };
    payout.failure_reason = 'Invalid UPI id';
  }
  const entity = amount === undefined ? payout : { ...payout, amount };
  await emit(`payout.${status}`, { payout: { entity } });
};

// ---------- test control ----------

const control = async (req: http.IncomingMessage, res: http.ServerResponse, path: string) => {
  const body = req.method === 'POST' ? parseBody(req, await readBody(req)) : {};
  if (path === '/_control/settings') {
    Object.assign(settings, body);
    return send(res, 200, settings);
  }
  if (path === '/_control/state') {
    return send(res, 200, {
      apiCalls,
      payoutRequests,
      payouts: [...payouts.values()],
      orders: [...orders.values()],
      payments,
      webhooks: webhooks.map(({ eventId, event, deliveries, answers }) => ({
        eventId,
        event,
        deliveries,
        answers,
      })),
    });
  }
  // Pays (or fails) an order without the page: { outcome, amount } -> the fields posted to callback_url.
  const payMatch = /^\/_control\/orders\/([^/]+)\/attempt$/.exec(path);
  if (payMatch) {
    const order = orders.get(payMatch[1] ?? '');
    if (!order) return send(res, 404, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'));
    const amount = typeof body.amount === 'number' ? body.amount : order.amount;
    const payment = await pay(order, body.outcome === 'fail' ? 'fail' : 'pay', amount);
    return send(res, 200, { payment, callback: callbackFields(order, payment) });
  }
  // Settles a payout at the bank: { status, amount? (a webhook claiming another amount) }.
  const settleMatch = /^\/_control\/payouts\/([^/]+)\/settle$/.exec(path);
  if (settleMatch) {
    const payout = payouts.get(settleMatch[1] ?? '');
    if (!payout) return send(res, 404, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'));
    const status = body.status as Payout['status'];
    if (!['processed', 'failed', 'rejected', 'reversed'].includes(status)) {
      return send(
        res,
        400,
        errorBody('BAD_REQUEST_ERROR', 'status must be processed, failed, rejected or reversed'),
      );
    }
    await settlePayout(payout, status, typeof body.amount === 'number' ? body.amount : undefined);
    return send(res, 200, payout);
  }
  // Sends held (or already sent) webhooks: { eventIds?, reverse?, times?, parallel? }.
  if (path === '/_control/webhooks/deliver') {
    const ids = Array.isArray(body.eventIds) ? (body.eventIds as string[]) : undefined;
    let chosen = ids
      ? ids.map((id) => webhooks.find((w) => w.eventId === id)).filter((w): w is Webhook => Boolean(w))
      : webhooks.filter((w) => w.deliveries === 0);
    if (body.reverse === true) chosen = [...chosen].reverse();
    const times = typeof body.times === 'number' ? body.times : 1;
    const all = chosen.flatMap((webhook) => Array.from({ length: times }, () => webhook));
    const answers: number[] = [];
    if (body.parallel === true) answers.push(...(await Promise.all(all.map(deliver))));
    else for (const webhook of all) answers.push(await deliver(webhook));
    return send(res, 200, {
      delivered: all.map((w, i) => ({ eventId: w.eventId, event: w.event, answer: answers[i] })),
    });
  }
  return send(res, 404, { error: 'unknown control path' });
};

const server = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://simulator').pathname;
  const route = path.startsWith('/_control/')
    ? control(req, res, path)
    : path === '/v1/checkout/embedded' && req.method === 'POST'
      ? checkoutPage(req, res)
      : path === '/v1/checkout/embedded/attempt' && req.method === 'POST'
        ? checkoutAttempt(req, res)
        : api(req, res, path);
  route.catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, errorBody('SERVER_ERROR', 'The simulator failed.'));
  });
});

server.listen(Number(process.env.SIM_PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
