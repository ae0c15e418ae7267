import { PRODUCT_NAME } from '../constants.ts';
import { localized } from '../i18n/localized.ts';

/** The account, settings, welcome (after sign-up) and contact pages. */
export const accountScreensMessages = localized('accountScreens', {
  roles: { ADMIN: 'Admin', LISTENER: 'Listener', CUSTOMER: 'Customer' },
  name: 'Name',
  email: 'Email',
  role: 'Role',
  changePassword: 'Change Password',
  account: {
    title: 'Account',
    description: 'The account you are signed in with',
    blockedTitle: 'Blocked customers',
    blockedDescription:
      'Customers you blocked cannot ask you for a session. Unblock someone to let them ask again.',
  },
  settings: {
    title: 'Settings',
    description: 'Choose who you talk to.',
    blockedTitle: 'Blocked listeners',
    blockedDescription:
      'Listeners you blocked are hidden from your list and cannot be asked for a session. Unblock someone to see them again.',
  },
  welcome: {
    tabListener: `Welcome · ${PRODUCT_NAME}`,
    tabOther: `Your account · ${PRODUCT_NAME}`,
    greetingNamed: (firstName: string) => `Welcome, ${firstName}!`,
    greeting: `Welcome to ${PRODUCT_NAME}!`,
    listenerReady: 'Your account is ready. Three steps and you can take your first session.',
    signedIn: `You are signed in to ${PRODUCT_NAME}.`,
    profileTitle: 'Complete your profile',
    profileText: 'Tell us about yourself, the languages you speak, and add a photo and an ID proof.',
    approvedTitle: 'Get approved',
    approvedText: 'An admin reviews your application and approves it.',
    listenTitle: 'Start listening',
    listenText: 'Accept chat and audio sessions and earn coins for every minute.',
    /** A numbered step: '1. Get approved'. */
    step: (number: number, title: string) => `${number}. ${title}`,
    completeProfile: 'Complete your profile',
    openDashboard: 'Open your dashboard',
  },
  contact: {
    tabTitle: `Contact support · ${PRODUCT_NAME}`,
    title: 'Contact support',
    intro: `Real people read every message. Write from the email you use with ${PRODUCT_NAME} so we can find your account straight away.`,
    emailUs: 'Email us',
    emailUsText: 'For anything about your account, sessions or payouts.',
    writeEmail: 'Write an email',
    include: 'What to include',
    applicationsTitle: 'Listener applications',
    applicationsText: 'Questions about your application or its review. Tell us the email you signed up with.',
    earningsTitle: 'Earnings and withdrawals',
    earningsText:
      'A payout that has not arrived, or coins that look wrong. Add the date of the withdrawal request.',
    signInTitle: 'Signing in',
    signInText: 'Locked out or deactivated? Write to us. Forgot your password? You can reset it yourself.',
    resetLink: 'Reset your password',
  },
} as const);
