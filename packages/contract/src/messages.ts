// Every user-facing text that both sides need, in one place. Texts quoted in the spec are kept to
// the letter (including its spelling, e.g. 'successfuly').

export const messages = {
  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    otpRequired: 'OTP is required',
    otpLength: 'OTP must be 6 digits',
    passwordMin: 'Password must be at least 6 characters long',
    fillAllFields: 'Please fill in all fields',
    passwordsDoNotMatch: 'Passwords do not match',
  },
  auth: {
    otpSent: 'OTP sent to your email. It is valid for 10 minutes.',
    accountExists: 'An account with this email already exists. Please sign in instead.',
    accountCreated: 'Account verified successfully',
    otpInvalid: 'Invalid or expired OTP. Please check the code or request a new one.',
    otpTooManyAttempts: 'Too many wrong codes. Please request a new OTP.',
    otpTooManySends: 'Too many OTP requests for this email. Please wait 10 minutes and try again.',
    invalidCredentials: 'Invalid email or password',
    tooManyLoginAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
    tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
    accountDeactivated: 'Your account has been deactivated. Please contact support.',
    listenerBlocked: 'Your listener account has been blocked. Please contact support.',
    unauthenticated: 'Please sign in to continue.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have permission to do this.',
    passwordChanged: 'Password changed successfully',
    resetSent: 'If an account exists for this email, we sent a code to reset the password.',
    passwordReset: 'Your password has been reset. You can sign in now.',
  },
  http: {
    notFound: 'Not found',
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request is too large.',
    invalidRequest: 'The request is not valid.',
    bodyRequired: 'The request body must be a JSON object.',
    internal: 'Something went wrong on our side. Please try again.',
    unsupportedMediaType: 'Unsupported content type.',
  },
  // Client fallbacks from the spec's error catalogue (§8).
  client: {
    loginFailed: 'Login failed. Please try again.',
    networkError: 'Network error. Please try again.',
    changePasswordFailed: 'Failed to change password',
    passwordUpdatedToast: 'Password updated successfuly',
    passwordChangedAlert: 'Password changed successfully',
    unknownError: 'Unknown error occurred',
    noResults: 'No results.',
  },
} as const;
