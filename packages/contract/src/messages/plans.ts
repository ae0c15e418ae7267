import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
import { PLAN_DESCRIPTION_MAX, PLAN_MAX_COINS, PLAN_NAME_MAX } from '../constants.ts';

export const plansMessages = localized('plans', {
  title: 'Plans Management',
  subtitle: 'Manage subscription plans and pricing',
  createButton: 'Create Plan',
  createTitle: 'Create New Plan',
  createDescription: 'Add a new subscription plan',
  editTitle: 'Edit Plan',
  editDescription: 'Update the plan details below',
  saveChanges: 'Save Changes',
  deleteTitle: 'Are you sure?',
  deleteDescription:
    'This will permanently delete the plan. Customers can no longer buy it; those who already bought it keep it in their history.',
  noPlans: 'No plans found.',
  nameRequired: 'Plan name is required',
  nameTooLong: `Plan name can be at most ${PLAN_NAME_MAX} characters`,
  descriptionInvalid: 'Description must be text',
  hindiInvalid: 'The Hindi name and description must be text',
  descriptionTooLong: `Description can be at most ${PLAN_DESCRIPTION_MAX} characters`,
  priceRequired: 'Price is required',
  pricePositive: 'Price must be greater than 0',
  priceWholePaise: 'Price can have at most two decimals',
  priceTooHigh: 'Price is too high',
  coinsRequired: 'Coins are required',
  coinsWhole: 'Coins must be a whole number',
  coinsMin: 'Coins must be at least 1',
  coinsTooHigh: `At most ${formatNumber(PLAN_MAX_COINS, {}, 'en')} coins`,
  bonusRequired: 'Bonus coins are required (0 for none)',
  bonusWhole: 'Bonus coins must be a whole number',
  bonusMin: 'Bonus coins cannot be negative',
  created: 'Plan created',
  updated: 'Plan updated',
  deleted: 'Plan deleted',
  notFound: 'Plan not found',
  saveFailed: 'Failed to save plan',
  deleteFailed: 'Failed to delete plan',
  // ---------- Prices as a customer compares them (money.ts) ----------
  /** A listener's price: '₹4/min'. */
  rupeesPerMinute: (rupees: string) => `${rupees}/min`,
  /** What one coin of a plan costs: '₹1 per coin'. */
  rupeesPerCoin: (rupees: string) => `${rupees} per coin`,
  /** ... rounded to the nearest paisa. */
  aboutRupeesPerCoin: (rupees: string) => `about ${rupees} per coin`,
  /** ... a price that rounds to nothing. */
  underOnePaisaPerCoin: 'under ₹0.01 per coin',
  // ---------- The customer's plan cards ----------
  bestValue: 'Best value',
  bonusCoins: (coins: number) => `+${formatNumber(coins, {}, 'en')} bonus coins`,
  noBonus: 'No bonus',
  buying: 'Buying...',
  /** The Buy button: 'Buy for ₹499.00' (the plan's name is read out between, for screen readers). */
  buy: 'Buy',
  tryAgain: 'Try again',
  forPrice: (rupees: string) => `for ${rupees}`,
  loadFailed: 'Could not load plans',
  loadFallback: 'Please check your connection and try again.',
  noneOnSale: 'No plans on sale right now',
  noneOnSaleHint: 'Please check back soon.',
} as const);
