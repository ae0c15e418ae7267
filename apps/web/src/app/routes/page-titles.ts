import { routes } from '@app/contract';

/**
 * The title each console page opens with (its PageHeader), so the skeleton shown while the page's
 * code loads carries the same title and nothing moves when the page arrives.
 */
const pageTitles: Record<string, string> = {
  [routes.dashboard]: 'Dashboard',
  [routes.account]: 'Account',
  [routes.changePassword]: 'Change Password',
  [routes.admin.applications]: 'Applications',
  [routes.admin.listeners]: 'Listeners',
  [routes.admin.users]: 'Users',
  [routes.admin.plans]: 'Plans Management',
  [routes.admin.withdrawalRequests]: 'Withdrawal Requests',
  [routes.admin.moderation]: 'Moderation',
  [routes.admin.auditLog]: 'Audit Log',
  [routes.admin.purchases]: 'Purchases',
  [routes.listener.profile]: 'Profile',
  [routes.listener.sessions]: 'Sessions',
  [routes.listener.sessionRequests]: 'Session Requests',
  [routes.listener.ongoingSessions]: 'Ongoing Sessions',
  [routes.listener.earnings]: 'Earnings',
  [routes.listener.withdrawals]: 'Withdrawals',
  [routes.listener.reports]: 'Reports',
};

export function pageTitleFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageTitles[path];
}
