import type { Catalogue } from '../catalogue.ts';

export const walletHi = {
  'wallet.idempotencyKeyRequired': 'खरीदारी के लिए Idempotency-Key हेडर ज़रूरी है।',
  'wallet.idempotencyKeyInvalid': 'Idempotency-Key हेडर में 8 से 128 अक्षर, अंक या - _ : . ही हो सकते हैं।',
  'wallet.idempotencyKeyReused': 'यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है।',
  'wallet.planUnavailable': 'यह प्लान अब उपलब्ध नहीं है।',
  'wallet.purchased': '{0, number} कॉइन आपके वॉलेट में जोड़ दिए गए',
  'wallet.paymentDeclined': 'भुगतान की पुष्टि नहीं हुई। कोई कॉइन नहीं जोड़े गए।',
  'wallet.paymentPending':
    'हम पेमेंट गेटवे से आपके भुगतान की पुष्टि का इंतज़ार कर रहे हैं। पुष्टि होते ही आपके कॉइन जुड़ जाएँगे; यह पेज अपने-आप अपडेट होगा। अगर आपके खाते से पैसे कट गए हैं और 30 मिनट में कॉइन नहीं आते, तो purchase id के साथ सपोर्ट से संपर्क करें।',
  'wallet.paymentConfirmed': 'भुगतान मिल गया: {0, number} कॉइन आपके वॉलेट में जोड़ दिए गए।',
  'wallet.paymentFailed':
    'भुगतान नहीं हो पाया और कोई कॉइन नहीं जोड़े गए। अगर आपके खाते से पैसे कटे हैं, तो आपका बैंक उन्हें लौटा देगा। आप यह प्लान फिर से खरीद सकते हैं।',
  'wallet.paymentExpired':
    'यह भुगतान समय पर पूरा नहीं हुआ, इसलिए कोई कॉइन नहीं जोड़े गए। अगर आपके खाते से पैसे कटे हैं, तो आपका बैंक उन्हें लौटा देगा। आप यह प्लान फिर से खरीद सकते हैं।',
  'wallet.gatewayUnavailable':
    'पेमेंट गेटवे अभी जवाब नहीं दे रहा है। कोई पैसा नहीं कटा और कोई कॉइन नहीं जोड़े गए। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  'wallet.purchaseNotFound': 'ऐसी कोई खरीदारी नहीं है।',
  'wallet.purchaseStatusLabels.PENDING': 'बाकी',
  'wallet.purchaseStatusLabels.CONFIRMED': 'भुगतान हो गया',
  'wallet.purchaseStatusLabels.DECLINED': 'विफल',
  'wallet.purchaseStatusLabels.EXPIRED': 'समय खत्म',
  'wallet.purchaseTitles.PENDING': 'आपके भुगतान का इंतज़ार है',
  'wallet.purchaseTitles.CONFIRMED': 'भुगतान मिल गया',
  'wallet.purchaseTitles.DECLINED': 'भुगतान नहीं हो पाया',
  'wallet.purchaseTitles.EXPIRED': 'भुगतान पूरा नहीं हुआ',
  'wallet.gatewayLabel':
    'आप Razorpay के सुरक्षित पेज पर भुगतान करते हैं (UPI, कार्ड, नेटबैंकिंग)। भुगतान की पुष्टि होते ही कॉइन जुड़ जाते हैं।',
  'wallet.openingGateway': 'भुगतान का पेज खुल रहा है...',
  'wallet.paymentDoneCloseWindow': 'भुगतान हो गया, आप यह विंडो बंद कर सकते हैं।',
  'wallet.paymentOverCloseWindow': 'आप यह विंडो बंद करके अपने सेशन से फिर कोशिश कर सकते हैं।',
  'wallet.payingInOtherWindow':
    'जो विंडो खुली है, उसमें भुगतान पूरा करें। आपका सेशन चलता रहेगा; भुगतान की पुष्टि होते ही यह स्क्रीन अपडेट हो जाएगी।',
  'wallet.popupBlocked': 'आपके ब्राउज़र ने भुगतान की विंडो रोक दी। इसे यहाँ खोलें:',
  'wallet.webhookSignatureInvalid': 'webhook का हस्ताक्षर मान्य नहीं है।',
  'wallet.testModeLabel': 'टेस्ट मोड: भुगतान तुरंत पक्के हो जाते हैं और कोई असली पैसा नहीं लगता।',
  'wallet.customersOnly': 'वॉलेट सिर्फ़ ग्राहकों के लिए है।',
  'wallet.purchaseStatusInvalid': 'Status इनमें से एक होना चाहिए: PENDING, CONFIRMED, DECLINED, EXPIRED',
  'wallet.purchasesLoadFailed': 'खरीदारियाँ लोड नहीं हो पाईं',
  'wallet.paymentEventsLoadFailed': 'गेटवे की घटनाएँ लोड नहीं हो पाईं',
  'wallet.noPurchases': 'कोई खरीदारी नहीं मिली',
  'wallet.noPaymentEvents': 'अभी तक गेटवे की कोई घटना नहीं',
  'wallet.tooManyPurchases':
    'आप एक मिनट में ज़्यादा से ज़्यादा {0, plural, one {# प्लान} other {# प्लान}} खरीद सकते हैं। कृपया थोड़ा रुककर फिर कोशिश करें।',
} satisfies Catalogue;
