import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_SEND_WINDOW_MINUTES,
  OTP_TTL_MINUTES,
  PRODUCT_NAME,
  messages,
  type AuthUser,
  type Gender,
  type Role,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { generateOtp, type OtpHasher } from '../../lib/otp.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password.ts';
import type { TokenService } from '../../lib/tokens.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updatePassword,
  type UserWithProfile,
} from '../users/users.repository.ts';
import {
  clearLoginFailures,
  consumeOtp,
  countLoginFailuresSince,
  countOtpSendsSince,
  findLatestUnusedOtp,
  insertLoginFailure,
  insertOtp,
  recordWrongOtp,
  type OtpPurpose,
} from './auth.repository.ts';

export type AuthDeps = {
  db: Db;
  tokens: TokenService;
  otp: OtpHasher;
  mailer: Mailer;
  defaultCoinsPerMinute: number;
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
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
const signInRefusal = (user: UserWithProfile): AppError | null => {
  if (!user.isActive) return new AppError('ACCOUNT_DISABLED', m.accountDeactivated);
  if (user.role === 'LISTENER' && user.listener?.isBlocked)
    return new AppError('ACCOUNT_DISABLED', m.listenerBlocked);
  return null;
};

export const createAuthService = (deps: AuthDeps) => {
  const { db, tokens, otp, mailer } = deps;

  const issueToken = (user: CurrentUser) => tokens.sign(toAuthUser(user), user.tokenVersion);

  const sendOtp = async (email: string, purpose: OtpPurpose, deliver: boolean) => {
    const sent = await countOtpSendsSince(db, email, purpose, minutesAgo(OTP_SEND_WINDOW_MINUTES));
    if (sent >= OTP_MAX_SENDS) throw new AppError('RATE_LIMITED', m.otpTooManySends);
    const code = generateOtp();
    await insertOtp(db, {
      email,
      purpose,
      codeHash: otp.hash(email, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    });
    if (!deliver) return;
    const what = purpose === 'SIGNUP' ? 'verify your account' : 'reset your password';
    await mailer.send({
      to: email,
      subject: `${PRODUCT_NAME}: your code is ${code}`,
      text: `Your ${PRODUCT_NAME} code to ${what} is ${code}.\n\nIt is valid for ${OTP_TTL_MINUTES} minutes and can be used once. If you did not ask for it, ignore this mail.`,
    });
  };

  /** Checks a code against the newest unused one; consumes it on success. */
  const redeemOtp = async (email: string, purpose: OtpPurpose, code: string, failure: AppError) => {
    const row = await findLatestUnusedOtp(db, email, purpose);
    if (!row || row.expiresAt.getTime() <= Date.now()) throw failure;
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('RATE_LIMITED', m.otpTooManyAttempts);
    if (!otp.matches(email, code, row.codeHash)) {
      const attempts = await recordWrongOtp(db, row.id, OTP_MAX_ATTEMPTS);
      if (attempts === undefined) throw new AppError('RATE_LIMITED', m.otpTooManyAttempts);
      throw failure;
    }
    if (!(await consumeOtp(db, row.id))) throw failure;
  };

  return {
    async startSignup(email: string) {
      if (await findUserByEmail(db, email)) throw new AppError('CONFLICT', m.accountExists);
      await sendOtp(email, 'SIGNUP', true);
      return { message: m.otpSent };
    },

    /** Creates the listener account (an applicant) and signs it in. */
    async verifyAccount(email: string, password: string, code: string) {
      const failure = new AppError('OTP_INVALID', m.otpInvalid, { success: false });
      await redeemOtp(email, 'SIGNUP', code, failure);
      const passwordHash = await hashPassword(password);
      const created = await insertUser(
        db,
        { email, name: email.split('@')[0] ?? email, passwordHash, role: 'LISTENER' },
        deps.defaultCoinsPerMinute,
      );
      if (!created) throw new AppError('CONFLICT', m.accountExists);
      const user = await findUserById(db, created.id);
      if (!user) throw new Error('Created user not found');
      return { success: true as const, token: await issueToken(user), message: m.accountCreated };
    },

    async login(email: string, password: string, ip: string) {
      if (
        (await countLoginFailuresSince(db, email, minutesAgo(LOGIN_WINDOW_MINUTES))) >= LOGIN_MAX_FAILURES
      ) {
        throw new AppError('RATE_LIMITED', m.tooManyLoginAttempts);
      }
      const user = await findUserByEmail(db, email);
      const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
      if (!user || !ok) {
        if (!user) await burnPasswordCheck(password);
        await insertLoginFailure(db, email, ip);
        throw new AppError('INVALID_CREDENTIALS', m.invalidCredentials);
      }
      const refusal = signInRefusal(user);
      if (refusal) throw refusal;
      await clearLoginFailures(db, email);
      return { token: await issueToken(user) };
    },

    async changePassword(userId: string, password: string) {
      const tokenVersion = await updatePassword(db, userId, await hashPassword(password));
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
      return { message: m.passwordChanged, token: await tokens.sign(toAuthUser(user), tokenVersion) };
    },

    /** Same answer whether or not the account exists; the send limit counts either way. */
    async forgotPassword(email: string) {
      const user = await findUserByEmail(db, email);
      await sendOtp(email, 'PASSWORD_RESET', Boolean(user && !signInRefusal(user)));
      return { message: m.resetSent };
    },

    async resetPassword(email: string, code: string, password: string) {
      await redeemOtp(email, 'PASSWORD_RESET', code, new AppError('OTP_INVALID', m.otpInvalid));
      const user = await findUserByEmail(db, email);
      if (!user) throw new AppError('OTP_INVALID', m.otpInvalid);
      await updatePassword(db, user.id, await hashPassword(password));
      await clearLoginFailures(db, email);
      return { message: m.passwordReset };
    },

    async me(user: CurrentUser) {
      return { user: toAuthUser(user), token: await issueToken(user) };
    },

    /**
     * Resolves a bearer token to a live user, or throws 401. Runs on every signed-in request, so a
     * deactivation, a block or a password change takes effect at once.
     */
    async authenticate(token: string): Promise<UserWithProfile> {
      const claims = await tokens.verify(token);
      if (!claims) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
      const user = await findUserById(db, claims.id);
      if (!user || user.deletedAt) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
      // The block or deactivation first, so the person is told why they were signed out.
      const refusal = signInRefusal(user);
      if (refusal) throw new AppError('UNAUTHENTICATED', refusal.message);
      if (user.tokenVersion !== claims.tv) throw new AppError('UNAUTHENTICATED', m.sessionExpired);
      return user;
    },

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
