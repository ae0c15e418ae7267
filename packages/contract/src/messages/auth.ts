import { localized } from '../i18n/localized.ts';
import { LOGIN_WINDOW_MINUTES, OTP_SEND_WINDOW_MINUTES, OTP_TTL_MINUTES } from '../constants.ts';

export const authMessages = localized('auth', {
  otpSent: `OTP sent to your email. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  accountExists: 'An account with this email already exists. Please sign in instead.',
  accountCreated: 'Account verified successfully',
  otpInvalid: 'Invalid or expired OTP. Please check it or request a new one.',
  otpTooManyAttempts: 'Too many wrong OTPs. Please request a new one.',
  otpTooManySends: `Too many OTP requests for this email. Please wait ${OTP_SEND_WINDOW_MINUTES} minutes and try again.`,
  invalidCredentials: 'Invalid email or password',
  tooManyLoginAttempts: `Too many failed sign-in attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes or reset your password.`,
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  accountDeactivated: 'Your account has been deactivated. Please contact support.',
  listenerBlocked: 'Your listener account has been blocked. Please contact support.',
  unauthenticated: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notApproved: 'Your application has not been approved yet. Complete your profile and wait for the review.',
  passwordChanged: 'Password changed successfully',
  passwordChangedElsewhere: 'Your password was changed. Please sign in with the new password.',
  resetSent: 'If an account exists for this email, we sent an OTP to reset the password.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  /** Sign-up's role (schemas/auth.ts SELF_SIGNUP_ROLES). */
  roleInvalid: 'role must be LISTENER or CUSTOMER',
} as const);
