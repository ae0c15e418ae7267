import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES, type ErrorCode } from '@app/contract';
import { AppError } from '../errors.ts';
import { verifyPassword } from './password.ts';

/**
 * Step-up (issue 25): a signed-in person proves again that it is them before an action a stolen token
 * or a stolen password alone must not be enough for (changing payout details, deleting the account).
 * The password, its wrong tries counted per account and per action like sign-in failures (so a stolen
 * token cannot guess it, and the two limits stay apart), then the second step when the account has one
 * (its own tries, modules/two-factor). Run before any transaction: argon2 is slow and no row is locked
 * meanwhile. Throws a 4xx with the action's own words; nothing is changed. In lib/ with its storage and
 * the second step given (app.ts wires the auth module's tries and the two-factor check), so the
 * modules that use it (listeners, users) do not depend on the auth module, which depends on them.
 */
export type StepUpCredentials = { password?: string | undefined; twoFactorCode?: string | undefined };

/** The action's own words for each refusal, and the status a wrong password or code gets. */
export type StepUpWording = {
  /** The source key the action's wrong passwords are counted under (never a sign-in's IP). */
  source: string;
  refusal: ErrorCode;
  noPassword: string;
  passwordRequired: string;
  passwordWrong: string;
  tooManyTries: string;
  codeRequired: string;
  codeWrong: string;
};

type Account = { id: string; email: string | null; passwordHash: string | null };

type StepUpDeps = {
  /** Counts a try for (email, source) before the check; false once the window's are used up. */
  reserveTry: (input: { email: string; ip: string; since: Date; maxFailures: number }) => Promise<boolean>;
  /** A right password: that source starts afresh. */
  clearTries: (email: string, source: string) => Promise<void>;
  /** Resolves when the account has no second step or `code` is right for it (modules/two-factor). */
  verifySecondFactor: (userId: string, code: string | undefined) => Promise<void>;
};

export const createStepUp = ({ reserveTry, clearTries, verifySecondFactor }: StepUpDeps) => {
  return async (account: Account, credentials: StepUpCredentials, words: StepUpWording) => {
    const { passwordHash, email } = account;
    if (!passwordHash || !email) throw new AppError('VALIDATION_ERROR', words.noPassword);
    if (!credentials.password) throw new AppError('VALIDATION_ERROR', words.passwordRequired);
    const counted = await reserveTry({
      email,
      ip: words.source,
      since: new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000),
      maxFailures: LOGIN_MAX_FAILURES,
    });
    if (!counted) throw new AppError('RATE_LIMITED', words.tooManyTries);
    if (!(await verifyPassword(passwordHash, credentials.password))) {
      throw new AppError(words.refusal, words.passwordWrong);
    }
    await clearTries(email, words.source);
    try {
      await verifySecondFactor(account.id, credentials.twoFactorCode || undefined);
    } catch (error) {
      // A missing or wrong code in the action's words; too many wrong codes stay the 429 they are.
      if (error instanceof AppError && error.code === 'VALIDATION_ERROR') {
        throw new AppError(words.refusal, words.codeRequired);
      }
      if (error instanceof AppError && error.code === 'OTP_INVALID') {
        throw new AppError(words.refusal, words.codeWrong);
      }
      throw error;
    }
  };
};

export type StepUp = ReturnType<typeof createStepUp>;
