// @module-tag embedded
// Limits on secrets under real parallel HTTP requests, and mail that never holds a request up.
// Runs on both databases (api-pglite and api-postgres).
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, LOGIN_MAX_FAILURES, OTP_MAX_ATTEMPTS, messages } from '@app/contract';
import { mailOutbox, otpCodes } from '../../src/db/schema.ts';
import { createTestApp, uniqueEmail, useTestApp, type TestApp } from '../support/test-app.ts';

const m = messages.auth;
// TRUST_PROXY lets the tests speak from several source addresses, as clients behind a proxy do.
const t = await useTestApp({ env: { TRUST_PROXY: 'true' } });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API_PREFIX}`;

const post = async (path: string, body: unknown, source = '203.0.113.1') => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'web', 'x-forwarded-for': source },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const createCustomer = async (app: TestApp, password = 'secret123') => {
  const email = uniqueEmail('race');
  await app.app.services.auth.ensureUser({ email, password, name: 'Race Test', role: 'CUSTOMER' });
  return email;
};

const otpAttempts = async (email: string) => {
  const [row] = await t.database.db
    .select({ attempts: otpCodes.attempts })
    .from(otpCodes)
    .where(eq(otpCodes.email, email))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.attempts;
};

describe('OTP tries under parallel guessing', () => {
  const flows = [
    {
      name: 'verify-account',
      start: (email: string) => post('/auth/signup', { email }),
      redeem: (email: string, otp: string) =>
        post('/auth/verify-account', { email, otp, password: 'secret123' }),
      prepare: () => Promise.resolve(uniqueEmail('otp')),
    },
    {
      name: 'reset-password',
      start: (email: string) => post('/auth/forgot-password', { email }),
      redeem: (email: string, otp: string) =>
        post('/auth/reset-password', { email, otp, password: 'new-pass-1' }),
      prepare: () => createCustomer(t),
    },
  ];

  it.each(flows)(
    '$name: 20 wrong guesses and the right code, sent at once, get at most 5 comparisons',
    async (flow) => {
      for (let trial = 0; trial < 3; trial += 1) {
        const email = await flow.prepare();
        expect((await flow.start(email)).status).toBe(200);
        const code = await t.smtp.latestOtp(email, t.smtp.mailsTo(email).length || 1);
        const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
        const requests = Array.from({ length: 20 }, (_, i) => flow.redeem(email, wrong(i)));
        requests.push(flow.redeem(email, code)); // sent last
        const statuses = (await Promise.all(requests)).map((r) => r.status);

        const compared = statuses.filter((s) => s !== 429);
        expect(compared.length, `statuses: ${statuses.join(',')}`).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(21 - OTP_MAX_ATTEMPTS);
        expect(await otpAttempts(email)).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
        // Whatever happened, the code is now spent or out of tries: the right code cannot be used again.
        const after = await flow.redeem(email, code);
        expect([400, 429]).toContain(after.status);
      }
    },
  );
});

describe('sign-in attempts under parallel guessing', () => {
  it('counts each attempt before the password check: 20 parallel wrong passwords and the right one get at most 5 checks', async () => {
    const email = await createCustomer(t);
    const requests = Array.from({ length: 20 }, () => post('/auth/login', { email, password: 'wrong-pass' }));
    requests.push(post('/auth/login', { email, password: 'secret123' }));
    const results = await Promise.all(requests);
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length, `statuses: ${statuses.join(',')}`).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.body).toEqual({ message: m.tooManyLoginAttempts, code: 'RATE_LIMITED' });
    }
  });

  it('pauses only the source that guessed: the owner elsewhere still signs in, a stranger cannot lock them out', async () => {
    const email = await createCustomer(t);
    const stranger = '198.51.100.7';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => post('/auth/login', { email, password: 'wrong-pass' }, stranger)),
    );
    expect(guesses.filter((r) => r.status === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(12 - LOGIN_MAX_FAILURES);
    // The stranger is paused even with the right password...
    expect((await post('/auth/login', { email, password: 'secret123' }, stranger)).status).toBe(429);
    // ...while the owner, elsewhere, signs in.
    const owner = await post('/auth/login', { email, password: 'secret123' }, '192.0.2.44');
    expect(owner.status).toBe(200);
    expect(typeof owner.body.token).toBe('string');
  });

  it('a right password clears the count of its own source only', async () => {
    const email = await createCustomer(t);
    const home = '192.0.2.10';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) {
      expect((await post('/auth/login', { email, password: 'wrong-pass' }, home)).status).toBe(401);
    }
    expect((await post('/auth/login', { email, password: 'secret123' }, home)).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await post('/auth/login', { email, password: 'wrong-pass' }, home)).status).toBe(401);
    }
    expect((await post('/auth/login', { email, password: 'secret123' }, home)).status).toBe(429);
  });
});

/** An SMTP server that takes each mail but answers only when told to, like a slow mail relay. */
const startHoldingSmtp = async () => {
  const held: (() => void)[] = [];
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        held.push(() => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    heldCount: () => held.length,
    releaseAll: () => held.splice(0).forEach((release) => release()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('mail off the request path', () => {
  it('answers forgot-password and sign-up while the mail server has not accepted the mail yet', async () => {
    const smtp = await startHoldingSmtp();
    const app = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const email = await createCustomer(app);
      const ghost = uniqueEmail('ghost');
      const real = await app.post('/auth/forgot-password', { email });
      const fake = await app.post('/auth/forgot-password', { email: ghost });
      const signup = await app.post('/auth/signup', { email });
      expect([real.status, fake.status, signup.status]).toEqual([200, 200, 200]);
      expect(real.body).toEqual(fake.body);
      // The requests are answered; the relay is still holding what they queued.
      await expect.poll(() => smtp.heldCount(), { timeout: 5000 }).toBeGreaterThan(0);
      expect(smtp.received).toEqual([]);
      const release = setInterval(smtp.releaseAll, 20);
      try {
        await app.app.mailOutbox.flush();
      } finally {
        clearInterval(release);
      }
      expect(smtp.received.sort()).toEqual([email, email]);
    } finally {
      smtp.releaseAll();
      await app.close();
      await smtp.close();
    }
  });

  it('keeps a mail the relay refused in the outbox, to send again later (nothing lost)', async () => {
    const app = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const email = await createCustomer(app);
      expect((await app.post('/auth/forgot-password', { email })).status).toBe(200);
      await app.app.mailOutbox.flush();
      const rows = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.attempts).toBe(1);
      expect(rows[0]?.lastError).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});
