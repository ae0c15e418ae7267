export const listenerDashboardMessages = {
  title: 'Dashboard',
  subtitle: 'Overview of your session analytics and earnings',
  loading: 'Loading dashboard...',
  errorTitle: 'Error loading dashboard data',
} as const;
