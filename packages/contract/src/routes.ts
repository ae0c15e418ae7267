// Web routes, exactly as the spec names them (its typos included: 'withdrawls', 'sesion-requests').
export const routes = {
  home: '/',
  contact: '/contact',
  /** Not in the spec (issue 25): the privacy notice, public, linked from sign-up and the footers. */
  privacy: '/privacy',
  unauthorized: '/unauthorized',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  signupProfile: '/profile',
  dashboard: '/dashboard',
  changePassword: '/dashboard/change-password',
  /** Not in the spec: the signed-in person's own account (name, email, role) inside the console. */
  account: '/dashboard/account',
  call: (id: string) => `/dashboard/call/${id}`,
  listener: {
    profile: '/dashboard/profile',
    earnings: '/dashboard/earnings',
    ongoingSessions: '/dashboard/ongoing-sessions',
    withdrawals: '/dashboard/withdrawls',
    sessionRequests: '/dashboard/sesion-requests',
    sessions: '/dashboard/sessions',
    chat: (id: string) => `/dashboard/chat/${id}`,
    /** Not in the spec (issue 12): the sessions this listener reported and what an admin decided. */
    reports: '/dashboard/reports',
  },
  admin: {
    applications: '/dashboard/applications',
    listeners: '/dashboard/listeners',
    users: '/dashboard/users',
    plans: '/dashboard/plans',
    withdrawalRequests: '/dashboard/withdrawal-request',
    /** Not in the spec (issue 12): reports and crisis flags; a case opens at `${moderation}/:id`. */
    moderation: '/dashboard/moderation',
    auditLog: '/dashboard/audit-log',
    /** Not in the spec (issue 22): purchases by state with the gateway's ids, and the gateway's events. */
    purchases: '/dashboard/purchases',
  },
  /** The customer area (the spec has no customer screens; designed mobile-first). */
  app: {
    home: '/app',
    signup: '/app/signup',
    listener: (id: string) => `/app/listeners/${id}`,
    wallet: '/app/wallet',
    sessions: '/app/sessions',
    session: (id: string) => `/app/sessions/${id}`,
    /** The customer's reports and what an admin decided (issue 12). */
    reports: '/app/reports',
    /** Issue 12: the people the customer blocked, with Unblock. */
    settings: '/app/settings',
  },
} as const;
