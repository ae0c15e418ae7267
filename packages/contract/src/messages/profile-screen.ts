import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
import { APPLICATION_REVIEW_WORKING_DAYS } from '../constants.ts';

const fieldsLeft = (count: number) =>
  `${formatNumber(count, {}, 'en')} ${count === 1 ? 'field' : 'fields'} left`;
/**
 * The listener's own profile page and its 'Application Status' card. Its own group, apart from
 * `profile` (the API's texts, on every signed-in page's first load).
 */
export const profileScreenMessages = localized('profileScreen', {
  title: 'Profile',
  description: 'Your listener application and public profile',
  loading: 'Loading profile',
  readOnly: 'Read-only',
  unsavedChanges: 'You have unsaved changes.',
  everyFieldRequired:
    'Every field is required. You can edit your application until an admin starts reviewing it.',
  saving: 'Saving...',
  save: 'Save Profile',
  statusCardTitle: 'Application Status',
  statusUnknown: 'Unknown',
  statusLabels: {
    PENDING: 'Pending Review',
    UNDER_REVIEW: 'Under Review',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
  },
  fieldsLeft,
  stepCompleteTitle: 'Complete your profile',
  stepCompleteFieldsLeft: (count: number) =>
    `${fieldsLeft(count)}: fill them in, upload your photo and ID proof, and press Save Profile.`,
  stepCompleteText: 'Fill in every field, upload your photo and ID proof, and press Save Profile.',
  stepReviewTitle: 'Admin review',
  stepReviewDone: 'An admin checked your details and documents.',
  stepReviewing: 'An admin is checking your details and documents.',
  stepReviewUpcoming:
    'An admin checks your details and documents. You can still edit until the review starts.',
  stepApprovalTitle: 'Approval',
  stepApprovalRejected:
    'Your application was rejected. You can apply again with the changes the reason asks for.',
  stepApprovalText: 'Once approved, sessions, earnings and withdrawals open in your console.',
  /** A step's state, read out after its title. */
  stepStates: {
    done: 'done',
    current: 'in progress',
    upcoming: 'next',
    failed: 'not approved',
  },
  summaryPendingSubmitted: `Your application is complete and waiting for an admin. Reviews usually take up to ${APPLICATION_REVIEW_WORKING_DAYS} working days. You can still change it until the review starts.`,
  summaryPendingUnfinished: (count: number) =>
    `Finish your application: ${fieldsLeft(count)}. An admin reviews it once every field is saved.`,
  summaryUnderReview: `An admin is reviewing your application. Reviews usually take up to ${APPLICATION_REVIEW_WORKING_DAYS} working days. You will be able to take sessions once it is approved.`,
  summaryApproved: 'You are an approved listener. Every screen of the console is open to you.',
  summaryRejected:
    'Your application was rejected. You can apply again: reopen your application, change what the reason below asks for, and save it; an admin then reviews it afresh.',
  summaryUnknown: 'Your application status is not known. Please contact admin.',
  rejectionReasonLabel: 'Reason given by the admin',
  nextSteps: 'Next steps',
  openDashboard: 'Open your dashboard',
  reopening: 'Reopening...',
  applyAgain: 'Apply again',
  /** The support address is shown as a link where {email} stands. */
  questions: (email: string) => `Questions? Write to ${email}.`,
} as const);
