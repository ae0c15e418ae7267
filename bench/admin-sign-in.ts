// Benches that act as an admin: every admin must have two-step sign-in (issue 25 §1), so the bench
// sets it up through the API once per admin and server (the journeys' support/two-step.ts) and keeps
// what it got.
import { endpoints } from '@app/contract';
import { enrolDemoAdmin, postApi, totp, totpStep } from '../e2e/support/two-step.ts';

type Credentials = { email: string; password: string };
type EnrolledAdmin = Awaited<ReturnType<typeof enrolDemoAdmin>>;

const enrolled = new Map<string, Promise<EnrolledAdmin>>();

/** Signs a not yet enrolled admin in and sets up two-step sign-in (once per server and email). */
export const enrolledAdmin = (base: string, admin: Credentials): Promise<EnrolledAdmin> => {
  const key = `${base} ${admin.email}`;
  let done = enrolled.get(key);
  if (!done) {
    done = enrolDemoAdmin(base, admin);
    enrolled.set(key, done);
  }
  return done;
};

/**
 * A recovery code for a form sign-in. When none is left, new ones are made with an app code of a step
 * later than the last one used (waits up to 30 s: call it outside anything measured).
 */
export const recoveryCode = async (base: string, admin: EnrolledAdmin): Promise<string> => {
  if (admin.recoveryCodes.length === 0) {
    while (totpStep() <= admin.step) await new Promise((resolve) => setTimeout(resolve, 500));
    admin.step = totpStep();
    const renewed = await postApi(
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
