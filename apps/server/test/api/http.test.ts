// @module-tag embedded
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { useTestApp } from '../support/test-app.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>ListenWell</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

const t = await useTestApp({ env: { WEB_DIST_DIR: webDist } });
t.app.get('/api/v1/test-boom', () => {
  throw new Error('secret internal detail: password=hunter2');
});

describe('HTTP basics', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: process.env.TEST_DB });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const res = await t.call('GET', '/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: messages.http.notFound, code: 'NOT_FOUND' });
    expect((await t.call('DELETE', '/anything')).status).toBe(404);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await t.call('POST', '/api/v1/auth/login', { payload: '{"email": "a@b.c",' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: messages.http.malformedJson, code: 'BAD_JSON' });
    const big = await t.call('POST', '/api/v1/auth/login', {
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: messages.http.bodyTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    const wrongType = await t.call('POST', '/api/v1/auth/login', {
      payload: 'email=a',
      headers: { 'content-type': 'text/xml' },
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('never leaks internals in a 5xx', async () => {
    const res = await t.call('GET', '/api/v1/test-boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: messages.http.internal, code: 'INTERNAL' });
    expect(res.text).not.toContain('hunter2');
  });

  it('sends security headers and a request id', async () => {
    const res = await t.call('GET', '/healthz', { headers: { 'x-request-id': 'req-123' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The project's own directives (plugins/security-headers.ts), on top of helmet's defaults.
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(res.headers['content-security-policy']).toContain("media-src 'self' blob:");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the web app: hashed assets cached, client routes fall back to index.html', async () => {
    const asset = await t.call('GET', '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // A rebuild while the server runs: its new hashed files are served without a restart.
    fs.writeFileSync(path.join(webDist, 'assets', 'app-new456.js'), 'console.log(2)');
    expect((await t.call('GET', '/assets/app-new456.js')).text).toBe('console.log(2)');
    const missing = await t.call('GET', '/assets/app-gone999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    for (const route of ['/', '/dashboard/withdrawls', '/login?next=1']) {
      const page = await t.call('GET', route);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>ListenWell</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('publishes the OpenAPI document with the contract paths', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths as object);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/auth/verify-account', '/api/v1/auth/me']),
    );
  });
});
