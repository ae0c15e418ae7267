import { WITHDRAWAL_MAX_PAISE } from '../../constants.ts';
import { formatRupees } from '../../money.ts';
import type { Catalogue } from '../catalogue.ts';

export const withdrawalsHi = {
  'withdrawals.belowMinimum': 'कम से कम {0} की निकासी हो सकती है',
  'withdrawals.notCoinMultiple': 'राशि पूरे कॉइन में होनी चाहिए (हर कॉइन {0} का)',
  'withdrawals.exceedsAvailable': 'अभी आप ज़्यादा से ज़्यादा {0} निकाल सकते हैं',
  'withdrawals.amountRequired': 'राशि ज़रूरी है',
  'withdrawals.amountPositive': 'राशि 0 से ज़्यादा होनी चाहिए',
  'withdrawals.amountWholeRupees': 'निकासी सिर्फ़ पूरे रुपयों में होती है',
  'withdrawals.amountTooLarge': `एक निकासी ज़्यादा से ज़्यादा ${formatRupees(WITHDRAWAL_MAX_PAISE)} की हो सकती है`,
  'withdrawals.upiRequired': 'निकासी का अनुरोध करने से पहले अपनी प्रोफ़ाइल में अपनी UPI ID जोड़ें।',
  'withdrawals.idempotencyKeyRequired': 'निकासी के लिए Idempotency-Key हेडर ज़रूरी है।',
  'withdrawals.idempotencyKeyReused': 'यह Idempotency-Key किसी दूसरी राशि के लिए पहले ही इस्तेमाल हो चुकी है।',
  'withdrawals.requested': '{0} की निकासी का अनुरोध भेज दिया गया',
  'withdrawals.notFound': 'निकासी का अनुरोध नहीं मिला',
  'withdrawals.alreadyDecided': 'इस अनुरोध पर पहले ही फ़ैसला हो चुका है ({0})।',
  'withdrawals.cannotProcess': 'सिर्फ़ स्वीकार किए गए अनुरोध को ही प्रोसेस्ड मार्क किया जा सकता है।',
  'withdrawals.cannotPay': 'सिर्फ़ स्वीकार किए गए अनुरोध का ही भुगतान किया जा सकता है।',
  'withdrawals.payoutsNotConfigured': 'इस सर्वर पर गेटवे से पेआउट की सुविधा सेट नहीं है।',
  'withdrawals.payoutSent': 'पेआउट भेज दिया गया; गेटवे की पुष्टि आने तक अनुरोध प्रोसेसिंग में रहेगा',
  'withdrawals.payoutGatewayUnavailable':
    'पेआउट गेटवे जवाब नहीं दे रहा है। अनुरोध उसी पेआउट के साथ प्रोसेसिंग में रहेगा और जल्द ही दोबारा जाँचा जाएगा; इसका भुगतान हाथ से न करें।',
  'withdrawals.payoutRefused': 'पेआउट गेटवे ने यह पेआउट अस्वीकार कर दिया: {0}',
  'withdrawals.payoutFailedReason': 'पेआउट नहीं हो पाया: {0}',
  'withdrawals.payoutReversedReason': 'बैंक ने पेआउट वापस कर दिया: {0}',
  'withdrawals.payoutReferenceRequired': 'पेआउट रेफ़रेंस ज़रूरी है',
  'withdrawals.payoutReferenceTooLong': 'पेआउट रेफ़रेंस में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'withdrawals.reasonRequired': 'कारण ज़रूरी है',
  'withdrawals.reasonTooLong': 'कारण में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं',
  'withdrawals.statusInvalid':
    'Status इनमें से एक होना चाहिए: PENDING, ACCEPTED, PROCESSING, PROCESSED, REJECTED, FAILED',
  'withdrawals.accepted': 'निकासी का अनुरोध स्वीकार किया गया',
  'withdrawals.processed': 'निकासी को प्रोसेस्ड मार्क किया गया',
  'withdrawals.rejected': 'निकासी का अनुरोध अस्वीकार किया गया; कॉइन लिसनर की कमाई में वापस जोड़ दिए गए',
  'withdrawals.noWithdrawals': 'कोई निकासी नहीं मिली।',
  'withdrawals.loadFailed': 'निकासियाँ लोड नहीं हो पाईं।',
} satisfies Catalogue;
