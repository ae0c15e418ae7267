import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { files } from '../../src/db/schema.ts';
import { demoAvatarPng, demoIdProofPdf } from '../../src/seed/demo-files.ts';
import { createSignedInUser, uploadFile, useTestApp, validProfile } from '../support/test-app.ts';

const t = await useTestApp({ env: { UPLOAD_MAX_BYTES: '20000' } });
const listener = await createSignedInUser(t, 'LISTENER');
const other = await createSignedInUser(t, 'LISTENER');
const admin = await createSignedInUser(t, 'ADMIN');

const png = demoAvatarPng(100, 64);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(200, 1),
]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(100, 2),
]);
const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

const readFile = (url: string, token?: string) =>
  t.call('GET', url, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('POST /file/upload', () => {
  it.each([
    ['png', png, 'image/png'],
    ['jpeg', jpeg, 'image/jpeg'],
    ['webp', webp, 'image/webp'],
    ['pdf', demoIdProofPdf('X'), 'application/pdf'],
  ])('accepts a %s by its content, whatever its name', async (_kind, bytes, contentType) => {
    const res = await uploadFile(t, listener.token, bytes, {
      filename: 'whatever.txt',
      contentType: 'text/plain',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contentType, size: bytes.length });
    expect(res.body.url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const read = await readFile(res.body.url as string, listener.token);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe(contentType);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an HTML file renamed .png, and stores nothing', async () => {
    const res = await uploadFile(t, listener.token, html, { filename: 'cat.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: messages.files.badType, code: 'VALIDATION_ERROR' });
    const stored = await t.database.db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.ownerId, listener.id), eq(files.size, html.length)));
    expect(stored[0]?.n).toBe(0);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(25_000, 7)]);
    const res = await uploadFile(t, listener.token, big, { filename: 'big.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: messages.files.tooLarge(20000), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a missing file field, another field name, an empty file and a JSON body with 400', async () => {
    expect((await uploadFile(t, listener.token, png, { field: 'document' })).body).toEqual({
      message: messages.files.missing,
      code: 'VALIDATION_ERROR',
    });
    expect((await uploadFile(t, listener.token, Buffer.alloc(0))).status).toBe(400);
    const json = await t.post('/file/upload', { file: 'x' }, listener.token);
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(messages.files.missing);
  });

  it('needs a signed-in user', async () => {
    expect((await uploadFile(t, undefined, png)).status).toBe(401);
  });
});

describe('GET /files/:id privacy', () => {
  it('lets the uploader and admins read a file; anyone else gets 404', async () => {
    const res = await uploadFile(t, listener.token, demoIdProofPdf('Private'), { filename: 'id.pdf' });
    const url = res.body.url as string;
    expect((await readFile(url, listener.token)).status).toBe(200);
    expect((await readFile(url, admin.token)).status).toBe(200);
    const anonymous = await readFile(url);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual({ message: messages.http.notFound, code: 'NOT_FOUND' });
    expect((await readFile(url, other.token)).status).toBe(404);
    expect((await readFile('/api/v1/files/00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(
      404,
    );
    expect((await readFile('/api/v1/files/not-a-uuid', admin.token)).status).toBe(404);
  });

  it('makes the picture of an approved, unblocked listener public, and only that', async () => {
    const applicant = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, applicant.token);
    expect((await t.post('/listener/update-profile', profile, applicant.token)).status).toBe(200);
    const picture = profile.profilePicture as string;
    expect((await readFile(picture)).status).toBe(404);
    await t.post(
      '/applications/update-application-by-id',
      { id: applicant.id, status: 'APPROVED' },
      admin.token,
    );
    const open = await readFile(picture);
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=300');
    expect((await readFile(profile.idProofUrl as string)).status).toBe(404);
    await t.post('/listener/set-blocked', { id: applicant.id, isBlocked: true }, admin.token);
    expect((await readFile(picture)).status).toBe(404);
  });
});
