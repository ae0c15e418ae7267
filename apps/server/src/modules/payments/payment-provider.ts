import crypto from 'node:crypto';

/** What billing asks of a payment provider: take `amountPaise` from the customer for one purchase. */
export type ChargeRequest = { purchaseId: string; amountPaise: number; customerId: string };

export type ChargeOutcome =
  { status: 'CONFIRMED'; reference: string } | { status: 'DECLINED'; reason: string };

/**
 * The boundary between billing and whoever takes the money. Billing (wallet.service) only calls
 * `charge` and credits coins on CONFIRMED; it never knows which gateway answered.
 *
 * Adding a real gateway (Razorpay) means a new implementation of this type plus a webhook route,
 * without touching billing: `charge` creates a Razorpay order for `purchaseId`; the route that
 * receives Razorpay's HMAC-SHA256-signed `payment.captured` webhook verifies the signature with the
 * webhook secret (from config.ts), maps the order back to the purchase and settles it through the
 * same crediting step billing uses here (idempotent: the ledger transaction's reference is the
 * purchase id, so a webhook delivered twice credits once). The purchase row already has `status`
 * PENDING/CONFIRMED/DECLINED and `provider`/`provider_reference` columns for that.
 */
export type PaymentProvider = {
  /** Stored on each purchase, so a purchase always says who took the money. */
  readonly name: string;
  charge: (request: ChargeRequest) => Promise<ChargeOutcome>;
};

/**
 * TEST MODE: confirms every charge at once and moves no real money. The default provider until a
 * real gateway is configured; purchases it confirms are stored with provider 'test' and a `test_`
 * reference, so they can never be mistaken for real payments.
 */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  charge: () => Promise.resolve({ status: 'CONFIRMED', reference: `test_${crypto.randomUUID()}` }),
};
