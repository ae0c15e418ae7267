/**
 * The code of every console page, one chunk each. The route trees render them lazily, and the
 * dashboard layout calls the same functions on hover or focus of a sidebar link, so the chunk is
 * usually in the browser before the click (a dynamic import is fetched once, whoever asks first).
 * Entry-safe: nothing here is imported until a function is called.
 */
export const pageLoaders = {
  adminHome: () => import('@/features/dashboard/admin-home-page'),
  listenerHome: () => import('@/features/dashboard/listener-home-page'),
  account: () => import('@/features/account/account-page'),
  changePassword: () => import('@/features/change-password/change-password-page'),
  applications: () => import('@/features/applications/applications-page'),
  listeners: () => import('@/features/listeners/listeners-page'),
  users: () => import('@/features/users/users-page'),
  plans: () => import('@/features/plans/plans-page'),
  withdrawalRequests: () => import('@/features/withdrawal-requests/withdrawal-requests-page'),
  moderation: () => import('@/features/moderation/moderation-page'),
  moderationCase: () => import('@/features/moderation/case-page'),
  auditLog: () => import('@/features/audit-log/audit-log-page'),
  purchases: () => import('@/features/purchases/purchases-page'),
  listenerProfile: () => import('@/features/listener-profile/listener-profile-page'),
  sessions: () => import('@/features/sessions/sessions-page'),
  sessionRequests: () => import('@/features/sessions/session-requests-page'),
  ongoingSessions: () => import('@/features/sessions/ongoing-sessions-page'),
  earnings: () => import('@/features/earnings/earnings-page'),
  withdrawals: () => import('@/features/withdrawals/withdrawals-page'),
  listenerReports: () => import('@/features/safety/reports-pages'),
};
