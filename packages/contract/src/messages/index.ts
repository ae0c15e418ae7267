// Every user-facing text that both sides need, in one place. Texts quoted in the spec are kept to
// the letter (including its spelling, e.g. 'successfuly'). A text that states a limit takes it from
// the constant.

import { validationMessages } from './validation.ts';
import { authMessages } from './auth.ts';
import { httpMessages } from './http.ts';
import { profileMessages } from './profile.ts';
import { profileScreenMessages } from './profile-screen.ts';
import { adminListenerMessages } from './admin-listener.ts';
import { filesMessages } from './files.ts';
import { applicationsMessages } from './applications.ts';
import { usersMessages } from './users.ts';
import { plansMessages } from './plans.ts';
import { plansPageMessages } from './plans-page.ts';
import { walletMessages } from './wallet.ts';
import { purchasesMessages } from './purchases.ts';
import { sessionsMessages } from './sessions.ts';
import { sessionEndingsMessages } from './session-endings.ts';
import { liveSessionMessages } from './live-session.ts';
import { chatMessages } from './chat.ts';
import { connectionMessages } from './connection.ts';
import { callsMessages } from './calls.ts';
import { withdrawalsMessages } from './withdrawals.ts';
import { safetyMessages } from './safety.ts';
import { adminDashboardMessages } from './admin-dashboard.ts';
import { earningsMessages } from './earnings.ts';
import { listenerDashboardMessages } from './listener-dashboard.ts';
import { clientMessages } from './client.ts';
import { readOnlyMessages } from './read-only.ts';
import { receiptsMessages } from './receipts.ts';
export { receiptFileName } from './receipts.ts';
import { notesMessages } from './notes.ts';
import { erasureMessages } from './erasure.ts';
import { requestCardMessages } from './request-card.ts';
import { favouritesMessages } from './favourites.ts';
import { pushMessages } from './push.ts';
export { pushNotificationText } from './push.ts';
import { commonMessages } from './common.ts';
import { mailsMessages } from './mails.ts';
import { languageNamesMessages } from './language-names.ts';
export { languageName } from './language-names.ts';
import { sessionScreensMessages } from './session-screens.ts';
import { unsavedChangesMessages } from './unsaved-changes.ts';
import { chatScreenMessages } from './chat-screen.ts';
import { availabilityMessages } from './availability.ts';
import { customerScreensMessages } from './customer-screens.ts';
import { customerHeadersMessages } from './customer-headers.ts';
import { peopleFormsMessages } from './people-forms.ts';
import { accountScreensMessages } from './account-screens.ts';
import { authScreensMessages } from './auth-screens.ts';
import { shellMessages } from './shell.ts';
import { frameMessages } from './frame.ts';
import { marketingFrameMessages } from './marketing-frame.ts';
import { landingMessages } from './landing.ts';
import { adminModerationMessages } from './admin-moderation.ts';
import { adminWithdrawalsMessages } from './admin-withdrawals.ts';
import { auditLogMessages } from './audit-log.ts';
import { myDataMessages } from './my-data.ts';
import { privacyMessages } from './privacy.ts';
import { twoFactorMessages } from './two-factor.ts';

/**
 * Each group is also exported on its own (`authMessages` is `messages.auth`): code on a first page load
 * imports the groups it reads, so its chunk carries only those texts, not every group of `messages`.
 */
export {
  validationMessages,
  authMessages,
  httpMessages,
  profileMessages,
  profileScreenMessages,
  adminListenerMessages,
  filesMessages,
  applicationsMessages,
  usersMessages,
  plansMessages,
  plansPageMessages,
  walletMessages,
  purchasesMessages,
  sessionsMessages,
  sessionEndingsMessages,
  liveSessionMessages,
  chatMessages,
  connectionMessages,
  callsMessages,
  withdrawalsMessages,
  safetyMessages,
  adminDashboardMessages,
  earningsMessages,
  listenerDashboardMessages,
  clientMessages,
  readOnlyMessages,
  receiptsMessages,
  notesMessages,
  erasureMessages,
  requestCardMessages,
  favouritesMessages,
  pushMessages,
  commonMessages,
  mailsMessages,
  languageNamesMessages,
  sessionScreensMessages,
  unsavedChangesMessages,
  chatScreenMessages,
  availabilityMessages,
  customerScreensMessages,
  customerHeadersMessages,
  peopleFormsMessages,
  accountScreensMessages,
  authScreensMessages,
  landingMessages,
  shellMessages,
  adminModerationMessages,
  adminWithdrawalsMessages,
  auditLogMessages,
  myDataMessages,
  privacyMessages,
  twoFactorMessages,
  frameMessages,
  marketingFrameMessages,
};

export const messages = {
  validation: validationMessages,
  auth: authMessages,
  http: httpMessages,
  profile: profileMessages,
  profileScreen: profileScreenMessages,
  adminListener: adminListenerMessages,
  files: filesMessages,
  applications: applicationsMessages,
  users: usersMessages,
  plans: plansMessages,
  plansPage: plansPageMessages,
  wallet: walletMessages,
  purchases: purchasesMessages,
  sessions: sessionsMessages,
  sessionEndings: sessionEndingsMessages,
  liveSession: liveSessionMessages,
  chat: chatMessages,
  connection: connectionMessages,
  calls: callsMessages,
  withdrawals: withdrawalsMessages,
  safety: safetyMessages,
  adminDashboard: adminDashboardMessages,
  earnings: earningsMessages,
  listenerDashboard: listenerDashboardMessages,
  client: clientMessages,
  readOnly: readOnlyMessages,
  receipts: receiptsMessages,
  notes: notesMessages,
  erasure: erasureMessages,
  requestCard: requestCardMessages,
  favourites: favouritesMessages,
  push: pushMessages,
  common: commonMessages,
  mails: mailsMessages,
  languageNames: languageNamesMessages,
  sessionScreens: sessionScreensMessages,
  unsavedChanges: unsavedChangesMessages,
  chatScreen: chatScreenMessages,
  availability: availabilityMessages,
  customerScreens: customerScreensMessages,
  customerHeaders: customerHeadersMessages,
  peopleForms: peopleFormsMessages,
  accountScreens: accountScreensMessages,
  authScreens: authScreensMessages,
  shell: shellMessages,
  frame: frameMessages,
  marketingFrame: marketingFrameMessages,
  landing: landingMessages,
  adminModeration: adminModerationMessages,
  adminWithdrawals: adminWithdrawalsMessages,
  auditLog: auditLogMessages,
  myData: myDataMessages,
  privacy: privacyMessages,
  twoFactor: twoFactorMessages,
} as const;
