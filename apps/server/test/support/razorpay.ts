import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const simulatorFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'razorpay-simulator.ts');

export type SimulatorSettings = {
  webhookUrl: string | null;
  webhooks: 'send' | 'hold' | 'drop';
  deliveriesPerWebhook: number;
  failures: number;
  failureStatus: number;
  apiDelayMs: number;
};

type SimulatorPayment = { id: string; order_id: string; amount: number; status: string };
export type SimulatorPayout = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  reference_id: string | null;
  utr: string | null;
  fund_account: { vpa: { address: string } };
};
type SimulatorWebhook = { eventId: string; event: string; deliveries: number; answers: number[] };

/** Fields a form posts (the hosted page's, the callback's). */
export type FormFields = Record<string, string>;

const DEFAULTS: SimulatorSettings = {
  webhookUrl: null,
  webhooks: 'send',
  deliveriesPerWebhook: 1,
  failures: 0,
  failureStatus: 500,
  apiDelayMs: 0,
};

/** Reads the hidden inputs and the action of every form of an HTML page (the simulator's pages). */
export const formsOf = (html: string) =>
  [...html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map((match) => ({
    action: unescapeHtml(match[1] ?? ''),
    fields: Object.fromEntries(
      [...(match[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((input) => [
        unescapeHtml(input[1] ?? ''),
        unescapeHtml(input[2] ?? ''),
      ]),
    ),
    button: /<button type="submit">([^<]*)<\/button>/.exec(match[2] ?? '')?.[1],
  }));

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The seller's details real payments require (their tax receipts name the seller). */
export const TEST_SELLER_ENV = {
  SELLER_LEGAL_NAME: 'ListenWell Test Seller Private Limited',
  SELLER_ADDRESS: '12 Test Street, Pune, Maharashtra 411001',
  SELLER_GSTIN: '27AAPFU0939F1ZV',
};

/**
 * The Razorpay simulator (test/support/razorpay-simulator.ts) as a separate process on a free port, with
 * its own keys, and the calls tests use to steer it. Stop it with `close`.
 */
export const startRazorpaySimulator = async () => {
  const keys = {
    accountNumber: String(crypto.randomInt(10 ** 11, 10 ** 12)),
    keyId: `rzp_test_${crypto.randomBytes(7).toString('hex')}`,
    keySecret: crypto.randomBytes(16).toString('hex'),
    webhookSecret: crypto.randomBytes(16).toString('hex'),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', simulatorFile], {
    env: {
      PATH: process.env.PATH,
      SIM_KEY_ID: keys.keyId,
      SIM_KEY_SECRET: keys.keySecret,
      SIM_WEBHOOK_SECRET: keys.webhookSecret,
      SIM_ACCOUNT_NUMBER: keys.accountNumber,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('the Razorpay simulator did not start within 20 s')),
      20_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the Razorpay simulator exited with ${code}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const control = async <T>(controlPath: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/_control/${controlPath}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`simulator ${controlPath}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  return {
    ...keys,
    baseUrl,
    /** The server's settings for this simulator. */
    env: (extra: Record<string, string> = {}) => ({
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_BASE_URL: baseUrl,
      ...TEST_SELLER_ENV,
      ...extra,
    }),
    /** Changes some settings (the rest as they are). */
    set: (changes: Partial<SimulatorSettings>) => control<SimulatorSettings>('settings', changes),
    /** Back to the defaults, keeping the webhook URL. */
    reset: (webhookUrl: string | null) => control<SimulatorSettings>('settings', { ...DEFAULTS, webhookUrl }),
    state: () =>
      control<{
        apiCalls: number;
        /** POST /v1/payouts calls answered (refused and repeated ones included). */
        payoutRequests: number;
        payouts: SimulatorPayout[];
        orders: { id: string; amount: number; currency: string; receipt: string | null; status: string }[];
        payments: SimulatorPayment[];
        webhooks: SimulatorWebhook[];
      }>('state'),
    /** Pays or fails an order without the page; answers the fields Razorpay would post to callback_url. */
    attempt: (orderId: string, outcome: 'pay' | 'fail', amount?: number) =>
      control<{ payment: SimulatorPayment; callback: FormFields }>(`orders/${orderId}/attempt`, {
        outcome,
        ...(amount === undefined ? {} : { amount }),
      }),
    /** RazorpayX's env for this simulator (with `env()`): payouts from its account. */
    payoutEnv: () => ({ RAZORPAYX_ACCOUNT_NUMBER: keys.accountNumber }),
    /** The bank settles a payout (sends its `payout.<status>` webhook); `amount` forges another amount. */
    settlePayout: (
      payoutId: string,
      status: 'processed' | 'failed' | 'rejected' | 'reversed',
      amount?: number,
    ) =>
      control<SimulatorPayout>(`payouts/${payoutId}/settle`, {
        status,
        ...(amount === undefined ? {} : { amount }),
      }),
    /** Sends webhooks: the ones never sent, or the given ones; reversed, several times, in parallel. */
    deliver: (options: { eventIds?: string[]; reverse?: boolean; times?: number; parallel?: boolean } = {}) =>
      control<{ delivered: { eventId: string; event: string; answer: number }[] }>(
        'webhooks/deliver',
        options,
      ),
    /**
     * Opens the hosted page the way the browser does (POST of the server's checkout form), presses Pay
     * or Fail, and answers where the page then posts and what: { action (callback_url), fields }.
     */
    async checkout(form: { actionUrl: string; fields: FormFields }, press: 'Pay' | 'Fail') {
      const page = await fetch(form.actionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form.fields).toString(),
      });
      const html = await page.text();
      if (!page.ok) throw new Error(`the pay page answered ${page.status}: ${html}`);
      const button = formsOf(html).find((f) => f.button === press);
      if (!button) throw new Error(`no ${press} button on the pay page`);
      const attempt = await fetch(new URL(button.action, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(button.fields).toString(),
      });
      const returned = formsOf(await attempt.text())[0];
      if (!returned) throw new Error('the pay page did not post back');
      return { action: returned.action, fields: returned.fields };
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

export type RazorpaySimulator = Awaited<ReturnType<typeof startRazorpaySimulator>>;
