/**
 * Every TanStack Query key of the console, in one place, so a screen that must refresh another's
 * data (an approval changes the listeners and users lists) names it the same way as its owner.
 * Each group's `all` is the prefix of its other keys: invalidating it refreshes the whole group.
 */
export const queryKeys = {
  users: {
    all: ['users'] as const,
    list: (query: object) => ['users', 'list', query] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
  },
  listeners: {
    all: ['listeners'] as const,
    list: (query: object) => ['listeners', 'list', query] as const,
    detail: (id: string) => ['listeners', 'detail', id] as const,
  },
  applications: {
    all: ['applications'] as const,
    list: (query: object) => ['applications', 'list', query] as const,
    detail: (id: string) => ['applications', 'detail', id] as const,
  },
  auditLog: {
    all: ['audit-log'] as const,
    list: (query: object) => ['audit-log', 'list', query] as const,
  },
  /** The admin dashboard per period (days); anything that moves money or sessions may refresh `all`. */
  adminDashboard: {
    all: ['admin-dashboard'] as const,
    period: (days: number) => ['admin-dashboard', days] as const,
  },
  /** The signed-in listener's own profile. */
  listenerProfile: ['listener', 'profile'] as const,
  // ---- Admin plans and the listener's work screens (issue 8) ----
  adminPlans: ['admin-plans'] as const,
  /** The listener's request, ongoing and completed lists; accept/close refresh all three. */
  listenerSessions: {
    all: ['listener-sessions'] as const,
    list: (kind: 'pending' | 'ongoing' | 'completed', query: object) =>
      ['listener-sessions', kind, query] as const,
  },
  earnings: {
    all: ['earnings'] as const,
    list: (query: object) => ['earnings', 'list', query] as const,
  },
  listenerStats: ['listener-stats'] as const,
  availability: ['listener-availability'] as const,
  // ---- end of issue 8 listener/admin keys ----
  // ---- Payouts (issue 11) ----
  /** The listener's own withdrawal requests (each page carries what is available to withdraw). */
  withdrawals: {
    all: ['withdrawals'] as const,
    list: (query: object) => ['withdrawals', 'list', query] as const,
  },
  /** The admin's withdrawal requests. */
  /** The admin's purchases and the payment gateway's events (issue 22). */
  adminPurchases: {
    all: ['admin-purchases'] as const,
    list: (query: object) => ['admin-purchases', 'list', query] as const,
    events: (query: object) => ['admin-purchases', 'events', query] as const,
  },
  adminWithdrawals: {
    all: ['admin-withdrawals'] as const,
    list: (query: object) => ['admin-withdrawals', 'list', query] as const,
  },
  /** The people the signed-in customer or listener blocked (issue 12). */
  blocks: ['blocks'] as const,
  /** One session on the listener's call or chat screen. */
  liveSession: (id: string) => ['live-session', id] as const,

  // ---- Customer area (/app) ----
  /** The signed-in customer's coin balance. */
  wallet: ['customer', 'wallet'] as const,
  /** One purchase's status (the page Razorpay's checkout returns to). */
  purchase: (id: string) => ['customer', 'purchase', id] as const,
  walletTransactions: {
    all: ['customer', 'wallet-transactions'] as const,
    list: (query: object) => ['customer', 'wallet-transactions', query] as const,
  },
  /** Plans on sale, as a customer sees them. */
  plansOnSale: ['customer', 'plans'] as const,
  /** The signed-in customer's place in a listener's line (issue 23 §5). */
  queuePlace: ['customer', 'queue-place'] as const,
  /** Who waits for the signed-in listener. */
  queueWaiting: ['listener', 'queue-waiting'] as const,
  directory: {
    all: ['customer', 'directory'] as const,
    list: (query: object) => ['customer', 'directory', 'list', query] as const,
    detail: (id: string) => ['customer', 'directory', 'detail', id] as const,
  },
  customerSessions: {
    all: ['customer', 'sessions'] as const,
    list: (query: object) => ['customer', 'sessions', 'list', query] as const,
    current: ['customer', 'sessions', 'current'] as const,
    detail: (id: string) => ['customer', 'sessions', 'detail', id] as const,
  },
};
