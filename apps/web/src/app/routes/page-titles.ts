import { frameMessages, type Role, routes } from '@app/contract';
import { dashboardHomeHeaders } from '@/features/dashboard/page-headers';

/**
 * The title each console page opens with (its PageHeader), so the skeleton shown while the page's
 * code loads carries the same title and nothing moves when the page arrives. By id in the catalogue:
 * read when shown, in the language shown.
 */
const pageTitleIds: Record<string, keyof typeof frameMessages.pageTitles> = {
  [routes.dashboard]: 'dashboard',
  [routes.account]: 'account',
  [routes.changePassword]: 'changePassword',
  [routes.admin.applications]: 'applications',
  [routes.admin.listeners]: 'listeners',
  [routes.admin.users]: 'users',
  [routes.admin.plans]: 'plans',
  [routes.admin.withdrawalRequests]: 'withdrawalRequests',
  [routes.admin.moderation]: 'moderation',
  [routes.admin.auditLog]: 'auditLog',
  [routes.admin.purchases]: 'purchases',
  [routes.listener.profile]: 'profile',
  [routes.listener.sessions]: 'sessions',
  [routes.listener.sessionRequests]: 'sessionRequests',
  [routes.listener.ongoingSessions]: 'ongoingSessions',
  [routes.listener.earnings]: 'earnings',
  [routes.listener.withdrawals]: 'withdrawals',
  [routes.listener.reports]: 'reports',
};

export function pageTitleFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const id = pageTitleIds[path];
  return id && frameMessages.pageTitles[id];
}

/**
 * The header a console page opens with for someone of `role`: its title, and on /dashboard the
 * description of that role's home (the fallbacks shown while the page's code loads draw it too).
 */
export function pageHeaderFor(pathname: string, role: string): { title?: string; description?: string } {
  const title = pageTitleFor(pathname);
  if (title !== frameMessages.pageTitles.dashboard || !(role in dashboardHomeHeaders)) return { title };
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
  if (title !== frameMessages.pageTitles.dashboard) return { title };
  const { ADMIN, LISTENER } = dashboardHomeHeaders;
  return { title, roleDescriptions: { ADMIN: ADMIN.description, LISTENER: LISTENER.description } };
}
