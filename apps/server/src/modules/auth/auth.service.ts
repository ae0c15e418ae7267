import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_SEND_WINDOW_MINUTES,
  OTP_TTL_MINUTES,
  messages,
  type AuthUser,
  type Locale,
  type Gender,
  type Role,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { MINUTE_MS } from '../../lib/durations.ts';
import { AppError } from '../../errors.ts';
import { currentLocale, withLocale } from '../../lib/locale-context.ts';
import { generateOtp, type OtpHasher } from '../../lib/otp.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password.ts';
import type { TokenService } from '../../lib/tokens.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserLocale,
  updatePassword,
  type UserWithProfile,
} from '../users/users.repository.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { MailDispatcher } from '../mail/mail-dispatcher.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { authMail, type AuthMailKind } from './auth.mails.ts';
import {
  assertCurrentNoticeVersion,
  latestConsentVersion,
  recordCurrentConsent,
} from '../privacy/privacy.service.ts';
import {
  clearAllLoginFailures,
  clearLoginFailures,
  consumeOtp,
  countOtpSendsSince,
  insertOtp,
  reserveLoginAttempt,
  spendOtpAttempt,
  type OtpPurpose,
  type SignupRole,
} from './auth.repository.ts';

export type AuthDeps = {
  db: Db;
  tokens: TokenService;
  otp: OtpHasher;
  mail: MailDispatcher;
  realtime: Realtime;
  defaultCoinsPerMinute: number;
  /** Two-step sign-in: the challenge after the password, and the code check. */
  twoFactor: Pick<TwoFactorService, 'issueChallenge' | 'readChallenge' | 'verifySecondFactor'>;
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);
const m = messages.auth;

export const toAuthUser = (user: CurrentUser): AuthUser => ({
  id: user.id,
  name: user.name,
  email: user.email ?? '',
  role: user.role,
  approvedAt: user.approvedAt ? user.approvedAt.toISOString() : null,
  profileImageUrl: user.profileImageUrl,
  avatar: user.avatar,
});

/** Why a user may not be signed in right now, or null if they may. */
const signInRefusal = (user: CurrentUser): AppError | null => {
  if (!user.isActive) return new AppError('ACCOUNT_DISABLED', m.accountDeactivated);
  if (user.role === 'LISTENER' && user.listener?.isBlocked)
    return new AppError('ACCOUNT_DISABLED', m.listenerBlocked);
  return null;
};

export const createAuthService = (deps: AuthDeps) => {
  const { db, tokens, otp, mail, realtime } = deps;

  const issueToken = (user: CurrentUser) => tokens.sign(toAuthUser(user), user.tokenVersion);

  /**
   * Writes a new code (and the mail, if any) in one transaction; the mail is sent off the request path,
   * so neither the answer nor its timing tells whether an account exists (the branch that mails nobody
   * skips one insert). `SIGNUP_ACCOUNT_EXISTS` stores a code that counts toward the send limit but can
   * never be redeemed.
   */
  const sendOtp = async (
    email: string,
    purpose: OtpPurpose,
    mailKind: AuthMailKind | null,
    locale: Locale,
    signupRole?: SignupRole,
  ) => {
    const sent = await countOtpSendsSince(db, email, purpose, minutesAgo(OTP_SEND_WINDOW_MINUTES));
    if (sent >= OTP_MAX_SENDS) throw new AppError('RATE_LIMITED', m.otpTooManySends);
    const code = generateOtp();
    await db.transaction(async (tx) => {
      await insertOtp(tx, {
        email,
        purpose,
        codeHash: otp.hash(email, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * MINUTE_MS),
        consumed: mailKind === 'SIGNUP_ACCOUNT_EXISTS',
        signupRole,
      });
      if (mailKind)
        await mail.queue(
          withLocale(locale, () => authMail(mailKind, email, code)),
          tx,
        );
    });
    mail.wake();
  };

  /** Spends a try first, then compares; consumes the code on a match. */
  const redeemOtp = async (email: string, purpose: OtpPurpose, code: string, failure: AppError) => {
    const spent = await spendOtpAttempt(db, {
      email,
      purpose,
      maxAttempts: OTP_MAX_ATTEMPTS,
      now: new Date(),
    });
    if (spent === 'NO_TRIES_LEFT') throw new AppError('RATE_LIMITED', m.otpTooManyAttempts);
    if (spent === 'NO_CODE' || !otp.matches(email, code, spent.codeHash)) throw failure;
    if (!(await consumeOtp(db, spent.id))) throw failure;
    return spent;
  };

  const authenticateUntil = async (token: string): Promise<{ user: UserWithProfile; expiresAt: number }> => {
    const claims = await tokens.verify(token);
    if (!claims) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
    const user = await findUserById(db, claims.id);
    if (!user || user.deletedAt) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
    // The block or deactivation first, so the person is told why they were signed out.
    const refusal = signInRefusal(user);
    if (refusal) throw new AppError('UNAUTHENTICATED', refusal.message);
    if (user.tokenVersion !== claims.tv) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
    return { user, expiresAt: claims.exp * 1000 };
  };

  return {
    /** The same answer whether or not the email has an account; an existing owner is told by mail. */
    async startSignup(email: string, role: SignupRole) {
      const existing = await findUserByEmail(db, email);
      // A new sign-up's code in the language of the sign-up screen; an account's mail in the account's.
      const kind = existing ? 'SIGNUP_ACCOUNT_EXISTS' : 'SIGNUP_CODE';
      await sendOtp(email, 'SIGNUP', kind, existing?.locale ?? currentLocale(), role);
      return { message: m.otpSent };
    },

    /**
     * Creates the account with the role chosen at sign-up (kept on the code: a listener applicant or a
     * customer) and signs it in. The name defaults to the part of the email before @.
     */
    async verifyAccount(
      email: string,
      password: string,
      code: string,
      name?: string,
      consentVersion?: string,
    ) {
      // A stale notice is refused before the code is spent, so the person can agree and try again.
      if (consentVersion !== undefined) assertCurrentNoticeVersion(consentVersion);
      const failure = new AppError('OTP_INVALID', m.otpInvalid, { success: false });
      const redeemed = await redeemOtp(email, 'SIGNUP', code, failure);
      const role = redeemed.signupRole === 'CUSTOMER' ? 'CUSTOMER' : 'LISTENER';
      const passwordHash = await hashPassword(password);
      const created = await insertUser(
        db,
        // The account reads the language its sign-up was made in.
        { email, name: name ?? email.split('@')[0] ?? email, passwordHash, role, locale: currentLocale() },
        deps.defaultCoinsPerMinute,
      );
      if (!created) throw new AppError('CONFLICT', m.accountExists);
      const user = await findUserById(db, created.id);
      if (!user) throw new Error('Created user not found');
      // Issue 25: the agreement given on the sign-up screen, with its version and time.
      if (consentVersion !== undefined) await recordCurrentConsent(db, user.id, consentVersion, new Date());
      return { success: true as const, token: await issueToken(user), message: m.accountCreated };
    },

    /**
     * The attempt is counted per account and source before the password is checked, so parallel
     * guesses cannot outrun the limit; a source that used up its tries waits, other sources (the
     * owner elsewhere) can still sign in.
     */
    async login(email: string, password: string, ip: string) {
      const counted = await reserveLoginAttempt(db, {
        email,
        ip,
        since: minutesAgo(LOGIN_WINDOW_MINUTES),
        maxFailures: LOGIN_MAX_FAILURES,
      });
      if (!counted) throw new AppError('RATE_LIMITED', m.tooManyLoginAttempts);
      const user = await findUserByEmail(db, email);
      const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
      if (!user || !ok) {
        if (!user) await burnPasswordCheck(password);
        throw new AppError('INVALID_CREDENTIALS', m.invalidCredentials);
      }
      await clearLoginFailures(db, email, ip);
      const refusal = signInRefusal(user);
      if (refusal) throw refusal;
      // Two-step sign-in on: the password was right, the token waits for the code (signInWithCode).
      if (user.twoFactorEnabled) {
        return {
          twoFactorRequired: true as const,
          challenge: await deps.twoFactor.issueChallenge(user.id, user.tokenVersion),
        };
      }
      return { token: await issueToken(user) };
    },

    /**
     * The step after the password: the challenge /auth/login answered with, and an app code or a
     * recovery code (tries counted per account before the comparison; a used code is refused).
     */
    async signInWithCode(challenge: string, code: string) {
      const { userId, tokenVersion } = await deps.twoFactor.readChallenge(challenge);
      const user = await findUserById(db, userId);
      // A password change or sign-out everywhere since the password step voids the challenge.
      if (!user || user.deletedAt || user.tokenVersion !== tokenVersion)
        throw new AppError('UNAUTHENTICATED', messages.twoFactor.challengeExpired);
      const refusal = signInRefusal(user);
      if (refusal) throw refusal;
      // Turned off since the password step: that step asked for no code, so the password is asked again.
      if (!user.twoFactorEnabled) throw new AppError('UNAUTHENTICATED', messages.twoFactor.challengeExpired);
      await deps.twoFactor.verifySecondFactor(user.id, code);
      return { token: await issueToken(user) };
    },

    /** A fresh token for the account (after a change that ended its other sign-ins). */
    async tokenFor(userId: string) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
      return issueToken(user);
    },

    /**
     * Ends every other sign-in: their tokens (token version) and their open sockets. The sockets of the
     * sign-in that asked stay connected; it gets a fresh token.
     */
    async changePassword(userId: string, password: string, currentToken: string) {
      const tokenVersion = await updatePassword(db, userId, await hashPassword(password));
      realtime.signOut(userId, m.passwordChangedElsewhere, { keepToken: currentToken });
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
      return { message: m.passwordChanged, token: await tokens.sign(toAuthUser(user), tokenVersion) };
    },

    /** Same answer whether or not the account exists; the send limit counts either way. */
    async forgotPassword(email: string) {
      const user = await findUserByEmail(db, email);
      const kind = user && !signInRefusal(user) ? 'RESET_CODE' : null;
      await sendOtp(email, 'PASSWORD_RESET', kind, user?.locale ?? currentLocale());
      return { message: m.resetSent };
    },

    async resetPassword(email: string, code: string, password: string) {
      await redeemOtp(email, 'PASSWORD_RESET', code, new AppError('OTP_INVALID', m.otpInvalid));
      const user = await findUserByEmail(db, email);
      if (!user) throw new AppError('OTP_INVALID', m.otpInvalid);
      await updatePassword(db, user.id, await hashPassword(password));
      realtime.signOut(user.id, m.passwordChangedElsewhere);
      await clearAllLoginFailures(db, email);
      return { message: m.passwordReset };
    },

    /** True when a live account has exactly this password (start-up checks; counts no attempt). */
    async acceptsPassword(email: string, password: string) {
      const user = await findUserByEmail(db, email);
      return Boolean(
        user?.passwordHash && user.isActive && (await verifyPassword(user.passwordHash, password)),
      );
    },

    async me(user: CurrentUser) {
      return {
        user: toAuthUser(user),
        token: await issueToken(user),
        locale: user.locale,
        privacyConsentVersion: await latestConsentVersion(db, user.id),
        twoFactorEnabled: user.twoFactorEnabled,
      };
    },

    /** The language the account reads from now on; the answer is said in it. */
    async setLocale(user: CurrentUser, locale: Locale) {
      await updateUserLocale(db, user.id, locale);
      return withLocale(locale, () => ({ message: messages.common.localeSaved, locale }));
    },

    /**
     * Resolves a bearer token to a live user, or throws 401. Runs on every signed-in request, so a
     * deactivation, a block or a password change takes effect at once.
     */
    authenticate: async (token: string): Promise<UserWithProfile> => (await authenticateUntil(token)).user,

    /** authenticate, plus when the token expires (ms since the epoch), for a caller that remembers it. */
    authenticateUntil,

    /** Creates an admin unless the email exists; never overwrites. Returns true if created. */
    async ensureUser(input: {
      email: string;
      password: string;
      name: string;
      role: Role;
      approved?: boolean;
      gender?: Gender;
      age?: number;
    }) {
      if (await findUserByEmail(db, input.email)) return false;
      const created = await insertUser(
        db,
        {
          email: input.email,
          name: input.name,
          passwordHash: await hashPassword(input.password),
          role: input.role,
          approvedAt: input.approved ? new Date() : null,
          gender: input.gender ?? null,
          age: input.age ?? null,
        },
        deps.defaultCoinsPerMinute,
      );
      return Boolean(created);
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
