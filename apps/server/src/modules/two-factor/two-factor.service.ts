import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_MAX_FAILURES,
  TWO_FACTOR_RECOVERY_CODES,
  TWO_FACTOR_WINDOW_MINUTES,
  messages,
  type TwoFactorStatus,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { MINUTE_MS } from '../../lib/durations.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { TwoFactorKeys } from '../../lib/two-factor-key.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  acceptTotpStep,
  clearTwoFactorFailures,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  endAllSignIns,
  findTwoFactor,
  isTwoFactorConfirmed,
  replaceRecoveryCodes,
  reserveTwoFactorAttempt,
  upsertPendingTwoFactor,
  useRecoveryCode,
} from './two-factor.repository.ts';

export type TwoFactorDeps = {
  db: Db;
  clock: Clock;
  keys: TwoFactorKeys;
  realtime: Realtime;
  /** A fresh sign-in token for the account (the auth module's; given by app.ts). */
  signInToken: (userId: string) => Promise<string>;
  /** The issuer an authenticator app shows next to the code. */
  issuer?: string;
};

/** What a caller that guards an action with the second factor gets (see verifySecondFactor). */
export type SecondFactorCheck = (userId: string, code: string | undefined) => Promise<void>;

const m = messages.twoFactor;
const ISSUER = 'ListenWell';
/** Recovery codes: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L), shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RECOVERY_LENGTH = 10;
const CHALLENGE_PURPOSE = 'two-factor-sign-in';

const newRecoveryCode = () => {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i += 1)
    code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  return code;
};
const displayRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
/** Spaces and dashes dropped, upper case: how a recovery code is hashed and compared. */
const normaliseCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();
const isTotpShaped = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

const codeInvalid = () => new AppError('OTP_INVALID', m.codeInvalid);

export const createTwoFactorService = (deps: TwoFactorDeps) => {
  const { db, clock, keys } = deps;
  const issuer = deps.issuer ?? ISSUER;
  const challengeKey = new Uint8Array(keys.challengeKey);

  /** The 30-second step the code belongs to (this one, the one before or the one after), or null. */
  const matchingStep = (secretBase32: string, code: string, now: Date): number | null => {
    const timestamp = now.getTime();
    const delta = totpFor(secretBase32).validate({ token: code, timestamp, window: 1 });
    if (delta === null) return null;
    return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
  };

  const newRecoveryCodes = async (tx: Db, userId: string, now: Date) => {
    const codes = Array.from({ length: TWO_FACTOR_RECOVERY_CODES }, newRecoveryCode);
    await replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => keys.hashRecoveryCode(userId, code)),
      now,
    );
    return codes.map(displayRecoveryCode);
  };

  /** Spends a try (counted before anything is compared), or throws 429 when the window's are used up. */
  const spendTry = async (userId: string, now: Date) => {
    const counted = await reserveTwoFactorAttempt(db, {
      userId,
      since: new Date(now.getTime() - TWO_FACTOR_WINDOW_MINUTES * MINUTE_MS),
      maxFailures: TWO_FACTOR_MAX_FAILURES,
      now,
    });
    if (!counted) throw new AppError('RATE_LIMITED', m.tooManyAttempts);
  };

  /**
   * Checks a confirmed account's code: an app code of a step later than the last accepted one, or an
   * unused recovery code (when allowed). The try is counted first; a right code clears the count.
   */
  const checkCode = async (userId: string, rawCode: string, options: { allowRecovery: boolean }) => {
    const now = clock.now();
    const code = normaliseCode(rawCode);
    await spendTry(userId, now);
    const row = await findTwoFactor(db, userId);
    if (!row?.confirmedAt) throw new AppError('CONFLICT', m.notEnabled);
    let ok = false;
    if (isTotpShaped(code)) {
      const step = matchingStep(keys.decrypt(userId, row.secretEncrypted), code, now);
      ok = step !== null && (await acceptTotpStep(db, { userId, step, confirm: false, now }));
    } else if (options.allowRecovery) {
      ok = await useRecoveryCode(db, userId, keys.hashRecoveryCode(userId, code), now);
    }
    if (!ok) throw codeInvalid();
    await clearTwoFactorFailures(db, userId);
  };

  /**
   * The guard for any action that needs the second factor (sign-in's code step, payout details):
   * resolves at once when the account has no confirmed two-step sign-in; otherwise the code must be a
   * valid app code (not used before) or an unused recovery code, with the same tries as sign-in.
   * Throws AppError: 400 VALIDATION_ERROR (no code), 400 OTP_INVALID (wrong or used code),
   * 429 RATE_LIMITED (too many wrong codes).
   */
  const verifySecondFactor: SecondFactorCheck = async (userId, code) => {
    if (!(await isTwoFactorConfirmed(db, userId))) return;
    if (code === undefined || normaliseCode(code) === '')
      throw new AppError('VALIDATION_ERROR', m.codeRequired);
    await checkCode(userId, code, { allowRecovery: true });
  };

  return {
    verifySecondFactor,

    async status(user: CurrentUser): Promise<TwoFactorStatus> {
      const row = await findTwoFactor(db, user.id);
      const enabled = Boolean(row?.confirmedAt);
      return {
        enabled,
        required: user.role === 'ADMIN',
        recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0,
      };
    },

    /** A new key (replacing an unconfirmed one), its otpauth URI and the QR code that holds it. */
    async start(user: CurrentUser) {
      const secret = new Secret({ size: 20 }).base32;
      const stored = await upsertPendingTwoFactor(db, user.id, keys.encrypt(user.id, secret), clock.now());
      if (!stored) throw new AppError('CONFLICT', m.alreadyEnabled);
      const uri = new TOTP({
        issuer,
        label: user.email ?? user.name,
        algorithm: 'SHA1',
        digits: TOTP_DIGITS,
        period: TOTP_PERIOD_SECONDS,
        secret: Secret.fromBase32(secret),
      }).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        message: m.enrolmentStarted,
        secret,
        otpauthUri: uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /**
     * Finishes enrolment with the app's first code: turns two-step sign-in on, hands out the recovery
     * codes (once), ends every other sign-in and returns a fresh token for this one.
     */
    async confirm(user: CurrentUser, code: string, currentToken: string) {
      const now = clock.now();
      await spendTry(user.id, now);
      const row = await findTwoFactor(db, user.id);
      if (!row) throw new AppError('CONFLICT', m.notStarted);
      if (row.confirmedAt) throw new AppError('CONFLICT', m.alreadyEnabled);
      const step = matchingStep(keys.decrypt(user.id, row.secretEncrypted), code, now);
      if (step === null) throw codeInvalid();
      const recoveryCodes = await db.transaction(async (tx) => {
        if (!(await acceptTotpStep(tx, { userId: user.id, step, confirm: true, now }))) throw codeInvalid();
        await endAllSignIns(tx, user.id, now);
        return newRecoveryCodes(tx, user.id, now);
      });
      await clearTwoFactorFailures(db, user.id);
      deps.realtime.signOut(user.id, messages.auth.sessionExpired, { keepToken: currentToken });
      return { message: m.enabled, token: await deps.signInToken(user.id), recoveryCodes };
    },

    /** Turns it off with the password and a code; admins must keep it. */
    async disable(user: CurrentUser, password: string, code: string) {
      if (user.role === 'ADMIN') throw new AppError('FORBIDDEN', m.adminMustKeep);
      const account = await findUserById(db, user.id);
      if (!(await isTwoFactorConfirmed(db, user.id))) throw new AppError('CONFLICT', m.notEnabled);
      const passwordOk = account?.passwordHash ? await verifyPassword(account.passwordHash, password) : false;
      if (!passwordOk) {
        // A wrong password spends a try too, so the pair cannot be guessed faster than a code alone.
        // 403, not 401: a 401 to a signed-in call means the sign-in itself ended.
        await spendTry(user.id, clock.now());
        throw new AppError('FORBIDDEN', m.passwordInvalid);
      }
      await checkCode(user.id, code, { allowRecovery: true });
      await db.transaction((tx) => deleteTwoFactor(tx, user.id));
      return { message: m.disabled };
    },

    /** New recovery codes (the old ones stop working), after a code. */
    async renewRecoveryCodes(user: CurrentUser, code: string) {
      await checkCode(user.id, code, { allowRecovery: true });
      const recoveryCodes = await db.transaction((tx) => newRecoveryCodes(tx, user.id, clock.now()));
      return { message: m.recoveryCodesRenewed, recoveryCodes };
    },

    /** The challenge /auth/login answers with: who passed the password, at which token version. */
    issueChallenge: (userId: string, tokenVersion: number) => {
      const now = clock.now();
      return new SignJWT({ purpose: CHALLENGE_PURPOSE, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(crypto.randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * MINUTE_MS))
        .sign(challengeKey);
    },

    /** The account and token version a challenge was issued for; 401 when it is bad or expired. */
    async readChallenge(challenge: string): Promise<{ userId: string; tokenVersion: number }> {
      try {
        const { payload } = await jwtVerify(challenge, challengeKey, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (
          payload.purpose !== CHALLENGE_PURPOSE ||
          typeof payload.sub !== 'string' ||
          typeof payload.tv !== 'number'
        )
          throw new Error('not a challenge');
        return { userId: payload.sub, tokenVersion: payload.tv };
      } catch {
        throw new AppError('UNAUTHENTICATED', m.challengeExpired);
      }
    },
  };
};

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
