import type { Catalogue } from '../catalogue.ts';

export const applicationsHi = {
  'applications.notFound': 'आवेदन नहीं मिला',
  'applications.statusInvalid': 'Status UNDER_REVIEW, APPROVED या REJECTED होना चाहिए',
  'applications.incomplete': 'यह आवेदन अभी पूरा नहीं है, इसलिए इस पर फ़ैसला नहीं किया जा सकता।',
  'applications.alreadyDecided': 'इस आवेदन पर पहले ही फ़ैसला हो चुका है।',
  'applications.approved': 'आवेदन मंज़ूर किया गया',
  'applications.rejected': 'आवेदन अस्वीकार किया गया',
  'applications.reasonRequired': 'कृपया अस्वीकार करने का कारण बताएँ।',
  'applications.reasonTooLong': 'कारण में ज़्यादा से ज़्यादा {0, number} अक्षर हो सकते हैं।',
  'applications.underReview': 'आवेदन को प्रोसेसिंग में मार्क किया गया',
} satisfies Catalogue;
