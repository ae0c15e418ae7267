import { localized } from '../i18n/localized.ts';

/**
 * The headers of the customer area's landing pages (the directory and the wallet): the frame drawn
 * before a page's code arrives shows them on every first load, so they are a group of their own and
 * the first load does not carry every text of the customer's screens.
 */
export const customerHeadersMessages = localized('customerHeaders', {
  directoryTitle: 'Find a listener',
  directoryDescription:
    'Someone kind is ready to listen. Pick a listener who is online and ask for a chat or call.',
  walletTitle: 'Wallet',
  walletDescription: 'Buy coins to talk with listeners. You pay per started minute.',
} as const);
