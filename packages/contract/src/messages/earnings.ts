import { localized } from '../i18n/localized.ts';
export const earningsMessages = localized('earnings', {
  noRecords: 'No earnings records found.',
  loading: 'Loading earnings...',
  errorTitle: 'Error loading earnings data',
} as const);
