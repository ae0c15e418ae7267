export const walletMessages = {
  idempotencyKeyRequired: 'The Idempotency-Key header is required for a purchase.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8-128 letters, digits or - _ : .',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  planUnavailable: 'This plan is no longer available.',
  purchased: (coins: number) => `${coins.toLocaleString('en-US')} coins added to your wallet`,
  paymentDeclined: 'The payment was not confirmed. No coins were added.',
  testModeLabel: 'Test mode: payments are confirmed at once and no real money moves.',
  customersOnly: 'Only customers have a wallet.',
  tooManyPurchases: (perMinute: number) =>
    `You can buy at most ${perMinute} ${perMinute === 1 ? 'plan' : 'plans'} a minute. Please wait a moment and try again.`,
} as const;
