import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports } from '../../src/db/schema.ts';
import { createCustomer, createTestClock } from '../support/marketplace.ts';
import { downloadExport, exportLinkOf, unzipExport } from '../support/my-data.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const LINK_HOURS = 5;
const HOUR = 3_600_000;
const clock = createTestClock();
const t = await useTestApp({
  clock,
  deadlineSweepMs: 0,
  dataExportJobMs: 0,
  env: { DATA_EXPORT_LINK_HOURS: String(LINK_HOURS), PUBLIC_URL: 'https://listenwell.example' },
});

const ask = (person: { token: string }) => t.post('/my-data/export', undefined, person.token);
const rowOf = async (id: string) => {
  const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
};

describe('Download my data: its life', () => {
  it('expires on a moved clock: 410 with a clear message, and the job deletes the file', async () => {
    const person = await createSignedInUser(t, 'LISTENER');
    expect((await ask(person)).status).toBe(200);
    await t.app.services.myData.runPass();
    const link = await exportLinkOf(t, person.email);
    expect(link.mail.text).toContain(
      `https://listenwell.example/dashboard/account?dataExport=${link.id}&token=`,
    );
    expect(link.mail.text).toContain(`${LINK_HOURS} hours`);
    const ready = await downloadExport(t, link.id, link.token, person.token);
    expect(ready.statusCode).toBe(200);
    expect(unzipExport(ready.rawPayload).files['README.json']).toBeDefined();

    // A second ask within the day is refused, saying when.
    const again = await ask(person);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/once every 24 hours/);

    clock.advance(LINK_HOURS * HOUR + 1000);
    const late = await downloadExport(t, link.id, link.token, person.token);
    expect(late.statusCode).toBe(410);
    expect((JSON.parse(late.body) as { message: string }).message).toMatch(/expired/);
    expect((await t.get('/my-data/export', person.token)).body.data).toMatchObject({ status: 'expired' });
    expect((await rowOf(link.id))?.archive).not.toBeNull();

    await t.app.services.myData.runPass();
    const row = await rowOf(link.id);
    expect(row?.status).toBe('expired');
    expect(row?.archive).toBeNull();
    expect((await downloadExport(t, link.id, link.token, person.token)).statusCode).toBe(410);

    // A day after the first ask, a new one may be made.
    clock.advance(24 * HOUR);
    const fresh = await ask(person);
    expect(fresh.status).toBe(200);
    expect((fresh.body.data as { id: string; status: string }).status).toBe('pending');
    expect((fresh.body.data as { id: string }).id).not.toBe(link.id);
  });

  it('answers the pending export to a second ask, and 409 to a download before it is built', async () => {
    const person = await createCustomer(t, 0);
    const first = await ask(person);
    const second = await ask(person);
    expect((second.body.data as { id: string }).id).toBe((first.body.data as { id: string }).id);
    const id = (first.body.data as { id: string }).id;
    const early = await downloadExport(t, id, 'x'.repeat(43), person.token);
    expect(early.statusCode).toBe(409);
    expect((JSON.parse(early.body) as { message: string }).message).toMatch(/still being prepared/);
  });

  it('refuses a link without its token, and a made-up id, with clear messages', async () => {
    const person = await createCustomer(t, 0);
    const noToken = await t.get(
      '/my-data/exports/7f1d3a52-3b8a-4c1e-9f7e-1a2b3c4d5e6f/download',
      person.token,
    );
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toMatch(/incomplete/);
    const unknown = await downloadExport(
      t,
      '7f1d3a52-3b8a-4c1e-9f7e-1a2b3c4d5e6f',
      'y'.repeat(43),
      person.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await t.get('/my-data/export', undefined)).status).toBe(401);
    expect((await t.get('/my-data/export', person.token)).body.data).toBeNull();
  });

  it('every signed-in role may take their own data; anonymous callers must sign in; a bad id is a clear 400', async () => {
    const people = [
      await createCustomer(t, 0),
      await createSignedInUser(t, 'LISTENER', { approved: false }),
      await createSignedInUser(t, 'LISTENER', { approved: true }),
      await createSignedInUser(t, 'ADMIN'),
    ];
    for (const person of people) {
      expect((await ask(person)).status).toBe(200);
      expect((await t.get('/my-data/export', person.token)).body.data).toMatchObject({ status: 'pending' });
    }
    // A pass builds a few at a time (earlier tests left exports pending too): run until none is left.
    while ((await t.app.services.myData.runPass()) > 0);
    for (const person of people) {
      const link = await exportLinkOf(t, person.email);
      expect((await downloadExport(t, link.id, link.token, person.token)).statusCode).toBe(200);
    }
    expect((await t.post('/my-data/export', undefined)).status).toBe(401);
    expect((await t.get('/my-data/export')).status).toBe(401);
    const badId = await downloadExport(t, 'not-a-uuid', 'z'.repeat(43), people[0]?.token);
    expect(badId.statusCode).toBe(400);
    expect((JSON.parse(badId.body) as { message: string }).message).toBe('Invalid id');
  });

  it('picks up an export whose builder was killed mid-way once its lease runs out, and gives up after three', async () => {
    const person = await createCustomer(t, 0);
    const id = ((await ask(person)).body.data as { id: string }).id;
    // A process claimed it and died: its lease still holds, so no one else builds it yet.
    await t.database.db
      .update(dataExports)
      .set({ claimedUntil: new Date(clock.now().getTime() + 60_000), attempts: 1 })
      .where(eq(dataExports.id, id));
    await t.app.services.myData.runPass();
    expect((await rowOf(id))?.status).toBe('pending');
    clock.advance(61_000);
    await t.app.services.myData.runPass();
    const built = await rowOf(id);
    expect(built?.status).toBe('ready');
    expect(built?.attempts).toBe(2);
    const link = await exportLinkOf(t, person.email);
    expect(link.id).toBe(id);

    // One that killed its builder three times is given up as failed, never pending forever; the
    // person may then ask again at once.
    clock.advance(25 * HOUR);
    const other = await createCustomer(t, 0);
    const doomed = ((await ask(other)).body.data as { id: string }).id;
    await t.database.db
      .update(dataExports)
      .set({ claimedUntil: new Date(clock.now().getTime() - 1), attempts: 3 })
      .where(and(eq(dataExports.id, doomed), eq(dataExports.status, 'pending')));
    await t.app.services.myData.runPass();
    expect((await rowOf(doomed))?.status).toBe('failed');
    expect((await t.get('/my-data/export', other.token)).body.data).toMatchObject({
      id: doomed,
      status: 'failed',
    });
    const retry = await ask(other);
    expect(retry.status).toBe(200);
    expect((retry.body.data as { id: string }).id).not.toBe(doomed);
  });
});
