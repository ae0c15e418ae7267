// Hindi (hi-IN): every text of the catalogue in Hindi, by id. Written to be read, not word for word:
// respectful (आप), with the English words people here use (session, coins, UPI) where they read better.
// The web loads this module only when Hindi is shown; the server loads it at start.
import type { Catalogue } from '../catalogue.ts';
import { registerCatalogue } from '../catalogue.ts';
import { validationHi } from './validation.ts';
import { authHi } from './auth.ts';
import { httpHi } from './http.ts';
import { profileHi } from './profile.ts';
import { filesHi } from './files.ts';
import { walletHi } from './wallet.ts';
import { sessionsHi } from './sessions.ts';
import { liveSessionHi } from './live-session.ts';
import { chatHi } from './chat.ts';
import { connectionHi } from './connection.ts';
import { callsHi } from './calls.ts';
import { safetyHi } from './safety.ts';
import { clientHi } from './client.ts';
import { commonHi } from './common.ts';
import { mailsHi } from './mails.ts';

export const hindiCatalogue: Catalogue = {
  ...validationHi,
  ...authHi,
  ...httpHi,
  ...profileHi,
  ...filesHi,
  ...walletHi,
  ...sessionsHi,
  ...liveSessionHi,
  ...chatHi,
  ...connectionHi,
  ...callsHi,
  ...safetyHi,
  ...clientHi,
  ...commonHi,
  ...mailsHi,
};

/** Makes the Hindi texts the ones every message group answers with while Hindi is current. */
export const loadHindi = (): void => registerCatalogue('hi', hindiCatalogue);
