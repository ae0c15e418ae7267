// @module-tag embedded
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_ORPHAN_GRACE_HOURS, UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES, messages } from '@app/contract';
import { files } from '../../src/db/schema.ts';
import { demoAvatarPng } from '../../src/seed/demo-files.ts';
import { createSignedInUser, uploadFile, useTestApp, validProfile } from '../support/test-app.ts';

// The default upload limit (5 MiB), so the byte quota can be reached with a handful of files.
const t = await useTestApp();
const png = demoAvatarPng(120, 16);

const storedCount = async (ownerId: string) =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId)))[0]?.n ?? 0;
const idOf = (url: string) => url.split('/').pop() ?? '';

describe('upload quota per user and hour (rows in the database)', () => {
  it(`lets exactly ${UPLOAD_QUOTA_FILES} of ${UPLOAD_QUOTA_FILES + 10} parallel uploads through; the rest get 429`, async () => {
    const uploader = await createSignedInUser(t, 'LISTENER');
    const results = await Promise.all(
      Array.from({ length: UPLOAD_QUOTA_FILES + 10 }, () => uploadFile(t, uploader.token, png)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(UPLOAD_QUOTA_FILES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(results.find((r) => r.status === 429)?.body).toEqual({
      message: messages.files.quotaExceeded,
      code: 'RATE_LIMITED',
    });
    expect(await storedCount(uploader.id)).toBe(UPLOAD_QUOTA_FILES);
    // Another person's quota is their own.
    const other = await createSignedInUser(t, 'LISTENER');
    expect((await uploadFile(t, other.token, png)).status).toBe(200);
  });

  it('counts bytes too: once the hour holds UPLOAD_QUOTA_BYTES, the next file gets 429', async () => {
    const uploader = await createSignedInUser(t, 'ADMIN');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length, 7)]);
    const fits = Math.floor(UPLOAD_QUOTA_BYTES / big.length);
    expect(fits).toBeLessThan(UPLOAD_QUOTA_FILES);
    for (let i = 0; i < fits; i += 1) expect((await uploadFile(t, uploader.token, big)).status).toBe(200);
    const next = await uploadFile(t, uploader.token, png);
    expect(next.status).toBe(429);
    expect(next.body.message).toBe(messages.files.quotaExceeded);
    expect(await storedCount(uploader.id)).toBe(fits);
  });

  it('frees the quota once the uploads are older than the window', async () => {
    const uploader = await createSignedInUser(t, 'LISTENER');
    for (let i = 0; i < UPLOAD_QUOTA_FILES; i += 1) await uploadFile(t, uploader.token, png);
    expect((await uploadFile(t, uploader.token, png)).status).toBe(429);
    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(files.ownerId, uploader.id));
    expect((await uploadFile(t, uploader.token, png)).status).toBe(200);
  });
});

describe('orphan uploads are removed after the grace period', () => {
  it('deletes old files no profile references, keeps referenced and recent ones; parallel sweeps agree', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, listener.token);
    expect((await t.post('/listener/update-profile', profile, listener.token)).status).toBe(200);
    const replaced = await uploadFile(t, listener.token, png);
    const recent = await uploadFile(t, listener.token, png);
    const referenced = [idOf(profile.profilePicture as string), idOf(profile.idProofUrl as string)];
    const old = [...referenced, idOf(replaced.body.url as string)];
    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - make_interval(hours => ${UPLOAD_ORPHAN_GRACE_HOURS + 1})` })
      .where(inArray(files.id, old));

    // Two processes (or two ticks) sweeping at once: one statement each, no error, one deletion in all.
    const swept = await Promise.all([
      t.app.services.files.deleteOrphanFiles(),
      t.app.services.files.deleteOrphanFiles(),
    ]);
    const left = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.ownerId, listener.id));
    expect(left.map((row) => row.id).sort()).toEqual([...referenced, idOf(recent.body.url as string)].sort());
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(
      (
        await t.call('GET', replaced.body.url as string, {
          headers: { authorization: `Bearer ${listener.token}` },
        })
      ).status,
    ).toBe(404);
    // The profile still shows its files.
    expect(
      (
        await t.call('GET', profile.profilePicture as string, {
          headers: { authorization: `Bearer ${listener.token}` },
        })
      ).status,
    ).toBe(200);
  });
});
