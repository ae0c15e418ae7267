import { authEndpoints } from './auth.ts';
import { listenerEndpoints } from './listener.ts';
import { applicationsEndpoints } from './applications.ts';
import { filesEndpoints } from './files.ts';
import { usersEndpoints } from './users.ts';
import { auditEndpoints } from './audit.ts';
import { plansEndpoints } from './plans.ts';
import { walletEndpoints } from './wallet.ts';
import { availabilityEndpoints } from './availability.ts';
import { directoryEndpoints } from './directory.ts';
import { customerSessionsEndpoints } from './customer-sessions.ts';
import { sessionsEndpoints } from './sessions.ts';
import { callsEndpoints } from './calls.ts';
import { withdrawalsEndpoints } from './withdrawals.ts';
import { adminWithdrawalsEndpoints } from './admin-withdrawals.ts';
import { adminDashboardEndpoints } from './admin-dashboard.ts';
import { safetyEndpoints } from './safety.ts';
import { moderationEndpoints } from './moderation.ts';
import { ledgerEndpoints } from './ledger.ts';
import { receiptsEndpoints } from './receipts.ts';
import { notesEndpoints } from './notes.ts';
import { erasureEndpoints } from './erasure.ts';
import { favouritesEndpoints } from './favourites.ts';
import { queueEndpoints } from './queue.ts';
import { pushEndpoints } from './push.ts';
import { myDataEndpoints } from './my-data.ts';
import { privacyEndpoints } from './privacy.ts';
import { twoFactorEndpoints } from './two-factor.ts';

export type {
  Access,
  Endpoint,
  EndpointBody,
  EndpointQuery,
  EndpointResponse,
  HttpMethod,
} from './endpoint.ts';
export { buildPath } from './endpoint.ts';
export { errorBodySchema } from '../errors.ts';
export { paymentGatewayPaths, PURCHASE_QUERY_PARAM } from './wallet.ts';
// Each group alone, for code that must stay small: a bundle that reads `endpoints` carries every
// group's schemas (the bundler keeps a whole object literal), one that imports `walletEndpoints`
// carries the wallet's only. The web app imports groups; the server reads the whole table.
export {
  adminDashboardEndpoints,
  adminWithdrawalsEndpoints,
  applicationsEndpoints,
  auditEndpoints,
  authEndpoints,
  availabilityEndpoints,
  callsEndpoints,
  customerSessionsEndpoints,
  directoryEndpoints,
  favouritesEndpoints,
  filesEndpoints,
  listenerEndpoints,
  moderationEndpoints,
  myDataEndpoints,
  notesEndpoints,
  erasureEndpoints,
  plansEndpoints,
  privacyEndpoints,
  queueEndpoints,
  receiptsEndpoints,
  pushEndpoints,
  safetyEndpoints,
  twoFactorEndpoints,
  sessionsEndpoints,
  usersEndpoints,
  walletEndpoints,
  withdrawalsEndpoints,
};

/**
 * Every HTTP endpoint, once. The server registers routes from this table (validation, serialisation,
 * OpenAPI); the web client calls through it, so a path or a payload shape is never typed twice.
 */
export const endpoints = {
  auth: authEndpoints,
  listener: listenerEndpoints,
  applications: applicationsEndpoints,
  files: filesEndpoints,
  users: usersEndpoints,
  audit: auditEndpoints,
  plans: plansEndpoints,
  wallet: walletEndpoints,
  availability: availabilityEndpoints,
  directory: directoryEndpoints,
  customerSessions: customerSessionsEndpoints,
  sessions: sessionsEndpoints,
  calls: callsEndpoints,
  withdrawals: withdrawalsEndpoints,
  adminWithdrawals: adminWithdrawalsEndpoints,
  adminDashboard: adminDashboardEndpoints,
  safety: safetyEndpoints,
  moderation: moderationEndpoints,
  ledger: ledgerEndpoints,
  receipts: receiptsEndpoints,
  notes: notesEndpoints,
  erasure: erasureEndpoints,
  favourites: favouritesEndpoints,
  queue: queueEndpoints,
  push: pushEndpoints,
  myData: myDataEndpoints,
  privacy: privacyEndpoints,
  twoFactor: twoFactorEndpoints,
} as const;
