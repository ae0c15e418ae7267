import { z } from 'zod';
import { errorBodySchema } from './errors.ts';
import { messages } from './messages.ts';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  tokenResponseSchema,
  verifyAccountBodySchema,
  verifyAccountFailureSchema,
  verifyAccountSuccessSchema,
} from './schemas/auth.ts';
import {
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  applicationRowSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  listenerRowSchema,
  uploadResponseSchema,
  userStatusBodySchema,
} from './schemas/admin.ts';
import { iceServersQuerySchema, iceServersResponseSchema } from './schemas/calls.ts';
import {
  adminDashboardQuerySchema,
  adminDashboardSchema,
  adminWithdrawalSchema,
  adminWithdrawalsFilterSchema,
  adminWithdrawalsQuerySchema,
  myWithdrawalsQuerySchema,
  myWithdrawalsResponseSchema,
  processWithdrawalBodySchema,
  rejectWithdrawalBodySchema,
  withdrawalRequestBodySchema,
  withdrawalSchema,
} from './schemas/payouts.ts';
import {
  blockBodySchema,
  blockSchema,
  caseActionBodySchema,
  caseDetailSchema,
  caseRowSchema,
  casesQuerySchema,
  helplineSchema,
  helplinesBodySchema,
  myReportSchema,
  sessionReportBodySchema,
  ratingBodySchema,
  ratingSchema,
  userIdParamsSchema,
} from './schemas/safety.ts';
import { dataOf, dataWithMessageOf, idParamsSchema, idQuerySchema, tableOf } from './schemas/common.ts';
import {
  adminListenerUpdateSchema,
  applicationsQuerySchema,
  listenerProfileInputSchema,
  listenerProfileSchema,
  ownListenerProfileSchema,
  listenersQuerySchema,
  setListenerBlockedBodySchema,
  updateApplicationBodySchema,
} from './schemas/listener.ts';
import {
  availabilitySchema,
  customerSessionSchema,
  directoryQuerySchema,
  earningsQuerySchema,
  earningsResponseSchema,
  ledgerSummarySchema,
  listPageQuerySchema,
  listenerSessionSchema,
  listenerStatsSchema,
  planInputSchema,
  planSchema,
  publicListenerSchema,
  purchaseBodySchema,
  purchaseResultSchema,
  reportResultSchema,
  sessionRequestBodySchema,
  sessionsPageOf,
  walletEntrySchema,
  walletSchema,
} from './schemas/marketplace.ts';
import {
  FILE_PATH,
  RATING_WINDOW_DAYS,
  REPORT_WINDOW_HOURS,
  UPLOAD_FIELD,
  UPLOAD_TYPES,
  type Role,
} from './constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in user, the listed roles, or a listener whose
 * application an admin approved (every listener feature but the profile needs approval).
 * `optional-signed-in`: anyone, and the handler learns who is signed in when a valid token comes along
 * (a bad or stale token counts as signed out).
 */
export type Access = 'public' | 'optional-signed-in' | 'signed-in' | 'approved-listener' | readonly Role[];

/** A multipart upload: the one file field and the types accepted by content. */
type UploadSpec = { field: string; types: readonly string[] };

export type Endpoint = {
  method: HttpMethod;
  /** Path below API_PREFIX, with `:param` segments. */
  path: string;
  access: Access;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The success body. */
  response: z.ZodType;
  /** Extra non-error bodies the endpoint may answer with, by status. */
  otherResponses?: Record<number, z.ZodType>;
  /** The body is multipart/form-data (a file upload), not JSON. */
  multipart?: UploadSpec;
  /** The 403 message for a signed-in caller whose role is not in `access` (default: a generic one). */
  forbiddenMessage?: string;
};

const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/**
 * Every HTTP endpoint, once. The server registers routes from this table (validation, serialisation,
 * OpenAPI); the web client calls through it, so a path or a payload shape is never typed twice.
 */
export const endpoints = {
  auth: {
    signup: defineEndpoint({
      method: 'POST',
      path: '/auth/signup',
      access: 'public',
      summary: 'Start a listener sign-up: mails a 6-digit code',
      body: signupBodySchema,
      response: messageResponseSchema,
    }),
    verifyAccount: defineEndpoint({
      method: 'POST',
      path: '/auth/verify-account',
      access: 'public',
      summary: 'Finish sign-up with the mailed code and a password',
      body: verifyAccountBodySchema,
      response: verifyAccountSuccessSchema,
      otherResponses: { 400: verifyAccountFailureSchema },
    }),
    login: defineEndpoint({
      method: 'POST',
      path: '/auth/login',
      access: 'public',
      summary: 'Sign in with email and password',
      body: loginBodySchema,
      response: tokenResponseSchema,
    }),
    changePassword: defineEndpoint({
      method: 'POST',
      path: '/auth/change-password',
      access: 'signed-in',
      summary: 'Change the password; every other sign-in of the user ends',
      body: changePasswordBodySchema,
      response: changePasswordResponseSchema,
    }),
    forgotPassword: defineEndpoint({
      method: 'POST',
      path: '/auth/forgot-password',
      access: 'public',
      summary: 'Mail a password-reset code (same answer whether or not the account exists)',
      body: forgotPasswordBodySchema,
      response: messageResponseSchema,
    }),
    resetPassword: defineEndpoint({
      method: 'POST',
      path: '/auth/reset-password',
      access: 'public',
      summary: 'Set a new password with the mailed reset code',
      body: resetPasswordBodySchema,
      response: messageResponseSchema,
    }),
    me: defineEndpoint({
      method: 'GET',
      path: '/auth/me',
      access: 'signed-in',
      summary: 'The current user and a fresh token',
      response: meResponseSchema,
    }),
  },
  listener: {
    getProfile: defineEndpoint({
      method: 'GET',
      path: '/listener/get-profile',
      access: ['LISTENER'],
      summary: "The signed-in listener's profile and application status",
      response: dataOf(ownListenerProfileSchema),
    }),
    updateProfile: defineEndpoint({
      method: 'POST',
      path: '/listener/update-profile',
      access: ['LISTENER'],
      summary: 'Save the application; only while it is PENDING',
      body: listenerProfileInputSchema,
      response: dataWithMessageOf(listenerProfileSchema),
    }),
    getAll: defineEndpoint({
      method: 'GET',
      path: '/listener/get-all',
      access: ['ADMIN'],
      summary: 'Approved listeners (status=BLOCKED for the blocked ones)',
      query: listenersQuerySchema,
      response: tableOf(listenerRowSchema),
    }),
    getById: defineEndpoint({
      method: 'GET',
      path: '/listener/get-listener-by-id',
      access: ['ADMIN'],
      summary: "One listener's full profile",
      query: idQuerySchema,
      response: dataOf(listenerProfileSchema),
    }),
    updateById: defineEndpoint({
      method: 'POST',
      path: '/listener/update-listener-by-id',
      access: ['ADMIN'],
      summary: "Edit a listener's profile and rate (audited)",
      body: adminListenerUpdateSchema,
      response: dataWithMessageOf(listenerProfileSchema),
    }),
    setBlocked: defineEndpoint({
      method: 'POST',
      path: '/listener/set-blocked',
      access: ['ADMIN'],
      summary: 'Block or unblock a listener (audited); a block ends their sign-ins at once',
      body: setListenerBlockedBodySchema,
      response: dataWithMessageOf(listenerProfileSchema),
    }),
  },
  applications: {
    getAll: defineEndpoint({
      method: 'GET',
      path: '/applications/all-applications',
      access: ['ADMIN'],
      summary: 'Listener applications, newest first; status omitted for all',
      query: applicationsQuerySchema,
      response: tableOf(applicationRowSchema),
    }),
    getById: defineEndpoint({
      method: 'GET',
      path: '/applications/application-by-id',
      access: ['ADMIN'],
      summary: 'One application with every profile field',
      query: idQuerySchema,
      response: dataOf(listenerProfileSchema),
    }),
    updateById: defineEndpoint({
      method: 'POST',
      path: '/applications/update-application-by-id',
      access: ['ADMIN'],
      summary: 'Mark as processing (UNDER_REVIEW), approve or reject (audited)',
      body: updateApplicationBodySchema,
      response: dataWithMessageOf(listenerProfileSchema),
    }),
  },
  files: {
    upload: defineEndpoint({
      method: 'POST',
      path: '/file/upload',
      // Listeners upload for their profile, admins for the edit form; customers have no use for it.
      access: ['LISTENER', 'ADMIN'],
      forbiddenMessage: messages.files.notAllowed,
      summary: `Upload one file (multipart field \`${UPLOAD_FIELD}\`): JPEG, PNG, WebP or PDF by content, at most UPLOAD_MAX_BYTES; per-user hourly quota`,
      multipart: { field: UPLOAD_FIELD, types: UPLOAD_TYPES },
      response: uploadResponseSchema,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: FILE_PATH,
      access: 'optional-signed-in',
      summary: 'Read a file: its uploader and admins; a public listener picture by anyone; 404 otherwise',
      // Any text: an id that is not a UUID is "not found" like a missing file, not a 400.
      params: z.object({ id: z.string() }),
      response: z.unknown(),
    }),
  },
  users: {
    listUsers: defineEndpoint({
      method: 'GET',
      path: '/admin/users',
      access: ['ADMIN'],
      summary: 'Customers and listeners, searchable and paged',
      query: adminUsersQuerySchema,
      response: adminUsersResponseSchema,
    }),
    getUser: defineEndpoint({
      method: 'GET',
      path: '/admin/users/:id',
      access: ['ADMIN'],
      summary: 'One user with role figures and recent sessions',
      params: idParamsSchema,
      response: dataOf(adminUserDetailSchema),
    }),
    setUserStatus: defineEndpoint({
      method: 'PATCH',
      path: '/admin/users/:id/status',
      access: ['ADMIN'],
      summary: 'Activate or deactivate a user (audited); deactivation ends their sign-ins at once',
      params: idParamsSchema,
      body: userStatusBodySchema,
      response: dataWithMessageOf(adminUserSchema),
    }),
    deleteUser: defineEndpoint({
      method: 'DELETE',
      path: '/admin/users/:id',
      access: ['ADMIN'],
      summary:
        "Erase a user's personal details and disable sign-in; money and session records stay (audited)",
      params: idParamsSchema,
      response: messageResponseSchema,
    }),
  },
  audit: {
    listAuditLog: defineEndpoint({
      method: 'GET',
      path: '/admin/audit-logs',
      access: ['ADMIN'],
      summary: 'Every admin action, newest first',
      query: auditLogQuerySchema,
      response: auditLogResponseSchema,
    }),
  },
  plans: {
    list: defineEndpoint({
      method: 'GET',
      path: '/plans',
      access: 'signed-in',
      summary: 'Plans on sale, cheapest first',
      response: dataOf(z.array(planSchema)),
    }),
    adminList: defineEndpoint({
      method: 'GET',
      path: '/admin/plans',
      access: ['ADMIN'],
      summary: 'Every plan on sale (archived ones are hidden)',
      response: dataOf(z.array(planSchema)),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: '/admin/plans',
      access: ['ADMIN'],
      summary: 'Create a plan (audited)',
      body: planInputSchema,
      response: dataOf(planSchema),
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: '/admin/plans/:id',
      access: ['ADMIN'],
      summary: 'Change a plan (audited); past purchases keep what was bought',
      params: idParamsSchema,
      body: planInputSchema,
      response: dataOf(planSchema),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: '/admin/plans/:id',
      access: ['ADMIN'],
      summary: 'Delete a plan (audited); one that was bought is archived so its history stays',
      params: idParamsSchema,
      response: messageResponseSchema,
    }),
  },
  wallet: {
    get: defineEndpoint({
      method: 'GET',
      path: '/wallet',
      access: ['CUSTOMER'],
      forbiddenMessage: messages.wallet.customersOnly,
      summary: "The customer's coin balance",
      response: dataOf(walletSchema),
    }),
    transactions: defineEndpoint({
      method: 'GET',
      path: '/wallet/transactions',
      access: ['CUSTOMER'],
      forbiddenMessage: messages.wallet.customersOnly,
      summary: 'Wallet history, newest first',
      query: listPageQuerySchema,
      response: tableOf(walletEntrySchema),
    }),
    purchase: defineEndpoint({
      method: 'POST',
      path: '/wallet/purchase',
      access: ['CUSTOMER'],
      forbiddenMessage: messages.wallet.customersOnly,
      summary:
        'Buy a plan through the payment provider (header Idempotency-Key required; a replay answers the first result)',
      body: purchaseBodySchema,
      response: dataOf(purchaseResultSchema),
    }),
  },
  availability: {
    get: defineEndpoint({
      method: 'GET',
      path: '/listener/availability',
      access: 'approved-listener',
      summary: 'Whether the listener is online for new requests',
      response: dataOf(availabilitySchema),
    }),
    set: defineEndpoint({
      method: 'POST',
      path: '/listener/availability',
      access: 'approved-listener',
      summary: 'Go online or offline',
      body: availabilitySchema,
      response: dataOf(availabilitySchema),
    }),
  },
  directory: {
    list: defineEndpoint({
      method: 'GET',
      path: '/directory/listeners',
      access: ['CUSTOMER'],
      summary: 'Approved, unblocked listeners by public profile, online first',
      query: directoryQuerySchema,
      response: tableOf(publicListenerSchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: '/directory/listeners/:id',
      access: ['CUSTOMER'],
      summary: "One listener's public profile",
      params: idParamsSchema,
      response: dataOf(publicListenerSchema),
    }),
  },
  customerSessions: {
    request: defineEndpoint({
      method: 'POST',
      path: '/sessions/request',
      access: ['CUSTOMER'],
      summary:
        'Ask a listener for a session (header Idempotency-Key optional); the rate is fixed now, the request expires after SESSION_REQUEST_TTL_SECONDS',
      body: sessionRequestBodySchema,
      response: dataOf(customerSessionSchema),
    }),
    list: defineEndpoint({
      method: 'GET',
      path: '/sessions/mine',
      access: ['CUSTOMER'],
      summary: "The customer's sessions, newest first",
      query: listPageQuerySchema,
      response: sessionsPageOf(customerSessionSchema),
    }),
    current: defineEndpoint({
      method: 'GET',
      path: '/sessions/mine/current',
      access: ['CUSTOMER'],
      summary: "The customer's open session (pending, accepted or in progress), or null",
      response: dataOf(customerSessionSchema.nullable()),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: '/sessions/mine/:id',
      access: ['CUSTOMER'],
      summary: 'One of the customer’s sessions',
      params: idParamsSchema,
      response: dataOf(customerSessionSchema),
    }),
    cancel: defineEndpoint({
      method: 'POST',
      path: '/sessions/mine/:id/cancel',
      access: ['CUSTOMER'],
      summary: 'Withdraw a request that has not started (free)',
      params: idParamsSchema,
      response: dataOf(customerSessionSchema),
    }),
    end: defineEndpoint({
      method: 'POST',
      path: '/sessions/mine/:id/end',
      access: ['CUSTOMER'],
      summary: 'End the session: before the start it is cancelled, in progress it ends and is billed once',
      params: idParamsSchema,
      response: dataOf(customerSessionSchema),
    }),
  },
  sessions: {
    report: defineEndpoint({
      method: 'POST',
      path: '/sessions/:id/report',
      access: ['CUSTOMER', 'LISTENER'],
      summary: `Report an ended session, by either participant, within ${REPORT_WINDOW_HOURS} hours`,
      params: idParamsSchema,
      body: sessionReportBodySchema,
      response: dataOf(reportResultSchema),
    }),
    sessionDataListener: defineEndpoint({
      method: 'GET',
      path: '/sessions/session-data-listener',
      access: 'approved-listener',
      summary: 'One of the listener’s sessions',
      query: idQuerySchema,
      response: dataOf(listenerSessionSchema),
    }),
    start: defineEndpoint({
      method: 'GET',
      path: '/sessions/start-session',
      access: 'approved-listener',
      summary: 'Start an accepted session: billing and the run-out deadline begin',
      query: idQuerySchema,
      response: dataWithMessageOf(listenerSessionSchema),
    }),
    close: defineEndpoint({
      method: 'GET',
      path: '/sessions/close-session',
      access: 'approved-listener',
      summary: 'Close: pending declines, accepted cancels, in progress ends and bills (once)',
      query: idQuerySchema,
      response: dataWithMessageOf(listenerSessionSchema),
    }),
    accept: defineEndpoint({
      method: 'GET',
      path: '/sessions/accept-session-request',
      access: 'approved-listener',
      summary: 'Accept a pending request',
      query: idQuerySchema,
      response: dataWithMessageOf(listenerSessionSchema),
    }),
    ongoing: defineEndpoint({
      method: 'GET',
      path: '/sessions/all-ongoing-sessions',
      access: 'approved-listener',
      summary: 'Accepted and in-progress sessions',
      query: listPageQuerySchema,
      response: sessionsPageOf(listenerSessionSchema),
    }),
    pending: defineEndpoint({
      method: 'GET',
      path: '/sessions/all-pending-sessions',
      access: 'approved-listener',
      summary: 'Pending requests that have not expired, oldest first',
      query: listPageQuerySchema,
      response: sessionsPageOf(listenerSessionSchema),
    }),
    completed: defineEndpoint({
      method: 'GET',
      path: '/sessions/all',
      access: 'approved-listener',
      summary: 'Completed and reported sessions, newest first',
      query: listPageQuerySchema,
      response: sessionsPageOf(listenerSessionSchema),
    }),
    earnings: defineEndpoint({
      method: 'GET',
      path: '/sessions/earnings',
      access: 'approved-listener',
      summary: 'Billed sessions with a summary over every matching row (month/year filters)',
      query: earningsQuerySchema,
      response: earningsResponseSchema,
    }),
    listenerStats: defineEndpoint({
      method: 'GET',
      path: '/dashboard/listener-stats',
      access: 'approved-listener',
      summary: 'The listener dashboard figures and recent activity',
      response: dataOf(listenerStatsSchema),
    }),
  },
  calls: {
    iceServers: defineEndpoint({
      method: 'GET',
      path: '/calls/ice-servers',
      access: ['LISTENER', 'CUSTOMER'],
      summary:
        'ICE servers for one AUDIO session (its two people only); TURN credentials are minted per call and expire',
      query: iceServersQuerySchema,
      response: iceServersResponseSchema,
    }),
  },
  withdrawals: {
    mine: defineEndpoint({
      method: 'GET',
      path: '/withdrawals/mine',
      access: 'approved-listener',
      summary: "The listener's withdrawal requests, newest first, with what they can still withdraw",
      query: myWithdrawalsQuerySchema,
      response: myWithdrawalsResponseSchema,
    }),
    request: defineEndpoint({
      method: 'POST',
      path: '/withdrawals',
      access: 'approved-listener',
      summary:
        'Ask to withdraw whole rupees to the UPI id on the profile (header Idempotency-Key required); the coins are reserved at once',
      body: withdrawalRequestBodySchema,
      response: dataOf(withdrawalSchema),
    }),
  },
  adminWithdrawals: {
    list: defineEndpoint({
      method: 'GET',
      path: '/admin/withdrawals',
      access: ['ADMIN'],
      summary: 'Withdrawal requests, newest first, filtered by status and listener',
      query: adminWithdrawalsQuerySchema,
      response: tableOf(adminWithdrawalSchema),
    }),
    accept: defineEndpoint({
      method: 'POST',
      path: '/admin/withdrawals/:id/accept',
      access: ['ADMIN'],
      summary: 'Accept a PENDING request (audited); 409 when it was already decided',
      params: idParamsSchema,
      response: dataOf(adminWithdrawalSchema),
    }),
    process: defineEndpoint({
      method: 'POST',
      path: '/admin/withdrawals/:id/process',
      access: ['ADMIN'],
      summary:
        'Mark an ACCEPTED request paid, with the payout reference (audited; the reserved coins leave as PAID_OUT)',
      params: idParamsSchema,
      body: processWithdrawalBodySchema,
      response: dataOf(adminWithdrawalSchema),
    }),
    reject: defineEndpoint({
      method: 'POST',
      path: '/admin/withdrawals/:id/reject',
      access: ['ADMIN'],
      summary:
        "Reject a PENDING or ACCEPTED request with a reason (audited; the coins return to the listener's earnings)",
      params: idParamsSchema,
      body: rejectWithdrawalBodySchema,
      response: dataOf(adminWithdrawalSchema),
    }),
    exportCsv: defineEndpoint({
      method: 'GET',
      path: '/admin/withdrawals/export',
      access: ['ADMIN'],
      summary: 'The filtered requests as CSV (text/csv), oldest first, for a payout batch',
      query: adminWithdrawalsFilterSchema,
      response: z.string(),
    }),
  },
  adminDashboard: {
    get: defineEndpoint({
      method: 'GET',
      path: '/admin/dashboard',
      access: ['ADMIN'],
      summary:
        'The marketplace over the last `days` days (7, 30 or 90), per day, and what waits for an admin now',
      query: adminDashboardQuerySchema,
      response: dataOf(adminDashboardSchema),
    }),
  },
  safety: {
    helplines: defineEndpoint({
      method: 'GET',
      path: '/helplines',
      access: 'signed-in',
      summary: 'The crisis helplines shown on the help card (one list, kept by admins)',
      response: dataOf(z.array(helplineSchema)),
    }),
    updateHelplines: defineEndpoint({
      method: 'PUT',
      path: '/admin/helplines',
      access: ['ADMIN'],
      summary: 'Replace the helplines list (audited)',
      body: helplinesBodySchema,
      response: dataOf(z.array(helplineSchema)),
    }),
    myReports: defineEndpoint({
      method: 'GET',
      path: '/reports/mine',
      access: ['CUSTOMER', 'LISTENER'],
      summary: "The caller's reports, newest first, with the admin's outcome",
      query: listPageQuerySchema,
      response: tableOf(myReportSchema),
    }),
    rate: defineEndpoint({
      method: 'POST',
      path: '/sessions/:id/rating',
      access: ['CUSTOMER'],
      summary: `Rate a completed session once, 1-5 stars, within ${RATING_WINDOW_DAYS} days after it ended`,
      params: idParamsSchema,
      body: ratingBodySchema,
      response: dataOf(ratingSchema),
    }),
    blocks: defineEndpoint({
      method: 'GET',
      path: '/blocks',
      access: ['CUSTOMER', 'LISTENER'],
      summary: 'The people the caller blocked, newest first',
      response: dataOf(z.array(blockSchema)),
    }),
    block: defineEndpoint({
      method: 'POST',
      path: '/blocks',
      access: ['CUSTOMER', 'LISTENER'],
      summary:
        'Block a listener (customer) or a customer you talked to (listener): their requests are refused; a blocked listener leaves your directory',
      body: blockBodySchema,
      response: dataOf(blockSchema),
    }),
    unblock: defineEndpoint({
      method: 'DELETE',
      path: '/blocks/:userId',
      access: ['CUSTOMER', 'LISTENER'],
      summary: 'Unblock someone',
      params: userIdParamsSchema,
      response: messageResponseSchema,
    }),
  },
  moderation: {
    list: defineEndpoint({
      method: 'GET',
      path: '/admin/moderation/cases',
      access: ['ADMIN'],
      summary: 'The moderation queue: urgent cases first, then oldest first',
      query: casesQuerySchema,
      response: tableOf(caseRowSchema),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: '/admin/moderation/cases/:id',
      access: ['ADMIN'],
      summary:
        "One case: the transcript (originals of masked messages), both people's report history, past actions",
      params: idParamsSchema,
      response: dataOf(caseDetailSchema),
    }),
    act: defineEndpoint({
      method: 'POST',
      path: '/admin/moderation/cases/:id/actions',
      access: ['ADMIN'],
      summary:
        'Dismiss, warn, refund (header Idempotency-Key required; full or partial), block the listener or deactivate the customer (audited)',
      params: idParamsSchema,
      body: caseActionBodySchema,
      response: dataOf(caseDetailSchema),
    }),
  },
  ledger: {
    summary: defineEndpoint({
      method: 'GET',
      path: '/admin/ledger/summary',
      access: ['ADMIN'],
      summary: 'Balance of every account kind; sumOfAllEntries is 0 when the books balance',
      response: dataOf(ledgerSummarySchema),
    }),
  },
} as const;

export { errorBodySchema };

export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** Fills `:param` segments of an endpoint path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
