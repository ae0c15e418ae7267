// Hindi (hi-IN): every text of the catalogue in Hindi, by id (one file per message group, in the order
// of messages/index.ts). Written to be read, not word for word: respectful (आप), with the English words
// people here use (सेशन, कॉइन, UPI) where they read better. The web loads this module only when Hindi
// is shown; the server loads it at start.
import type { Catalogue } from '../catalogue.ts';
import { registerCatalogue } from '../catalogue.ts';
import { validationHi } from './validation.ts';
import { authHi } from './auth.ts';
import { httpHi } from './http.ts';
import { profileHi } from './profile.ts';
import { profileScreenHi } from './profile-screen.ts';
import { adminListenerHi } from './admin-listener.ts';
import { filesHi } from './files.ts';
import { applicationsHi } from './applications.ts';
import { usersHi } from './users.ts';
import { plansHi } from './plans.ts';
import { plansPageHi } from './plans-page.ts';
import { walletHi } from './wallet.ts';
import { purchasesHi } from './purchases.ts';
import { sessionsHi } from './sessions.ts';
import { sessionEndingsHi } from './session-endings.ts';
import { liveSessionHi } from './live-session.ts';
import { chatHi } from './chat.ts';
import { connectionHi } from './connection.ts';
import { callsHi } from './calls.ts';
import { withdrawalsHi } from './withdrawals.ts';
import { safetyHi } from './safety.ts';
import { adminDashboardHi } from './admin-dashboard.ts';
import { earningsHi } from './earnings.ts';
import { listenerDashboardHi } from './listener-dashboard.ts';
import { clientHi } from './client.ts';
import { readOnlyHi } from './read-only.ts';
import { receiptsHi } from './receipts.ts';
import { notesHi } from './notes.ts';
import { erasureHi } from './erasure.ts';
import { requestCardHi } from './request-card.ts';
import { favouritesHi } from './favourites.ts';
import { pushHi } from './push.ts';
import { commonHi } from './common.ts';
import { mailsHi } from './mails.ts';
import { languageNamesHi } from './language-names.ts';
import { sessionScreensHi } from './session-screens.ts';
import { unsavedChangesHi } from './unsaved-changes.ts';
import { chatScreenHi } from './chat-screen.ts';
import { availabilityHi } from './availability.ts';
import { customerScreensHi } from './customer-screens.ts';
import { customerHeadersHi } from './customer-headers.ts';
import { peopleFormsHi } from './people-forms.ts';
import { accountScreensHi } from './account-screens.ts';
import { authScreensHi } from './auth-screens.ts';
import { shellHi } from './shell.ts';
import { frameHi } from './frame.ts';
import { marketingFrameHi } from './marketing-frame.ts';
import { landingHi } from './landing.ts';
import { adminModerationHi } from './admin-moderation.ts';
import { adminWithdrawalsHi } from './admin-withdrawals.ts';
import { auditLogHi } from './audit-log.ts';
import { myDataHi } from './my-data.ts';
import { privacyHi } from './privacy.ts';
import { twoFactorHi } from './two-factor.ts';

export const hindiCatalogue: Catalogue = {
  ...validationHi,
  ...authHi,
  ...httpHi,
  ...profileHi,
  ...profileScreenHi,
  ...adminListenerHi,
  ...filesHi,
  ...applicationsHi,
  ...usersHi,
  ...plansHi,
  ...plansPageHi,
  ...walletHi,
  ...purchasesHi,
  ...sessionsHi,
  ...sessionEndingsHi,
  ...liveSessionHi,
  ...chatHi,
  ...connectionHi,
  ...callsHi,
  ...withdrawalsHi,
  ...safetyHi,
  ...adminDashboardHi,
  ...earningsHi,
  ...listenerDashboardHi,
  ...clientHi,
  ...readOnlyHi,
  ...receiptsHi,
  ...notesHi,
  ...erasureHi,
  ...requestCardHi,
  ...favouritesHi,
  ...pushHi,
  ...commonHi,
  ...mailsHi,
  ...languageNamesHi,
  ...sessionScreensHi,
  ...unsavedChangesHi,
  ...chatScreenHi,
  ...availabilityHi,
  ...customerScreensHi,
  ...customerHeadersHi,
  ...peopleFormsHi,
  ...accountScreensHi,
  ...authScreensHi,
  ...shellHi,
  ...frameHi,
  ...marketingFrameHi,
  ...landingHi,
  ...adminModerationHi,
  ...adminWithdrawalsHi,
  ...auditLogHi,
  ...myDataHi,
  ...privacyHi,
  ...twoFactorHi,
};

/** Makes the Hindi texts the ones every message group answers with while Hindi is current. */
export const loadHindi = (): void => registerCatalogue('hi', hindiCatalogue);
