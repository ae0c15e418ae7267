import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { demoAvatarPng } from '../../src/seed/demo-files.ts';
import { createSignedInUser, uploadFile, useTestApp } from '../support/test-app.ts';

// A build as the web app's `vite build` leaves it: per-page HTML, app.html for every other route, and a
// Brotli and gzip copy beside each text file (one file has none, as a build skips tiny files).
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-dist-'));
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>ListenWell</title><!-- landing page -->',
  'app.html': '<!doctype html><title>ListenWell</title><!-- any route -->',
  'login/index.html': '<!doctype html><title>ListenWell</title><!-- login page -->',
  'app/wallet/index.html': '<!doctype html><title>ListenWell</title><!-- wallet page -->',
  'app/sessions/[id].html': '<!doctype html><title>ListenWell</title><!-- one session -->',
  'assets/entry-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'assets/style-abc123.css': `body{color:red}${'.a{margin:0}'.repeat(200)}`,
};
for (const [name, text] of Object.entries(files)) {
  const file = path.join(webDist, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}
fs.writeFileSync(path.join(webDist, 'theme-init.js'), 'void 0;');

const t = await useTestApp({ env: { WEB_DIST_DIR: webDist } });

const fetchRaw = async (url: string, acceptEncoding?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload };
};

const decode = (encoding: unknown, raw: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString(
    'utf8',
  );

describe('web app delivery', () => {
  it('sends the precompressed copy the browser accepts, and varies on Accept-Encoding', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
      { accept: 'br', encoding: 'br' },
      { accept: 'gzip, deflate', encoding: 'gzip' },
      { accept: 'identity', encoding: undefined },
      { accept: undefined, encoding: undefined },
    ];
    for (const url of ['/assets/entry-abc123.js', '/assets/style-abc123.css']) {
      const original = files[url.slice(1)];
      for (const { accept, encoding } of cases) {
        const res = await fetchRaw(url, accept);
        expect(res.status, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /text\/css/);
        expect(decode(encoding, res.raw)).toBe(original);
        if (encoding) expect(res.raw.length).toBeLessThan(Buffer.byteLength(original ?? ''));
      }
    }
  });

  it('falls back to the plain file when a build left no compressed copy', async () => {
    const res = await fetchRaw('/theme-init.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.raw.toString()).toBe('void 0;');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves each landing page its own HTML and every other route app.html, compressed and never cached', async () => {
    const pages = [
      { url: '/', file: 'index.html' },
      { url: '/login', file: 'login/index.html' },
      { url: '/login?next=%2Fdashboard', file: 'login/index.html' },
      { url: '/app/wallet', file: 'app/wallet/index.html' },
      // A page with an id in its last segment: one HTML for every id.
      { url: '/app/sessions/0b6f2b5e-7d7c-4d7e-9d43-2f1c9a1f5a10', file: 'app/sessions/[id].html' },
      { url: '/app/sessions/other-id?x=1', file: 'app/sessions/[id].html' },
      { url: '/app/sessions', file: 'app.html' },
      { url: '/app/sessions/a/b', file: 'app.html' },
      { url: '/dashboard/users', file: 'app.html' },
      { url: '/no/such/page', file: 'app.html' },
    ];
    for (const { url, file } of pages) {
      for (const accept of ['br', 'gzip', undefined]) {
        const res = await fetchRaw(url, accept);
        const encoding = accept;
        expect(res.status, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(encoding, res.raw), `${url} ${accept}`).toBe(files[file]);
      }
    }
  });

  it('keeps a missing hashed asset a 404, whatever the encoding', async () => {
    const res = await fetchRaw('/assets/gone-999.js', 'br, gzip');
    expect(res.status).toBe(404);
    expect(JSON.parse(decode(res.headers['content-encoding'], res.raw))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('API compression', () => {
  it('compresses a JSON response above 1 KB and it decompresses to the same JSON', async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    for (let i = 0; i < 8; i += 1) await createSignedInUser(t, 'CUSTOMER');
    const url = `${API_PREFIX}/admin/users?limit=20`;
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: {
          authorization: `Bearer ${admin.token}`,
          'x-client': 'web',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });

    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected: unknown = JSON.parse(plain.body);

    for (const encoding of ['br', 'gzip']) {
      const res = await get(encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(expected);
    }
  });

  it('leaves a response under 1 KB as it is', async () => {
    const res = await fetchRaw('/healthz', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    const me = await createSignedInUser(t, 'CUSTOMER');
    const small = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/auth/me`,
      headers: { authorization: `Bearer ${me.token}`, 'x-client': 'web', 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ user: { id: me.id } });
  });

  it('sends an uploaded file byte for byte, never re-encoded', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const png = demoAvatarPng(200);
    const upload = await uploadFile(t, listener.token, png, { filename: 'me.png', contentType: 'image/png' });
    expect(upload.status).toBe(200);
    const fileUrl = String(upload.body.url);
    const res = await t.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { authorization: `Bearer ${listener.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(res.rawPayload, png)).toBe(0);
  });
});
