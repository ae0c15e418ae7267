import crypto from 'node:crypto';

/** What billing asks of a payment provider: take `amountPaise` from the customer for one purchase. */
export type ChargeRequest = { purchaseId: string; amountPaise: number; customerId: string };

export type ChargeOutcome =
  { status: 'CONFIRMED'; reference: string } | { status: 'DECLINED'; reason: string };

/**
 * A provider that answers at once (test mode): billing (wallet.service) calls `charge` inside the
 * purchase's transaction and credits coins on CONFIRMED; it never knows which provider answered.
 *
 * A real gateway is asynchronous and is not called inside a transaction: Razorpay (razorpay.ts, used
 * when its keys are set) goes through wallet/gateway-purchases.ts: a PENDING purchase, an order, the
 * hosted checkout, and a settlement by the checkout's return, the webhook or the reconciler through the
 * same crediting step (wallet/purchase-steps.ts, ledger reference = purchase id).
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
