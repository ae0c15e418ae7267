import { routes } from '@app/contract';

/**
 * The headers of the customer area's landing pages, in one place: each page shows its own, and the
 * frame drawn before the page's code arrives (the HTML of /app and /app/wallet, the route and layout
 * fallbacks) shows the same words in the same place, so the page's first words are on screen at once
 * and stay put while the rest of it loads.
 */
export const customerPageHeaders: Record<string, { title: string; description: string }> = {
  [routes.app.home]: {
    title: 'Find a listener',
    description: 'Someone kind is ready to listen. Pick a listener who is online and ask for a chat or call.',
  },
  [routes.app.wallet]: {
    title: 'Wallet',
    description: 'Buy coins to talk with listeners. You pay per started minute.',
  },
};
