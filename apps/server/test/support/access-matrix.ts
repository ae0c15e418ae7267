import { expect, it } from 'vitest';
import { API_PREFIX, buildPath, messages, type Endpoint } from '@app/contract';
import type { TestApp } from './test-app.ts';

/** How to call a route (ids of the cast filled in), and the status each role gets, in the roles' order. */
export type AccessRow = {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Built for every call (e.g. a fresh Idempotency-Key each time). */
  headers?: () => Record<string, string>;
  statuses: number[];
};

type AccessMatrix = {
  /** Contract groups whose every route needs a row: a route added without one fails the first test. */
  groups: Record<string, Record<string, Endpoint>>;
  /**
   * Each role's signed-in token, in the order the rows' statuses list them. A role named
   * 'unapproved listener' is refused an 'approved-listener' route with the "not approved" text.
   */
  roles: Record<string, string>;
  /** One row per route, keyed `group.name`; rows run in the contract's order, roles in `roles` order. */
  matrix: Record<string, AccessRow>;
  /** The message an expected 404 must carry (unset: any 404 body). */
  notFoundMessage?: string;
};

/**
 * The role × route tests of a contract-driven access matrix, in the calling `describe`: every route
 * answers an anonymous caller 401, and each role the status of its row (a 403 with the text the
 * contract promises that caller).
 */
export const testAccessMatrix = (t: TestApp, { groups, roles, matrix, notFoundMessage }: AccessMatrix) => {
  const routes = Object.entries(groups).flatMap(([group, list]) =>
    Object.entries(list).map(([name, endpoint]) => ({ key: `${group}.${name}`, endpoint })),
  );
  const roleNames = Object.keys(roles);

  /** The 403 text the contract promises for this caller. */
  const forbiddenText = (endpoint: Endpoint, role: string) =>
    endpoint.access === 'approved-listener' && role === 'unapproved listener'
      ? messages.auth.notApproved
      : (endpoint.forbiddenMessage ?? messages.auth.forbidden);

  const call = (endpoint: Endpoint, row: AccessRow, token?: string) =>
    t.call(endpoint.method, `${API_PREFIX}${buildPath(endpoint.path, row.params)}${row.query ?? ''}`, {
      ...(row.body !== undefined ? { body: row.body } : {}),
      ...(token ? { token } : {}),
      ...(row.headers ? { headers: row.headers() } : {}),
    });

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
      for (const [index, [role, token]] of Object.entries(roles).entries()) {
        const res = await call(endpoint, row, token);
        got[role] = res.status;
        if (res.status === 403) {
          expect(res.body, `${role} on ${key}`).toEqual({
            message: forbiddenText(endpoint, role),
            code: 'FORBIDDEN',
          });
        }
        if (notFoundMessage !== undefined && res.status === 404 && row.statuses[index] === 404) {
          expect(res.body, `${role} on ${key}`).toMatchObject({ message: notFoundMessage });
        }
      }
      expect(got).toEqual(Object.fromEntries(roleNames.map((role, index) => [role, row.statuses[index]])));
    });
  }
};
