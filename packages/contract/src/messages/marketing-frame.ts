import { PRODUCT_NAME } from '../constants.ts';
import { localized } from '../i18n/localized.ts';

/**
 * The public pages' header and footer, and the skip link: on the first load of `/` and `/login`, so a
 * small group of their own, apart from the console's frame (`shell`).
 */
export const marketingFrameMessages = localized('marketingFrame', {
  skipToContent: 'Skip to content',
  marketing: {
    sections: 'Sections',
    openConsole: 'Open console',
    signIn: 'Sign in',
    getStarted: 'Get started',
    tagline: 'Someone to talk to, whenever it matters. Kind listeners, paid fairly for their time.',
    product: 'Product',
    listeners: 'Listeners',
    becomeListener: 'Become a listener',
    resetPassword: 'Reset password',
    support: 'Support',
    contactUs: 'Contact us',
    /** Issue 25: the footer's link to the privacy notice. */
    privacyNotice: 'Privacy notice',
    copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
  },
} as const);
