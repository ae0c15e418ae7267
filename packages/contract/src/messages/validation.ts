import { localized } from '../i18n/localized.ts';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';

export const validationMessages = localized('validation', {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  otpRequired: 'OTP is required',
  otpLength: `OTP must be ${OTP_LENGTH} digits`,
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
} as const);
