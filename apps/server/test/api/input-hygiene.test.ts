// Input no field may hold, malformed uploads, and what the log may keep of a request.
import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages } from '@app/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { apiHelpers, createSignedInUser, openTestDatabase, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const nul = { message: messages.http.nulCharacter, code: 'VALIDATION_ERROR' };

describe('NUL characters', () => {
  it.each([
    ['a sign-in email', { email: 'a\u0000@b.test', password: 'secret123' }],
    ['a sign-in password', { email: 'a@b.test', password: 'secret\u0000123' }],
    ['a nested key', { email: 'a@b.test', password: 'secret123', ['x\u0000']: 1 }],
  ])('refuses %s with 400 before anything reads it', async (_case, body) => {
    const res = await t.post('/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(nul);
  });

  it('refuses one in a profile field, a search and a path, and changes nothing', async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    const listener = await createSignedInUser(t, 'LISTENER');
    const profile = await t.post('/listener/update-profile', { name: 'Asha\u0000 Rao' }, listener.token);
    const search = await t.get('/admin/users?search=Pri%00ya', admin.token);
    const path = await t.get('/admin/users/%00', admin.token);
    for (const res of [profile, search, path]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(nul);
    }
    const me = await t.get('/auth/me', listener.token);
    expect((me.body.user as { name: string }).name).not.toContain('\u0000');
  });
});

describe('malformed uploads', () => {
  it('answers a multipart body without a boundary with 400', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const res = await t.call('POST', `${API_PREFIX}/file/upload`, {
      token: listener.token,
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(typeof res.body.message).toBe('string');
  });
});

describe('the log', () => {
  it('keeps no query values and no parameters or echoed values of a failed query', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    });
    const app = await buildApp({
      config,
      database,
      jwtSecret: crypto.randomBytes(32).toString('hex'),
      logStream: stream,
    });
    // A real failing query whose parameter is personal data: PostgreSQL echoes the value back.
    app.get('/api/v1/test-failing-query', async () => {
      await database.db.execute(sql`select ${'Priya Sharma 9876543210'}::int`);
      return {};
    });
    try {
      const api = apiHelpers(app);
      const failed = await api.call('GET', '/api/v1/test-failing-query?search=Priya%20Sharma');
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ message: messages.http.internal, code: 'INTERNAL' });
      await api.call('GET', '/api/v1/auth/me?email=priya%40listenwell.test');
      await new Promise((resolve) => setImmediate(resolve));
      const log = lines.join('\n');
      expect(log).toContain('request failed');
      expect(log).toContain('Failed query: select $1::int');
      expect(log).toContain('search=…');
      expect(log).not.toMatch(/Priya|9876543210|priya%40listenwell/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
