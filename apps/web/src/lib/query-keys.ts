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
  /** The signed-in listener's own profile. */
  listenerProfile: ['listener', 'profile'] as const,
};
