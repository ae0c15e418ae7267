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
} as const);
