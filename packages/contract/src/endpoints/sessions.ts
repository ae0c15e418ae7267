import { sessionReportBodySchema } from '../schemas/safety.ts';
import { dataOf, dataWithMessageOf, idParamsSchema, idQuerySchema } from '../schemas/common.ts';
import {
  earningsQuerySchema,
  earningsResponseSchema,
  listPageQuerySchema,
  listenerSessionSchema,
  listenerStatsSchema,
  reportResultSchema,
  sessionsPageOf,
} from '../schemas/marketplace.ts';
import { REPORT_WINDOW_HOURS } from '../constants.ts';
import { defineEndpoint } from './endpoint.ts';

export const sessionsEndpoints = {
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
} as const;
