import { frameMessages, type Role } from '@app/contract';

/**
 * The header /dashboard opens with, per role that lands there, in one place: each home shows its own,
 * and the console's frame drawn before the page's code arrives (the HTML of /dashboard, which carries
 * both and shows the one of the role theme-init.js marks on <html>, and the route and layout
 * fallbacks) shows the same words in the same place, so they are on screen at once and stay put.
 * Read when drawn (getters), so they follow the language shown.
 */
export const dashboardHomeHeaders = {
  ADMIN: {
    get title() {
      return frameMessages.adminHomeTitle;
    },
    get description() {
      return frameMessages.adminHomeSubtitle;
    },
  },
  LISTENER: {
    get title() {
      return frameMessages.listenerHomeTitle;
    },
    get description() {
      return frameMessages.listenerHomeSubtitle;
    },
  },
} as const satisfies Partial<Record<Role, { title: string; description: string }>>;
