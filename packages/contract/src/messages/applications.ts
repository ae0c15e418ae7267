import { localized } from '../i18n/localized.ts';
export const applicationsMessages = localized('applications', {
  notFound: 'Application not found',
  statusInvalid: 'Status must be UNDER_REVIEW, APPROVED or REJECTED',
  incomplete: 'This application is not complete yet, so it cannot be decided.',
  alreadyDecided: 'This application has already been decided.',
  approved: 'Application approved',
  rejected: 'Application rejected',
  reasonRequired: 'Please give a reason for the rejection.',
  reasonTooLong: (max: number) => `The reason can be at most ${max} characters.`,
  underReview: 'Application marked as processing',
} as const);
