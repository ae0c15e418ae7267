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

export const createRazorpayGateway = (settings: RazorpaySettings) => {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
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
