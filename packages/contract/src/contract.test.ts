import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  LANGUAGES,
  buildPath,
  canDecideApplication,
  isProfileEditable,
  type Endpoint,
  endpoints,
  loginBodySchema,
  messages,
  routes,
  verifyAccountBodySchema,
} from './index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('contract', () => {
  it('lists the 30 languages of the spec and the 36 states and union territories', () => {
    expect(LANGUAGES).toHaveLength(30);
    expect(new Set(LANGUAGES).size).toBe(30);
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it('normalises emails and gives the spec messages', () => {
    expect(loginBodySchema.parse({ email: ' A@B.Test ', password: 'x' }).email).toBe('a@b.test');
    expect(firstMessage(loginBodySchema.safeParse({ email: '', password: 'x' }))).toBe(
      messages.validation.emailRequired,
    );
    expect(firstMessage(loginBodySchema.safeParse({ email: 'a@b.test', password: '' }))).toBe(
      messages.validation.passwordRequired,
    );
    const verify = (otp: unknown, password = 'secret1') =>
      firstMessage(verifyAccountBodySchema.safeParse({ email: 'a@b.test', password, otp }));
    expect(verify('')).toBe(messages.validation.otpRequired);
    expect(verify('1234567')).toBe(messages.validation.otpLength);
    expect(verify('12345a')).toBe(messages.validation.otpLength);
    expect(verify('123456', '12345')).toBe('Password must be at least 6 characters long');
    expect(verify('123456')).toBeUndefined();
  });

  it('keeps the spec routes to the letter, typos included', () => {
    expect(routes.listener.withdrawals).toBe('/dashboard/withdrawls');
    expect(routes.listener.sessionRequests).toBe('/dashboard/sesion-requests');
    expect(routes.admin.withdrawalRequests).toBe('/dashboard/withdrawal-request');
  });

  it('has one entry per endpoint path and method', () => {
    const keys = Object.values(endpoints).flatMap((group) =>
      Object.values(group as Record<string, Endpoint>).map((e) => `${e.method} ${e.path}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /auth/verify-account');
  });

  it('fills path parameters and refuses a missing one', () => {
    expect(buildPath('/admin/users/:id/status', { id: 'a b' })).toBe('/admin/users/a%20b/status');
    expect(() => buildPath('/admin/users/:id')).toThrow(/id/);
  });

  it('moves applications only forward: PENDING -> Processing -> decided, and a decision is final', () => {
    expect(canDecideApplication('PENDING', 'UNDER_REVIEW')).toBe(true);
    expect(canDecideApplication('PENDING', 'APPROVED')).toBe(true);
    expect(canDecideApplication('UNDER_REVIEW', 'REJECTED')).toBe(true);
    expect(canDecideApplication('UNDER_REVIEW', 'UNDER_REVIEW')).toBe(false);
    expect(canDecideApplication('APPROVED', 'REJECTED')).toBe(false);
    expect(canDecideApplication('REJECTED', 'APPROVED')).toBe(false);
  });

  it('lets the applicant edit only while PENDING; a missing status is locked', () => {
    expect(isProfileEditable('PENDING')).toBe(true);
    expect(isProfileEditable('UNDER_REVIEW')).toBe(false);
    expect(isProfileEditable('APPROVED')).toBe(false);
    expect(isProfileEditable(null)).toBe(false);
    expect(isProfileEditable(undefined)).toBe(false);
  });
});
