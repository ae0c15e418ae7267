// Who may call each session, directory and availability route, driven by the contract's endpoints table:
// a route added to these groups without a row here fails the first test.
import { describe } from 'vitest';
import { endpoints, messages } from '@app/contract';
import { testAccessMatrix, type AccessRow } from '../support/access-matrix.ts';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  listenerAction,
  startSession,
} from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });

const groups = {
  customerSessions: endpoints.customerSessions,
  sessions: endpoints.sessions,
  directory: endpoints.directory,
  availability: endpoints.availability,
};

// The cast: a session between `customer` and `listener` that took place (COMPLETED); `other` is an
// approved listener who has nothing to do with it.
const customer = await createCustomer(t, 100);
const listener = await createOnlineListener(t, 4);
const other = await createOnlineListener(t, 4);
const unapproved = await createSignedInUser(t, 'LISTENER');
const admin = await createSignedInUser(t, 'ADMIN');
const sessionId = await startSession(t, customer, listener);
clock.advance(61_000);
await listenerAction(t, 'close-session', sessionId, listener.token);

// Each role's token, in the order the rows' statuses list them.
const roles = {
  customer: customer.token,
  'unapproved listener': unapproved.token,
  listener: listener.token,
  'other listener': other.token,
  admin: admin.token,
};

const sessionQuery = `?id=${sessionId}`;
const onSession = { params: { id: sessionId } };
const listenerOnly = [403, 403, 200, 200, 403];

// The rows run in the contract's order, roles in `roles` order, so the state changes are known: the
// customer's request opens a new pending session; the customer and then the listener report it (each
// may, once); closing or ending an ended session changes nothing.
const matrix: Record<string, AccessRow> = {
  'customerSessions.request': {
    body: { listenerId: listener.id, mode: 'CHAT', language: 'Hindi', userMood: 'sad' },
    statuses: [200, 403, 403, 403, 403],
  },
  'customerSessions.list': { statuses: [200, 403, 403, 403, 403] },
  'customerSessions.current': { statuses: [200, 403, 403, 403, 403] },
  'customerSessions.get': { ...onSession, statuses: [200, 403, 403, 403, 403] },
  'customerSessions.cancel': { ...onSession, statuses: [200, 403, 403, 403, 403] },
  'customerSessions.end': { ...onSession, statuses: [200, 403, 403, 403, 403] },
  'sessions.report': {
    ...onSession,
    body: { category: 'HARASSMENT', reason: 'Rude' },
    statuses: [200, 404, 200, 404, 403],
  },
  'sessions.sessionDataListener': { query: sessionQuery, statuses: [403, 403, 200, 404, 403] },
  'sessions.start': { query: sessionQuery, statuses: [403, 403, 409, 404, 403] },
  'sessions.close': { query: sessionQuery, statuses: [403, 403, 200, 404, 403] },
  'sessions.accept': { query: sessionQuery, statuses: [403, 403, 409, 404, 403] },
  'sessions.ongoing': { statuses: listenerOnly },
  'sessions.pending': { statuses: listenerOnly },
  'sessions.completed': { statuses: listenerOnly },
  'sessions.earnings': { statuses: listenerOnly },
  'sessions.listenerStats': { statuses: listenerOnly },
  'directory.list': { statuses: [200, 403, 403, 403, 403] },
  'directory.get': { params: { id: listener.id }, statuses: [200, 403, 403, 403, 403] },
  'availability.get': { statuses: listenerOnly },
  'availability.set': { body: { online: true }, statuses: listenerOnly },
};

describe('session, directory and availability routes × roles', () => {
  testAccessMatrix(t, { groups, roles, matrix, notFoundMessage: messages.sessions.notFound });
});
