// Every admin must have two-step sign-in (issue 25 §1). Global setup sets it up for the demo admin once
// (support/global-setup.ts) and hands the workers the token, the key and the time step it used; an admin
// of a server a test file starts itself (hold server, Razorpay server: one per worker) is set up on its
// first sign-in in that worker. Only one journey signs an admin in through the form with a code
// (tests/login.spec.ts): the server refuses a code whose 30 s step was already used.
import { Secret, TOTP } from 'otpauth';
import { API_PREFIX, endpoints } from '@app/contract';

export const TOTP_PERIOD_S = 30;

export const totp = (secret: string): TOTP =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_S, algorithm: 'SHA1' });

/** The 30 s time step `at` falls in (what the server counts as used once a code of it signed in). */
export const totpStep = (at = Date.now()): number => Math.floor(at / 1000 / TOTP_PERIOD_S);

type EnrolledAdmin = { token: string; secret: string; step: number; recoveryCodes: string[] };

/** One POST to the API; throws with the server's answer unless it is a 2xx. */
export const postApi = async (base: string, path: string, body: unknown, token?: string) => {
  const response = await fetch(`${base}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

/**
 * Sets up two-step sign-in for an admin who signed in (`token`, from a password sign-in that answered
 * a token: not set up yet): answers the fresh token from the confirmation, the key and the step used.
 */
export const enrolAdmin = async (base: string, token: string): Promise<EnrolledAdmin> => {
  const { secret } = await postApi(base, endpoints.twoFactor.start.path, {}, token);
  if (typeof secret !== 'string') throw new Error('the enrolment answered no key');
  const step = totpStep();
  const confirmed = await postApi(
    base,
    endpoints.twoFactor.confirm.path,
    { code: totp(secret).generate({ timestamp: step * TOTP_PERIOD_S * 1000 }) },
    token,
  );
  if (typeof confirmed.token !== 'string') throw new Error('the confirmation answered no token');
  return { token: confirmed.token, secret, step, recoveryCodes: confirmed.recoveryCodes as string[] };
};

/** Signs the demo admin in with the password and sets up two-step sign-in (global setup, once). */
export const enrolDemoAdmin = async (
  base: string,
  admin: { email: string; password: string },
): Promise<EnrolledAdmin> => {
  const { token } = await postApi(base, endpoints.auth.login.path, admin);
  if (typeof token !== 'string') throw new Error(`${admin.email} already has two-step sign-in`);
  return enrolAdmin(base, token);
};

/** What global setup handed the workers about the demo admin of the shared server. */
export const demoAdminFromEnv = (): Omit<EnrolledAdmin, 'recoveryCodes'> & { baseUrl: string } => {
  const { E2E_BASE_URL, E2E_ADMIN_TOKEN, E2E_ADMIN_TOTP_SECRET, E2E_ADMIN_TOTP_STEP } = process.env;
  if (!E2E_BASE_URL || !E2E_ADMIN_TOKEN || !E2E_ADMIN_TOTP_SECRET || !E2E_ADMIN_TOTP_STEP) {
    throw new Error('global setup did not set up the demo admin’s two-step sign-in');
  }
  return {
    baseUrl: E2E_BASE_URL,
    token: E2E_ADMIN_TOKEN,
    secret: E2E_ADMIN_TOTP_SECRET,
    step: Number(E2E_ADMIN_TOTP_STEP),
  };
};
