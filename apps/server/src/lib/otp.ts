import crypto from 'node:crypto';
import { OTP_LENGTH } from '@app/contract';

/** A uniformly random numeric code from the CSPRNG. */
export const generateOtp = (): string =>
  crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

/** Codes are stored as a keyed hash so a database leak does not reveal live codes. */
export const createOtpHasher = (secret: string) => {
  const key = crypto.createHash('sha256').update(`otp:${secret}`).digest();
  const hashOtp = (email: string, code: string): string =>
    crypto.createHmac('sha256', key).update(`${email}\n${code}`).digest('base64url');
  return {
    hash: hashOtp,
    matches: (email: string, code: string, expected: string): boolean => {
      const actual = Buffer.from(hashOtp(email, code));
      const wanted = Buffer.from(expected);
      return actual.length === wanted.length && crypto.timingSafeEqual(actual, wanted);
    },
  };
};
export type OtpHasher = ReturnType<typeof createOtpHasher>;
