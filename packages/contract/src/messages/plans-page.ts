import { localized } from '../i18n/localized.ts';

/**
 * The admin's plans page. Its own group, apart from `plans` (the API's and the customer's plan texts,
 * which the schemas carry onto every signed-in page's first load).
 */
export const plansPageMessages = localized('plansPage', {
  columnId: 'ID',
  columnName: 'Name',
  columnDescription: 'Description',
  columnPrice: 'Price',
  columnCoins: 'Coins',
  columnBonusCoins: 'Bonus Coins',
  columnActions: 'Actions',
  edit: 'Edit',
  editOf: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteOf: (name: string) => `Delete ${name}`,
  deleting: 'Deleting...',
  loading: 'Loading plans...',
  tableLabel: 'Plans',
  loadError: 'Error loading plans',
  noPlansHint: 'Customers buy coins through plans. Create the first one to open the wallet.',
  formEditLabel: 'Edit plan',
  formNewLabel: 'New plan',
  nameLabel: 'Plan Name',
  namePlaceholder: 'Starter pack',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'What the customer gets',
  /** The Hindi name and description (issue 24), shown to customers who read Hindi. */
  hindiSection: 'In Hindi',
  hindiHint: 'Customers who read Hindi see these; left empty, they see the English.',
  nameHiLabel: 'Plan Name in Hindi',
  descriptionHiLabel: 'Description in Hindi',
  priceLabel: 'Price (₹)',
  coinsLabel: 'Coins',
  bonusCoinsLabel: 'Bonus Coins',
  cancel: 'Cancel',
  saving: 'Saving...',
  creating: 'Creating...',
} as const);
