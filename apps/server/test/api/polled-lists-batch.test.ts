// @module-tag embedded
// The listener's polled lists read together (issue 21 §2): the reads that arrive at once share one
// statement. Each listener must get exactly the page and total its own statement gives, and never a row
// of another listener, whichever page is asked and however many poll at once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { listListenerSessions, readPolledTogether } from '../../src/modules/sessions/sessions.repository.ts';
import { createCustomer, createOnlineListener, listenerAction, requestBody } from '../support/marketplace.ts';
import { useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const db = t.database.db as unknown as Parameters<typeof listListenerSessions>[0];

/** Listeners with 0-3 pending requests each; some with one accepted, one with an expired request. */
const listeners: { id: string; token: string; sessionIds: string[] }[] = [];
for (let i = 0; i < 6; i += 1) {
  const listener = await createOnlineListener(t);
  const sessionIds: string[] = [];
  for (let k = 0; k < (i % 4) + (i === 5 ? 2 : 0); k += 1) {
    const customer = await createCustomer(t, 100);
    const requested = await t.post('/sessions/request', requestBody(listener.id), customer.token);
    if (requested.status !== 200) throw new Error(`request failed: ${requested.text}`);
    sessionIds.push((requested.body.data as { id: string }).id);
    // A private note about every other customer: each row carries its own listener's note, or none.
    if (k % 2 === 0) {
      const noted = await t.call('PUT', `${API_PREFIX}/notes/customers/${customer.id}`, {
        token: listener.token,
        body: { body: `Note ${i}-${k}` },
      });
      if (noted.status !== 200) throw new Error(`note failed: ${noted.text}`);
    }
  }
  if (i % 2 === 1 && sessionIds[0]) {
    const accepted = await listenerAction(t, 'accept-session-request', sessionIds[0], listener.token);
    if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.text}`);
  }
  if (i === 3 && sessionIds[2]) {
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id = ${sessionIds[2]}`,
    );
  }
  listeners.push({ id: listener.id, token: listener.token, sessionIds });
}

const pages = [
  { limit: 10, offset: 0 },
  { limit: 1, offset: 0 },
  { limit: 1, offset: 1 },
  { limit: 2, offset: 5 },
];

describe('the polled lists, read together', () => {
  it.each(['pending', 'ongoing'] as const)(
    'one statement gives each listener the %s page and total its own statement gives',
    async (kind) => {
      const now = t.clock.now();
      for (const page of pages) {
        // One after another: each read is alone, so it goes by the list's prepared statement.
        const alone = [];
        for (const l of listeners) alone.push(await listListenerSessions(db, l.id, kind, now, page));
        // All at once: through the batcher.
        const atOnce = await Promise.all(
          listeners.map((l) => listListenerSessions(db, l.id, kind, now, page)),
        );
        expect(atOnce).toEqual(alone);
        // The batch statement itself, on its own: the same rows, grouped by listener.
        const together = await readPolledTogether(
          db,
          kind,
          listeners.map((l) => l.id),
          now,
          page,
        );
        for (const [k, l] of listeners.entries()) {
          // Each row carries its listener's total, as the prepared statement's rows do.
          expect(together.get(l.id) ?? []).toEqual(alone[k]!.rows);
        }
      }
      // The seed gives both lists rows, so the comparison above is not of empty pages only.
      const firstPages = await Promise.all(
        listeners.map((l) => listListenerSessions(db, l.id, kind, now, pages[0]!)),
      );
      expect(firstPages.filter((p) => p.rows.length > 0).length).toBeGreaterThanOrEqual(2);
      // Some rows carry a note, and each only its own listener's (the seed's `Note <listener>-<k>`).
      const noted = firstPages.flatMap((p, k) =>
        p.rows.flatMap((row) => (row.customerNote === null ? [] : [{ k, note: row.customerNote }])),
      );
      expect(noted.length).toBeGreaterThan(0);
      for (const { k, note } of noted) expect(note).toMatch(new RegExp(`^Note ${k}-`));
    },
  );

  it('many listeners polling at once each get their own rows only', async () => {
    const lists = ['all-pending-sessions', 'all-ongoing-sessions'];
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        listeners.flatMap((l) =>
          lists.map(async (list) => ({
            listener: l,
            res: await t.get(`/sessions/${list}?pagenumber=1&pagesize=10`, l.token),
          })),
        ),
      ).flat(),
    );
    for (const { listener, res } of answers) {
      expect(res.status).toBe(200);
      const ids = (res.body.data as { sessions: { id: string }[] }).sessions.map((s) => s.id);
      for (const id of ids) expect(listener.sessionIds).toContain(id);
    }
    expect(answers.some(({ res }) => (res.body.data as { sessions: unknown[] }).sessions.length > 0)).toBe(
      true,
    );
  });
});
