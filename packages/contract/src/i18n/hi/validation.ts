import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';

export const validationHi = {
  'validation.emailRequired': 'ईमेल डालना ज़रूरी है',
  'validation.emailInvalid': 'कृपया सही ईमेल पता डालें',
  'validation.passwordRequired': 'पासवर्ड डालना ज़रूरी है',
  'validation.otpRequired': 'OTP डालना ज़रूरी है',
  'validation.otpLength': `OTP ${OTP_LENGTH} अंकों का होना चाहिए`,
  'validation.passwordMin': `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए`,
  'validation.fillAllFields': 'कृपया सभी जानकारी भरें',
  'validation.passwordsDoNotMatch': 'दोनों पासवर्ड एक जैसे नहीं हैं',
} satisfies Catalogue;
