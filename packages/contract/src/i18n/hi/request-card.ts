import type { Catalogue } from '../catalogue.ts';

export const requestCardHi = {
  'requestCard.heading': '{0} से {1, select, CHAT {चैट} AUDIO {ऑडियो कॉल} other {{1}}} का अनुरोध',
  'requestCard.announce':
    '{0} से {1, select, CHAT {चैट} AUDIO {ऑडियो कॉल} other {{1}}} का नया अनुरोध, जवाब देने के लिए {2, number} सेकंड',
  'requestCard.stackLabel': 'आने वाले अनुरोध',
  'requestCard.timeLeft': 'बचा समय',
  'requestCard.timeLeftLabel':
    '{0, plural, one {जवाब देने के लिए # सेकंड बचा है} other {जवाब देने के लिए # सेकंड बचे हैं}}',
  'requestCard.accept': 'स्वीकार करें',
  'requestCard.decline': 'मना करें',
  'requestCard.acceptLabel': '{0} का अनुरोध स्वीकार करें',
  'requestCard.declineLabel': '{0} का अनुरोध अस्वीकार करें',
  'requestCard.declined': 'अनुरोध अस्वीकार किया गया',
  'requestCard.moreWaiting': '{0, plural, one {# और अनुरोध इंतज़ार में है} other {# और अनुरोध इंतज़ार में हैं}}',
  'requestCard.openRequests': 'सभी अनुरोध देखें',
  'requestCard.goneReasons.EXPIRED': 'समय खत्म: समय पर जवाब नहीं दिया गया',
  'requestCard.goneReasons.CANCELLED': 'ग्राहक ने रद्द कर दिया',
  'requestCard.goneReasons.DECLINED': 'अस्वीकार किया गया',
  'requestCard.goneReasons.CLOSED_BY_LISTENER': 'अस्वीकार किया गया',
  'requestCard.goneReasons.ENDED_BY_PLATFORM': 'अब उपलब्ध नहीं',
  'requestCard.goneReasons.CONNECTION_LOST': 'ग्राहक चले गए',
  'requestCard.goneReasons.ENDED_BY_CUSTOMER': 'ग्राहक ने रद्द कर दिया',
  'requestCard.goneReasons.INSUFFICIENT_BALANCE': 'ग्राहक के कॉइन खत्म हो गए',
  'requestCard.noLongerWaiting': 'अब इंतज़ार में नहीं',
  'requestCard.acceptedOpening': '{0} ने अनुरोध स्वीकार कर लिया, सेशन खुल रहा है…',
} satisfies Catalogue;
