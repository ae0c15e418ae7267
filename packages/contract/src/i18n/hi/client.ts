import type { Catalogue } from '../catalogue.ts';

export const clientHi = {
  'client.loginFailed': 'लॉग-इन नहीं हो पाया। कृपया फिर कोशिश करें।',
  'client.networkError': 'नेटवर्क में गड़बड़ी है। कृपया फिर कोशिश करें।',
  'client.changePasswordFailed': 'पासवर्ड नहीं बदला जा सका',
  'client.passwordUpdatedToast': 'पासवर्ड सफलतापूर्वक अपडेट हो गया',
  'client.passwordChangedAlert': 'पासवर्ड सफलतापूर्वक बदल दिया गया',
  'client.unknownError': 'कोई अनजानी गड़बड़ी हुई',
  'client.noResults': 'कोई नतीजा नहीं मिला।',
} satisfies Catalogue;
