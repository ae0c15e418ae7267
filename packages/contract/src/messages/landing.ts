import { PRODUCT_NAME } from '../constants.ts';
import { localized } from '../i18n/localized.ts';

/** The public landing page and the hero's drawing of the listener console. */
export const landingMessages = localized('landing', {
  pageTitle: `${PRODUCT_NAME} · Earn by listening`,
  sections: {
    features: 'Features',
    howItWorks: 'How it works',
    earnings: 'Earnings',
    talk: 'Need to talk?',
  },
  /** The spec's marketing counts, word for word ("10k+ listeners, 4.9 rating"). */
  stats: {
    listeners: 'listeners',
    rating: 'average rating',
    perHour: 'per hour',
  },
  customerPoints: {
    privateTitle: 'Private and safe',
    privateText: 'Listeners never see your phone number or email, and contact details are hidden in chat.',
    payTitle: 'Pay by the minute',
    payText: 'Buy coins once and see each listener’s rate before you start. The first seconds are free.',
    languageTitle: 'In your language',
    languageText: (count: number) =>
      `Find someone who speaks your language: ${count} languages, from Hindi and English to Tamil and Bhojpuri.`,
  },
  features: {
    chatTitle: 'Chat or audio, your choice',
    chatText: 'Take sessions by chat or voice call, right from your browser. No extra app to install.',
    hoursTitle: 'Your hours, your pace',
    hoursText:
      'Go online when it suits you. Accept the requests you want and close the ones you cannot take.',
    paidTitle: 'Paid for every minute',
    paidText:
      'Coins are credited for every minute of a session. Withdraw your earnings straight to your UPI id.',
    privateTitle: 'Private and safe',
    privateText:
      'Customers never see your phone number or documents. Every listener is reviewed before the first session.',
    languagesTitle: (count: number) => `${count} Indian languages`,
    languagesText:
      'Listen in the languages you speak best, from Hindi and English to Tamil, Bengali and Marathi.',
    supportTitle: 'Support behind you',
    supportText: 'A team that answers listeners quickly, for payouts, sessions and anything in between.',
  },
  steps: {
    signUpTitle: 'Sign up with your email',
    signUpText: 'We send you a 6-digit code. Enter it with a password and your account is ready.',
    profileTitle: 'Complete your profile',
    profileText: 'Add your languages, a photo and an ID proof so customers can trust you.',
    approvedTitle: 'Get approved',
    approvedText: 'Our team reviews your application. You see its status in your console.',
    earnTitle: 'Start earning',
    earnText: 'Accept session requests, listen with care, and withdraw what you earn.',
  },
  heroBadge: 'Now welcoming listeners across India',
  heroTitle: 'Get paid to do what you do best:',
  heroTitleAccent: 'listen.',
  heroText: `${PRODUCT_NAME} connects people who need someone to talk to with kind, caring listeners. Take chat and audio sessions from home, on your own hours, and earn ₹100-150 per hour.`,
  getStarted: 'Get started',
  signIn: 'Sign in',
  needToTalk: 'Need someone to talk to?',
  joinAsCustomer: 'Join as a customer',
  featuresTitle: 'Everything you need to listen well',
  featuresText: 'A calm console built for listeners: requests, sessions, earnings and payouts in one place.',
  stepsTitle: 'From sign-up to first session',
  stepsText: 'Four steps, all from your phone or laptop.',
  earningsTitle: 'Earn ₹100-150 every hour you listen',
  earningsText:
    'Customers pay per minute for your time. Your share is credited as coins the moment a session ends, and you can withdraw to your UPI id whenever you like.',
  earningsPoints: {
    rate: 'Clear per-minute rate for every session',
    history: 'Every coin you earn listed in your earnings history',
    withdrawals: 'Withdrawals paid to your UPI id',
  },
  exampleTitle: 'A busy hour of sessions',
  exampleMinutes: 'Minutes in session',
  examplePerMinute: 'Customer pays per minute',
  exampleCoins: (coins: number) => `${coins} coins`,
  exampleShare: 'Your share',
  exampleEarn: 'You earn',
  exampleNote: '1 coin = ₹1. Rates are set per listener.',
  talkTitle: 'Need someone to talk to?',
  talkText:
    'Talk to a kind, trained listener by chat or call, whenever you need it. No judgement, no appointments.',
  findListener: 'Find a listener',
  ctaTitle: "Ready to be someone's good listener?",
  ctaText: 'Help people across India feel heard, and earn for it. It takes a few minutes to apply.',
  talkToUs: 'Talk to us',
  preview: {
    sessionKind: 'Chat session · Hindi',
    customerFirst: 'I had a really rough week at work and just needed to say it out loud.',
    listenerReply: "I'm glad you did. Take your time, I'm listening.",
    customerThanks: 'Thank you. That already helps.',
    chat: 'Chat',
    audio: 'Audio',
    perMinute: 'Per minute',
    earned: 'Earned this session',
    earnedCoins: (coins: number) => `+${coins} coins`,
  },
} as const);
