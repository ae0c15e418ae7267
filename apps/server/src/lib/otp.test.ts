import { describe, expect, it } from 'vitest';
import { createOtpHasher, generateOtp } from './otp.ts';

describe('OTP codes', () => {
  it('are 6 digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('are stored as a keyed hash bound to the email', () => {
    const hasher = createOtpHasher('server-secret');
    const stored = hasher.hash('a@b.test', '123456');
    expect(stored).not.toContain('123456');
    expect(hasher.matches('a@b.test', '123456', stored)).toBe(true);
    expect(hasher.matches('a@b.test', '123457', stored)).toBe(false);
    expect(hasher.matches('c@d.test', '123456', stored)).toBe(false);
    expect(createOtpHasher('other-secret').matches('a@b.test', '123456', stored)).toBe(false);
  });
});
