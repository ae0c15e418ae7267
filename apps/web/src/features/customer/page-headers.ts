import { customerHeadersMessages as m, routes } from '@app/contract';

/**
 * The headers of the customer area's landing pages, in one place: each page shows its own, and the
 * frame drawn before the page's code arrives (the HTML of /app and /app/wallet, the route and layout
 * fallbacks) shows the same words in the same place, so the page's first words are on screen at once
 * and stay put while the rest of it loads.
 */
export const customerPageHeaders: Record<string, { title: string; description: string }> = {
  // Getters: each read gives the words in the language shown.
  [routes.app.home]: {
    get title() {
      return m.directoryTitle;
    },
    get description() {
      return m.directoryDescription;
    },
  },
  [routes.app.wallet]: {
    get title() {
      return m.walletTitle;
    },
    get description() {
      return m.walletDescription;
    },
  },
};
