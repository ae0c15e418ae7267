import { localized } from '../i18n/localized.ts';
export const listenerDashboardMessages = localized('listenerDashboard', {
  title: 'Dashboard',
  subtitle: 'Overview of your session analytics and earnings',
  loading: 'Loading dashboard...',
  errorTitle: 'Error loading dashboard data',
} as const);
