import { localized } from '../i18n/localized.ts';
// Client fallbacks from the spec's error catalogue (§8).
export const clientMessages = localized('client', {
  loginFailed: 'Login failed. Please try again.',
  networkError: 'Network error. Please try again.',
  changePasswordFailed: 'Failed to change password',
  passwordUpdatedToast: 'Password updated successfuly',
  passwordChangedAlert: 'Password changed successfully',
  unknownError: 'Unknown error occurred',
  noResults: 'No results.',
} as const);
