// Withdrawal requests of different listeners do not wait for each other (issue 21 §4): a request locks
// only its own listener's rows. A second connection holds one listener's earnings row, as a session
// charge of theirs does, while the app answers. PostgreSQL only: the embedded database is one session,
// so a transaction held open there holds up every query, whatever rows it locked.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceOfUser, createPaidListener, requestWithdrawal } from '../support/marketplace.ts';
import { useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
if (!t.database.url) throw new Error('this file needs PostgreSQL (TEST_DB=postgres)');
const url = t.database.url;

const clients: pg.Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.end();
});

/** A connection of the test's own, beside the app's pool. */
const connect = async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
};

/** The app's queries waiting on a row lock in this database (another backend holds the row). */
const lockWaiters = async (client: pg.Client) =>
  Number(
    (
      await client.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      )
    ).rows[0]?.n,
  );

const waitFor = async (check: () => Promise<boolean>, what: string, ms = 5000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Resolves to the response, or to 'still waiting' when it has not come within `ms`. */
const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);

describe('withdrawal requests of two listeners', () => {
  it("one listener's request waiting on their own earnings row holds up no other listener's request", async () => {
    const [held, free] = await Promise.all([createPaidListener(t, 500), createPaidListener(t, 500)]);
    // Each has requested before, so their accounts (and any shared one) exist already.
    for (const listener of [held, free]) {
      expect((await requestWithdrawal(t, listener.token, 10_000)).status).toBe(200);
    }

    const other = await connect();
    await other.query('begin');
    await other.query(
      `select id from accounts where owner_id = $1 and kind = 'LISTENER_EARNINGS' for update`,
      [held.id],
    );
    const heldRequest = requestWithdrawal(t, held.token, 10_000);
    let freeRequest: typeof heldRequest | undefined;
    try {
      await waitFor(async () => (await lockWaiters(other)) === 1, "the held listener's request to wait");
      freeRequest = requestWithdrawal(t, free.token, 10_000);
      const answered = await within(freeRequest, 3000);
      expect(answered === 'still waiting' ? answered : answered.status).toBe(200);
      // The held one is still waiting, for its own earnings row only.
      expect(await within(heldRequest, 0)).toBe('still waiting');
      expect(await lockWaiters(other)).toBe(1);
    } finally {
      await other.query('rollback');
      await Promise.allSettled([heldRequest, freeRequest]);
    }
    expect((await heldRequest).status).toBe(200);

    for (const listener of [held, free]) {
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(300);
      expect(await balanceOfUser(t, 'PAYOUTS_PENDING', listener.id)).toBe(200);
    }
  });
});
