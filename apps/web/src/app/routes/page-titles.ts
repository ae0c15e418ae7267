import { routes, type Role } from '@app/contract';
import { dashboardHomeHeaders } from '@/features/dashboard/page-headers';

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

/**
 * The header a console page opens with for someone of `role`: its title, and on /dashboard the
 * description of that role's home (the fallbacks shown while the page's code loads draw it too).
 */
export function pageHeaderFor(pathname: string, role: string): { title?: string; description?: string } {
  const title = pageTitleFor(pathname);
  if (title !== pageTitles[routes.dashboard] || !(role in dashboardHomeHeaders)) return { title };
  return dashboardHomeHeaders[role as keyof typeof dashboardHomeHeaders];
}

/**
 * The header of the console's frame in the landing HTML (src/prerender.tsx), drawn before anyone is
 * known: /dashboard's carries each role's description, shown under the role theme-init.js marks.
 */
export function frameHeaderFor(pathname: string): {
  title?: string;
  roleDescriptions?: Partial<Record<Role, string>>;
} {
  const title = pageTitleFor(pathname);
  if (title !== pageTitles[routes.dashboard]) return { title };
  const { ADMIN, LISTENER } = dashboardHomeHeaders;
  return { title, roleDescriptions: { ADMIN: ADMIN.description, LISTENER: LISTENER.description } };
}
