import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';

/**
 * The admin's Purchases page. Its own group, apart from `wallet` (the API's purchase texts, which the
 * schemas carry onto every signed-in page's first load).
 */
export const purchasesMessages = localized('purchases', {
  adminTitle: 'Purchases',
  adminDescription: "Coin purchases by state, with the payment gateway's ids",
  columnCustomer: 'Customer',
  columnAmount: 'Amount',
  columnPlan: 'Plan',
  columnStatus: 'Status',
  columnStarted: 'Started',
  columnGateway: 'Gateway',
  columnReceived: 'Received',
  columnEvent: 'Event',
  columnOrder: 'Order',
  columnOutcome: 'What it did',
  gatewayOrder: 'Order',
  gatewayPayment: 'Payment',
  gatewayEvent: 'Event',
  providerTest: 'Test mode',
  unknownEvent: 'Unknown',
  planCoinsWithBonus: (coins: number, bonus: number) =>
    `${formatNumber(coins, {}, 'en')} ${Math.abs(coins) === 1 ? 'coin' : 'coins'} + ${formatNumber(bonus, {}, 'en')} bonus`,
  coinsCount: (coins: number) =>
    `${formatNumber(coins, {}, 'en')} ${Math.abs(coins) === 1 ? 'coin' : 'coins'}`,
  viewPurchases: 'Purchases',
  viewEvents: 'Gateway events',
  viewLabel: 'Show',
  searchLabel: 'Search purchases',
  searchPlaceholder: 'Customer or id...',
  statusFilter: 'Status',
  noMatchingPurchases: 'No purchase matches this search and status. Check the spelling or clear them.',
  noPurchasesHint: 'Purchases appear here as soon as a customer buys a plan.',
  clearSearchAndFilters: 'Clear search and filters',
  noPaymentEventsHint:
    "The payment gateway's webhooks and checkout returns appear here with what each did. In test mode there are none.",
} as const);
