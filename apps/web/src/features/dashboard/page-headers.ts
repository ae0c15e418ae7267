import { frameMessages, type Role } from '@app/contract';

/**
 * The header /dashboard opens with, per role that lands there, in one place: each home shows its own,
 * and the console's frame drawn before the page's code arrives (the HTML of /dashboard, which carries
 * both and shows the one of the role theme-init.js marks on <html>, and the route and layout
 * fallbacks) shows the same words in the same place, so they are on screen at once and stay put.
 */
export const dashboardHomeHeaders = {
  ADMIN: {
    title: 'Dashboard',
    description: 'The marketplace at a glance: money, sessions and what waits for you',
  },
  LISTENER: {
    title: frameMessages.listenerHomeTitle,
    description: frameMessages.listenerHomeSubtitle,
  },
} as const satisfies Partial<Record<Role, { title: string; description: string }>>;
