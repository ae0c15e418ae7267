import { localized } from '../i18n/localized.ts';
import { DASHBOARD_PERIODS } from '../constants.ts';

export const adminDashboardMessages = localized('adminDashboard', {
  periodInvalid: `days must be one of ${DASHBOARD_PERIODS.join(', ')}`,
  loadFailed: 'Failed to load the dashboard.',
  noActivity: 'Nothing happened in this period yet.',
} as const);
