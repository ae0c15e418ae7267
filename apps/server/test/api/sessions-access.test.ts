// Who may call each session, directory and availability route, driven by the contract's endpoints table:
// a route added to these groups without a row here fails the first test.
import { describe, expect, it } from 'vitest';
import { API_PREFIX, buildPath, endpoints, messages, type Endpoint } from '@app/contract';
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

const ROLES = ['customer', 'unapproved listener', 'listener', 'other listener', 'admin'] as const;
type RoleName = (typeof ROLES)[number];
const tokens: Record<RoleName, string> = {
  customer: customer.token,
  'unapproved listener': unapproved.token,
  listener: listener.token,
  'other listener': other.token,
  admin: admin.token,
};

/** How to call a route (ids of the cast filled in), and the status each role gets, in ROLES order. */
type Row = { params?: Record<string, string>; query?: string; body?: unknown; statuses: number[] };
const sessionQuery = `?id=${sessionId}`;
const onSession = { params: { id: sessionId } };
const listenerOnly = [403, 403, 200, 200, 403];

// The rows run in the contract's order, roles in ROLES order, so the state changes are known: the
// customer's request opens a new pending session; the customer and then the listener report it (each
// may, once); closing or ending an ended session changes nothing.
const matrix: Record<string, Row> = {
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

const routes = Object.entries(groups).flatMap(([group, list]) =>
  Object.entries(list).map(([name, endpoint]) => ({
    key: `${group}.${name}`,
    endpoint: endpoint as Endpoint,
  })),
);

/** The 403 text the contract promises for this caller. */
const forbiddenText = (endpoint: Endpoint, role: RoleName) =>
  endpoint.access === 'approved-listener' && role === 'unapproved listener'
    ? messages.auth.notApproved
    : (endpoint.forbiddenMessage ?? messages.auth.forbidden);

const call = (endpoint: Endpoint, row: Row, token?: string) =>
  t.call(endpoint.method, `${API_PREFIX}${buildPath(endpoint.path, row.params)}${row.query ?? ''}`, {
    ...(row.body !== undefined ? { body: row.body } : {}),
    ...(token ? { token } : {}),
  });

describe('session, directory and availability routes × roles', () => {
  it('every route of these groups has a row, and every row a route', () => {
    expect(Object.keys(matrix).sort()).toEqual(routes.map((r) => r.key).sort());
  });

  for (const { key, endpoint } of routes) {
    it(`${endpoint.method} ${endpoint.path} (${key})`, async () => {
      const row = matrix[key];
      if (!row) throw new Error(`no access row for ${key}`);
      const anonymous = await call(endpoint, row);
      expect(anonymous.status, 'anonymous').toBe(401);
      expect(anonymous.body).toEqual({ message: messages.auth.unauthenticated, code: 'UNAUTHENTICATED' });

      const got: Record<string, number> = {};
      for (const [index, role] of ROLES.entries()) {
        const res = await call(endpoint, row, tokens[role]);
        got[role] = res.status;
        if (res.status === 403) {
          expect(res.body, `${role} on ${key}`).toEqual({
            message: forbiddenText(endpoint, role),
            code: 'FORBIDDEN',
          });
        }
        if (res.status === 404 && row.statuses[index] === 404) {
          expect(res.body, `${role} on ${key}`).toMatchObject({ message: messages.sessions.notFound });
        }
      }
      expect(got).toEqual(Object.fromEntries(ROLES.map((role, index) => [role, row.statuses[index]])));
    });
  }
});
