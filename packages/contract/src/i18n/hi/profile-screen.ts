import { APPLICATION_REVIEW_WORKING_DAYS } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';

export const profileScreenHi = {
  'profileScreen.title': 'प्रोफ़ाइल',
  'profileScreen.description': 'लिसनर के लिए आपका आवेदन और आपकी सार्वजनिक प्रोफ़ाइल',
  'profileScreen.loading': 'प्रोफ़ाइल लोड हो रही है',
  'profileScreen.readOnly': 'सिर्फ़ देखने के लिए',
  'profileScreen.unsavedChanges': 'आपके कुछ बदलाव अभी सेव नहीं हुए हैं।',
  'profileScreen.everyFieldRequired': 'हर फ़ील्ड भरना ज़रूरी है। एडमिन के समीक्षा शुरू करने तक आप अपना आवेदन बदल सकते हैं।',
  'profileScreen.saving': 'सेव हो रहा है...',
  'profileScreen.save': 'प्रोफ़ाइल सेव करें',
  'profileScreen.statusCardTitle': 'आवेदन की स्थिति',
  'profileScreen.statusUnknown': 'पता नहीं',
  'profileScreen.statusLabels.PENDING': 'समीक्षा बाकी',
  'profileScreen.statusLabels.UNDER_REVIEW': 'समीक्षा जारी',
  'profileScreen.statusLabels.APPROVED': 'मंज़ूर',
  'profileScreen.statusLabels.REJECTED': 'अस्वीकार',
  'profileScreen.fieldsLeft': '{0, plural, one {# फ़ील्ड बाकी} other {# फ़ील्ड बाकी}}',
  'profileScreen.stepCompleteTitle': 'अपनी प्रोफ़ाइल पूरी करें',
  'profileScreen.stepCompleteFieldsLeft':
    '{0, plural, one {# फ़ील्ड बाकी है} other {# फ़ील्ड बाकी हैं}}: उन्हें भरें, अपनी फ़ोटो और ID प्रूफ़ अपलोड करें, और "प्रोफ़ाइल सेव करें" दबाएँ।',
  'profileScreen.stepCompleteText': 'हर फ़ील्ड भरें, अपनी फ़ोटो और ID प्रूफ़ अपलोड करें, और "प्रोफ़ाइल सेव करें" दबाएँ।',
  'profileScreen.stepReviewTitle': 'एडमिन की समीक्षा',
  'profileScreen.stepReviewDone': 'एडमिन ने आपकी जानकारी और दस्तावेज़ जाँच लिए हैं।',
  'profileScreen.stepReviewing': 'एडमिन आपकी जानकारी और दस्तावेज़ जाँच रहे हैं।',
  'profileScreen.stepReviewUpcoming':
    'एडमिन आपकी जानकारी और दस्तावेज़ जाँचते हैं। समीक्षा शुरू होने तक आप बदलाव कर सकते हैं।',
  'profileScreen.stepApprovalTitle': 'मंज़ूरी',
  'profileScreen.stepApprovalRejected':
    'आपका आवेदन अस्वीकार हो गया। बताई गई वजह के हिसाब से बदलाव करके आप फिर से आवेदन कर सकते हैं।',
  'profileScreen.stepApprovalText': 'मंज़ूरी मिलते ही आपके कंसोल में सेशन, कमाई और निकासी खुल जाएँगे।',
  'profileScreen.stepStates.done': 'पूरा हुआ',
  'profileScreen.stepStates.current': 'जारी है',
  'profileScreen.stepStates.upcoming': 'आगे',
  'profileScreen.stepStates.failed': 'मंज़ूर नहीं हुआ',
  'profileScreen.summaryPendingSubmitted': `आपका आवेदन पूरा है और एडमिन का इंतज़ार कर रहा है। समीक्षा में आम तौर पर ${APPLICATION_REVIEW_WORKING_DAYS} कामकाजी दिन तक लगते हैं। समीक्षा शुरू होने तक आप इसे बदल सकते हैं।`,
  'profileScreen.summaryPendingUnfinished':
    'अपना आवेदन पूरा करें: {0, plural, one {# फ़ील्ड बाकी है} other {# फ़ील्ड बाकी हैं}}। हर फ़ील्ड सेव होने के बाद एडमिन इसकी समीक्षा करेंगे।',
  'profileScreen.summaryUnderReview': `एडमिन आपके आवेदन की समीक्षा कर रहे हैं। समीक्षा में आम तौर पर ${APPLICATION_REVIEW_WORKING_DAYS} कामकाजी दिन तक लगते हैं। मंज़ूरी मिलते ही आप सेशन ले सकेंगे।`,
  'profileScreen.summaryApproved': 'आप मंज़ूरशुदा लिसनर हैं। कंसोल की हर स्क्रीन आपके लिए खुली है।',
  'profileScreen.summaryRejected':
    'आपका आवेदन अस्वीकार हो गया। आप फिर से आवेदन कर सकते हैं: अपना आवेदन दोबारा खोलें, नीचे दी गई वजह के हिसाब से बदलाव करें और सेव करें; फिर एडमिन इसकी नए सिरे से समीक्षा करेंगे।',
  'profileScreen.summaryUnknown': 'आपके आवेदन की स्थिति का पता नहीं चल पाया। कृपया एडमिन से संपर्क करें।',
  'profileScreen.rejectionReasonLabel': 'एडमिन की बताई वजह',
  'profileScreen.nextSteps': 'आगे के कदम',
  'profileScreen.openDashboard': 'अपना डैशबोर्ड खोलें',
  'profileScreen.reopening': 'दोबारा खोला जा रहा है...',
  'profileScreen.applyAgain': 'फिर से आवेदन करें',
  'profileScreen.questions': 'कोई सवाल है? {0} पर लिखें।',
} satisfies Catalogue;
