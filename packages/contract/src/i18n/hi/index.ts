// Hindi (hi-IN): every text of the catalogue in Hindi, by id. Written to be read, not word for word:
// respectful (आप), with the English words people here use (session, coins, UPI) where they read better.
// The web loads this module only when Hindi is shown; the server loads it at start.
import type { Catalogue } from '../catalogue.ts';
import { registerCatalogue } from '../catalogue.ts';
import { walletHi } from './wallet.ts';
import { commonHi } from './common.ts';
import { mailsHi } from './mails.ts';

export const hindiCatalogue: Catalogue = {
  ...walletHi,
  ...commonHi,
  ...mailsHi,
};

/** Makes the Hindi texts the ones every message group answers with while Hindi is current. */
export const loadHindi = (): void => registerCatalogue('hi', hindiCatalogue);
