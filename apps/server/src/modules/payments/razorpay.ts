import crypto from 'node:crypto';

/**
 * Razorpay, as the server uses it: the Orders API (an order per purchase, amount in paise, the purchase
 * id as `receipt`), its hosted "checkout with redirect" (the browser POSTs a form to
 * `{base}/v1/checkout/embedded`; after paying, Razorpay POSTs the payment id, order id and signature to
 * our callback URL), the HMAC-SHA256 signatures of that return and of webhooks, and the order's payments
 * for reconciliation. The same code talks to https://api.razorpay.com and to the tests' simulator: only
 * the base URL and keys differ. No secret ever leaves this file in a response or a log line.
 */
export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
  timeoutMs: number;
};

export type RazorpayOrder = { id: string; amount: number; currency: string; receipt: string | null };

export type RazorpayPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
};

/**
 * The gateway could not be asked (network error, timeout, 5xx) or refused the call (4xx); `status` is
 * the HTTP status when one came back. The message carries Razorpay's error code and description, never
 * a key.
 */
export class GatewayError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** The currency every order is in (plans are priced in paise). */
export const GATEWAY_CURRENCY = 'INR';

const hexHmac = (secret: string, data: string | Buffer) =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

/** Compares a received hex signature with the expected one in constant time. */
const isSameSignature = (expected: string, received: string | undefined) => {
  if (typeof received !== 'string' || received.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(received));
};

/** One authenticated call to the gateway's API (Basic auth with the key id and secret), parsed JSON. */
const createCaller = (settings: RazorpaySettings) => {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  return async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new GatewayError(
        timedOut ? `Razorpay did not answer within ${settings.timeoutMs} ms` : 'Razorpay is unreachable',
      );
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      let detail = '';
      try {
        const parsed = JSON.parse(text) as { error?: { code?: unknown; description?: unknown } };
        detail = `: ${String(parsed.error?.code)} ${String(parsed.error?.description)}`;
      } catch {
        // Not Razorpay's error shape (a proxy's page): the status says enough.
      }
      throw new GatewayError(`Razorpay answered ${response.status}${detail}`, response.status);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new GatewayError('Razorpay answered with a body that is not JSON', response.status);
    }
  };
};

export const createRazorpayGateway = (settings: RazorpaySettings) => {
  const call = createCaller(settings);

  return {
    name: 'razorpay' as const,
    keyId: settings.keyId,
    /** Where the customer's browser posts the checkout form (Razorpay's hosted page). */
    checkoutUrl: `${settings.baseUrl}/v1/checkout/embedded`,

    /** POST /v1/orders: one order for one purchase. */
    createOrder: async (request: { amountPaise: number; receipt: string }): Promise<RazorpayOrder> => {
      const order = await call<RazorpayOrder>('POST', '/v1/orders', {
        amount: request.amountPaise,
        currency: GATEWAY_CURRENCY,
        receipt: request.receipt,
      });
      if (typeof order.id !== 'string' || order.amount !== request.amountPaise) {
        throw new GatewayError('Razorpay answered an order that does not match the request');
      }
      return order;
    },

    /** GET /v1/orders/:id/payments: every attempt to pay an order. */
    listOrderPayments: async (orderId: string): Promise<RazorpayPayment[]> => {
      const answer = await call<{ items?: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return Array.isArray(answer.items) ? answer.items : [];
    },

    /** The checkout's return: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
    isCheckoutSignatureValid: (orderId: string, paymentId: string, signature: string | undefined) =>
      isSameSignature(hexHmac(settings.keySecret, `${orderId}|${paymentId}`), signature),

    /** A webhook: hex HMAC-SHA256 of the exact bytes received, with the webhook secret. */
    isWebhookSignatureValid: (rawBody: Buffer, signature: string | undefined) =>
      isSameSignature(hexHmac(settings.webhookSecret, rawBody), signature),
  };
};

export type RazorpayGateway = ReturnType<typeof createRazorpayGateway>;

/**
 * A RazorpayX payout (`POST /v1/payouts`, `GET /v1/payouts/:id`). `status`: queued | pending |
 * processing | processed | reversed | failed | rejected | cancelled. `utr` is the bank's reference once
 * processed; `status_details` / `failure_reason` say why one failed.
 */
export type RazorpayPayout = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  reference_id: string | null;
  utr: string | null;
  failure_reason?: string | null;
  status_details?: { reason?: string | null; description?: string | null; source?: string | null } | null;
};

/** A payout the gateway is still working on (the withdrawal stays PROCESSING). */
export const OPEN_PAYOUT_STATUSES = new Set(['queued', 'pending', 'processing', 'scheduled']);
/** A payout that ended without the money arriving (the coins go back to the listener). */
export const FAILED_PAYOUT_STATUSES = new Set(['failed', 'rejected', 'cancelled', 'reversed']);

/** The gateway's own words for why a payout failed, for the listener and the admin. */
export const payoutFailureDetail = (payout: Pick<RazorpayPayout, 'status_details' | 'failure_reason'>) =>
  payout.status_details?.description ??
  payout.failure_reason ??
  payout.status_details?.reason ??
  'no reason given';

/**
 * RazorpayX payouts (issue 22 §4) with the same keys and base URL, from `accountNumber` (the business
 * account, RAZORPAYX_ACCOUNT_NUMBER): a composite payout to a UPI id (the contact and its `vpa` fund
 * account in the same call), with `X-Payout-Idempotency` so a retry with the same key is the same payout.
 */
export const createRazorpayPayouts = (settings: RazorpaySettings & { accountNumber: string }) => {
  const call = createCaller(settings);
  return {
    /** POST /v1/payouts: `referenceId` and `idempotencyKey` are the withdrawal's id. */
    createPayout: async (request: {
      amountPaise: number;
      upiId: string;
      name: string;
      referenceId: string;
      idempotencyKey: string;
    }): Promise<RazorpayPayout> => {
      const payout = await call<RazorpayPayout>(
        'POST',
        '/v1/payouts',
        {
          account_number: settings.accountNumber,
          amount: request.amountPaise,
          currency: GATEWAY_CURRENCY,
          mode: 'UPI',
          purpose: 'payout',
          fund_account: {
            account_type: 'vpa',
            vpa: { address: request.upiId },
            contact: { name: request.name, type: 'vendor', reference_id: request.referenceId },
          },
          queue_if_low_balance: true,
          reference_id: request.referenceId,
          narration: 'ListenWell payout',
        },
        { 'X-Payout-Idempotency': request.idempotencyKey },
      );
      if (typeof payout.id !== 'string' || payout.amount !== request.amountPaise) {
        throw new GatewayError('Razorpay answered a payout that does not match the request');
      }
      return payout;
    },

    /** GET /v1/payouts/:id. */
    fetchPayout: (payoutId: string) =>
      call<RazorpayPayout>('GET', `/v1/payouts/${encodeURIComponent(payoutId)}`),

    /** GET /v1/payouts?account_number=…&reference_id=…: the payouts made for one withdrawal. */
    findPayouts: async (referenceId: string): Promise<RazorpayPayout[]> => {
      const query = new URLSearchParams({
        account_number: settings.accountNumber,
        reference_id: referenceId,
      });
      const answer = await call<{ items?: RazorpayPayout[] }>('GET', `/v1/payouts?${query.toString()}`);
      return Array.isArray(answer.items) ? answer.items : [];
    },
  };
};

export type RazorpayPayouts = ReturnType<typeof createRazorpayPayouts>;
