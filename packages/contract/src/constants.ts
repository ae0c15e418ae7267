// Business constants shared by server and web. Figures come from the spec (§9) and product rules.

export const API_PREFIX = '/api/v1';
export const SOCKET_PATH = '/socket.io';

export const ROLES = ['ADMIN', 'LISTENER', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

export const APPLICATION_STATUSES = ['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const SESSION_MODES = ['AUDIO', 'CHAT'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
/** Wrong tries allowed on one code; the next try needs a new code. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes that may be sent to one email within OTP_SEND_WINDOW_MINUTES. */
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MINUTES = 10;
/** Failed sign-ins per account within LOGIN_WINDOW_MINUTES before the account is paused. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;

export const AUTH_STORAGE_KEY = 'sms';
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const MOBILE_BREAKPOINT_PX = 768;

export const MESSAGE_CLEAR_MS = 3000;
export const QUERY_RETRIES = 3;
export const QUERY_GC_MS = 5 * 60 * 1000;

export const LANGUAGES = [
  'Hindi',
  'English',
  'Bengali',
  'Telugu',
  'Marathi',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
  'Maithili',
  'Sanskrit',
  'Nepali',
  'Konkani',
  'Sindhi',
  'Dogri',
  'Manipuri',
  'Kashmiri',
  'Santali',
  'Bodo',
  'Rajasthani',
  'Bhojpuri',
  'Haryanvi',
  'Chhattisgarhi',
  'Magahi',
  'Nagpuri',
  'Awadhi',
] as const;

/** The 28 states and 8 union territories of India. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const SUPPORT_EMAIL = 'support@listenwell.app';
export const PRODUCT_NAME = 'ListenWell';
