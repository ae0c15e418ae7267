import { LOGIN_WINDOW_MINUTES, OTP_SEND_WINDOW_MINUTES, OTP_TTL_MINUTES } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';

export const authHi = {
  'auth.otpSent': `OTP आपके ईमेल पर भेज दिया गया है। यह ${OTP_TTL_MINUTES} मिनट तक मान्य है।`,
  'auth.accountExists': 'इस ईमेल से पहले ही एक खाता बना हुआ है। कृपया साइन इन करें।',
  'auth.accountCreated': 'खाता सफलतापूर्वक सत्यापित हो गया',
  'auth.otpInvalid': 'OTP गलत है या उसका समय खत्म हो गया है। कृपया उसे जाँचें या नया OTP मँगाएँ।',
  'auth.otpTooManyAttempts': 'कई बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।',
  'auth.otpTooManySends': `इस ईमेल के लिए बहुत बार OTP मँगाया गया है। कृपया ${OTP_SEND_WINDOW_MINUTES} मिनट रुककर फिर कोशिश करें।`,
  'auth.invalidCredentials': 'ईमेल या पासवर्ड गलत है',
  'auth.tooManyLoginAttempts': `साइन इन की कई कोशिशें नाकाम रहीं। कृपया ${LOGIN_WINDOW_MINUTES} मिनट रुकें या अपना पासवर्ड रीसेट करें।`,
  'auth.tooManyRequests': 'बहुत सारे अनुरोध आ गए हैं। कृपया थोड़ा रुकें और एक मिनट बाद फिर कोशिश करें।',
  'auth.accountDeactivated': 'आपका खाता निष्क्रिय कर दिया गया है। कृपया सपोर्ट से संपर्क करें।',
  'auth.listenerBlocked': 'आपका लिसनर खाता ब्लॉक कर दिया गया है। कृपया सपोर्ट से संपर्क करें।',
  'auth.unauthenticated': 'आगे बढ़ने के लिए कृपया साइन इन करें।',
  'auth.sessionExpired': 'आपका लॉग-इन खत्म हो गया है। कृपया फिर से साइन इन करें।',
  'auth.forbidden': 'आपको यह करने की अनुमति नहीं है।',
  'auth.notApproved': 'आपका आवेदन अभी मंज़ूर नहीं हुआ है। अपनी प्रोफ़ाइल पूरी करें और समीक्षा का इंतज़ार करें।',
  'auth.passwordChanged': 'पासवर्ड सफलतापूर्वक बदल दिया गया',
  'auth.passwordChangedElsewhere': 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से साइन इन करें।',
  'auth.resetSent': 'अगर इस ईमेल से कोई खाता है, तो हमने पासवर्ड रीसेट करने के लिए OTP भेज दिया है।',
  'auth.passwordReset': 'आपका पासवर्ड रीसेट हो गया है। अब आप साइन इन कर सकते हैं।',
  'auth.roleInvalid': 'role इनमें से एक होना चाहिए: LISTENER या CUSTOMER',
} satisfies Catalogue;
