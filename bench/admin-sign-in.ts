// Benches that act as an admin: every admin must have two-step sign-in (issue 25 §1), so the bench
// sets it up through the API once per admin and server and keeps what it got.
import { Secret, TOTP } from 'otpauth';
import { API_PREFIX, endpoints } from '@app/contract';

type Credentials = { email: string; password: string };
export type EnrolledAdmin = { token: string; secret: string; recoveryCodes: string[] };

const post = async (base: string, path: string, body: unknown, token?: string) => {
  const response = await fetch(`${base}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

const enrolled = new Map<string, Promise<EnrolledAdmin>>();

/** Signs a not yet enrolled admin in and sets up two-step sign-in (once per server and email). */
export const enrolledAdmin = (base: string, admin: Credentials): Promise<EnrolledAdmin> => {
  const key = `${base} ${admin.email}`;
  let done = enrolled.get(key);
  if (!done) {
    done = (async () => {
      const { token } = await post(base, endpoints.auth.login.path, admin);
      if (typeof token !== 'string') throw new Error(`${admin.email} already has two-step sign-in`);
      const { secret } = (await post(base, endpoints.twoFactor.start.path, {}, token)) as { secret: string };
      const confirmed = await post(
        base,
        endpoints.twoFactor.confirm.path,
        { code: totp(secret).generate() },
        token,
      );
      return {
        token: confirmed.token as string,
        secret,
        recoveryCodes: [...(confirmed.recoveryCodes as string[])],
      };
    })();
    enrolled.set(key, done);
  }
  return done;
};

/**
 * A recovery code for a form sign-in. When none is left, new ones are made with an app code of a step
 * not used before (waits up to 30 s: call it outside anything measured).
 */
export const recoveryCode = async (base: string, admin: EnrolledAdmin): Promise<string> => {
  if (admin.recoveryCodes.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
    const renewed = await post(
      base,
      endpoints.twoFactor.renewRecoveryCodes.path,
      { code: totp(admin.secret).generate() },
      admin.token,
    );
    admin.recoveryCodes.push(...(renewed.recoveryCodes as string[]));
  }
  const code = admin.recoveryCodes.shift();
  if (!code) throw new Error('no recovery code');
  return code;
};
