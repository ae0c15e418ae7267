// Hindi (hi-IN): every text of the catalogue in Hindi, by id. Written to be read, not word for word:
// respectful (आप), with the English words people here use (session, coins, UPI) where they read better.
// The web loads this module only when Hindi is shown; the server loads it at start.
import type { Catalogue } from '../catalogue.ts';
import { registerCatalogue } from '../catalogue.ts';
import { adminListenerHi } from './admin-listener.ts';
import { applicationsHi } from './applications.ts';
import { usersHi } from './users.ts';
import { plansHi } from './plans.ts';
import { walletHi } from './wallet.ts';
import { withdrawalsHi } from './withdrawals.ts';
import { adminDashboardHi } from './admin-dashboard.ts';
import { earningsHi } from './earnings.ts';
import { listenerDashboardHi } from './listener-dashboard.ts';
import { readOnlyHi } from './read-only.ts';
import { receiptsHi } from './receipts.ts';
import { notesHi } from './notes.ts';
import { requestCardHi } from './request-card.ts';
import { favouritesHi } from './favourites.ts';
import { pushHi } from './push.ts';

export const hindiCatalogue: Catalogue = {
  ...adminListenerHi,
  ...applicationsHi,
  ...usersHi,
  ...plansHi,
  ...walletHi,
  ...withdrawalsHi,
  ...adminDashboardHi,
  ...earningsHi,
  ...listenerDashboardHi,
  ...readOnlyHi,
  ...receiptsHi,
  ...notesHi,
  ...requestCardHi,
  ...favouritesHi,
  ...pushHi,
};

/** Makes the Hindi texts the ones every message group answers with while Hindi is current. */
export const loadHindi = (): void => registerCatalogue('hi', hindiCatalogue);
