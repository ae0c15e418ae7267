// @module-tag embedded
import http from 'node:http';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages } from '@app/contract';
import { files } from '../../src/db/schema.ts';
import { demoAvatarPng, demoIdProofPdf } from '../../src/seed/demo-files.ts';
import {
  createSignedInUser,
  multipartParts,
  uploadFile,
  useTestApp,
  validProfile,
} from '../support/test-app.ts';

const MAX = 20000;
const t = await useTestApp({ env: { UPLOAD_MAX_BYTES: String(MAX) } });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
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

const storedCount = async (ownerId: string) =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId)))[0]?.n ?? 0;

const BOUNDARY = '----lwreal';
const { head: pngHead, tail: closing } = multipartParts(BOUNDARY, {
  filename: 'a.png',
  contentType: 'image/png',
});

/**
 * Sends the start of a multipart upload over a real connection and never finishes it: the answer must
 * come while the body is still open, so the server decided from what it had read so far.
 */
const answerBeforeTheEnd = (token: string, firstBytes: Buffer) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `${API_PREFIX}/file/upload`,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${token}`,
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error('no answer while the upload was still open'));
    }, 5000);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
      });
    });
    request.on('error', () => {}); // destroyed after the answer
    request.write(pngHead);
    request.write(firstBytes);
    // ...and the rest never comes.
  });

/** An upload over a real connection (`agent` to reuse one), its whole body sent at once. */
const sendUpload = (token: string, body: Buffer, agent?: http.Agent) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `${API_PREFIX}/file/upload`,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${token}`,
        'content-length': String(body.length),
      },
      agent: agent ?? false,
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });

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

  it('accepts a file of exactly UPLOAD_MAX_BYTES; one byte more answers 413 and stores nothing', async () => {
    const uploader = await createSignedInUser(t, 'LISTENER');
    const exact = Buffer.concat([png, Buffer.alloc(MAX - png.length, 7)]);
    expect(exact.length).toBe(MAX);
    const ok = await uploadFile(t, uploader.token, exact);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ contentType: 'image/png', size: MAX });
    const over = await uploadFile(t, uploader.token, Buffer.concat([exact, Buffer.from([7])]));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: messages.files.tooLarge(MAX), code: 'PAYLOAD_TOO_LARGE' });
    expect(await storedCount(uploader.id)).toBe(1);
  });

  it('refuses a wrong type from the first bytes, without waiting for the rest of the file', async () => {
    const uploader = await createSignedInUser(t, 'LISTENER');
    const start = Buffer.concat([html, Buffer.alloc(5000, 0x20)]);
    expect(await answerBeforeTheEnd(uploader.token, start)).toEqual({
      status: 400,
      body: { message: messages.files.badType, code: 'VALIDATION_ERROR' },
    });
    expect(await storedCount(uploader.id)).toBe(0);
  });

  it('answers 413 as soon as the limit is passed, without waiting for the rest, and stores nothing', async () => {
    const uploader = await createSignedInUser(t, 'LISTENER');
    const start = Buffer.concat([png, Buffer.alloc(MAX + 1 - png.length, 7)]);
    expect(await answerBeforeTheEnd(uploader.token, start)).toEqual({
      status: 413,
      body: { message: messages.files.tooLarge(MAX), code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await storedCount(uploader.id)).toBe(0);
  });

  it('answers an upload cut off before its closing boundary with 400, and stores nothing', async () => {
    const uploader = await createSignedInUser(t, 'LISTENER');
    const whole = Buffer.concat([pngHead, png, closing]);
    // Cut in the file, in the closing boundary, and just before its final `--`.
    for (const cut of [whole.length - png.length + 40, whole.length - 10, whole.length - 4]) {
      const res = await sendUpload(uploader.token, whole.subarray(0, cut));
      expect(res, `cut at ${cut} of ${whole.length}`).toMatchObject({
        status: 400,
        body: { message: messages.http.malformedMultipart, code: 'VALIDATION_ERROR' },
      });
    }
    expect(await storedCount(uploader.id)).toBe(0);
  });

  it('after refusing an upload as too large, the same kept-alive connection serves the next request', async () => {
    const uploader = await createSignedInUser(t, 'LISTENER');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.concat([pngHead, png, Buffer.alloc(MAX * 20, 7), closing]);
      expect((await sendUpload(uploader.token, big, agent)).status).toBe(413);
      // A browser retrying with a smaller file on the same connection gets an answer, not a reset.
      const retry = await sendUpload(uploader.token, Buffer.concat([pngHead, png, closing]), agent);
      expect(retry.status).toBe(200);
      expect(await storedCount(uploader.id)).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('lets only listeners and admins upload: a customer gets 403 with a message', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    expect(await uploadFile(t, customer.token, png)).toEqual({
      status: 403,
      body: { message: messages.files.notAllowed, code: 'FORBIDDEN' },
    });
    expect(await storedCount(customer.id)).toBe(0);
    expect((await uploadFile(t, admin.token, png)).status).toBe(200);
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
