import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_PER_SECOND, SOCKETS_PER_USER } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../format.ts';

export const chatHi = {
  'chat.connectedToRoom': 'चैट रूम से जुड़ गए',
  'chat.customerJoined': 'ग्राहक सेशन में आ गए हैं',
  'chat.listenerJoined': 'आपके लिसनर सेशन में आ गए हैं',
  'chat.connectionError': 'कनेक्शन में गड़बड़ी: {0}',
  'chat.customerDisconnected': 'ग्राहक का कनेक्शन टूट गया। वे जल्द ही फिर से जुड़ सकते हैं।',
  'chat.listenerDisconnected': 'आपके लिसनर का कनेक्शन टूट गया। वे जल्द ही फिर से जुड़ सकते हैं।',
  'chat.notConnected': 'चैट सर्वर से कनेक्शन नहीं है। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
  'chat.sessionIdInvalid': 'sessionId एक सेशन की ID होनी चाहिए',
  'chat.messageBlank': 'संदेश खाली नहीं हो सकता',
  'chat.messageTooLong': `एक संदेश में ज़्यादा से ज़्यादा ${formatNumber(CHAT_MESSAGE_MAX, {}, 'hi')} अक्षर हो सकते हैं`,
  'chat.clientMessageIdInvalid': 'clientMessageId में 8 से 64 अक्षर, अंक, - या _ ही हो सकते हैं',
  'chat.tooFast': `आप बहुत तेज़ी से संदेश भेज रहे हैं (एक सेकंड में ज़्यादा से ज़्यादा ${CHAT_MESSAGES_PER_SECOND})। कृपया थोड़ा रुकें।`,
  'chat.tooManyConnections': `आप बहुत सारे टैब या डिवाइस से जुड़े हैं (ज़्यादा से ज़्यादा ${SOCKETS_PER_USER})। किसी एक को बंद करके फिर कोशिश करें।`,
  'chat.notParticipant': 'आप इस सेशन का हिस्सा नहीं हैं।',
  'chat.joinAsListenerOnly': 'सिर्फ़ लिसनर ही लिसनर के रूप में जुड़ सकते हैं।',
  'chat.joinAsCustomerOnly': 'सिर्फ़ ग्राहक ही ग्राहक के रूप में जुड़ सकते हैं।',
  'chat.notJoined': 'पहले सेशन में शामिल हों।',
  'chat.invalidPayload': 'अनुरोध मान्य नहीं है',
  'chat.sendFailed': 'संदेश नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
  'chat.contactMasked':
    'आप दोनों की सुरक्षा के लिए चैट में संपर्क की जानकारी (फ़ोन नंबर, ईमेल पते, UPI ID और लिंक) छिपा दी जाती है।',
  'chat.pending': 'भेजा जा रहा है…',
  'chat.placeholder': 'संदेश लिखें…',
  'chat.noMessages': 'अभी कोई संदेश नहीं।',
  'chat.transcriptDeleted': 'इस सेशन के मैसेज हमारे डेटा रखने के नियमों के तहत मिटा दिए गए हैं।',
  // {1} is the session's mode (AUDIO or CHAT).
  'chat.newRequest': '{0} ने नए {1, select, CHAT {चैट} AUDIO {ऑडियो कॉल} other {{1}}} सेशन का अनुरोध भेजा है',
  'chat.muteSounds': 'अनुरोध की आवाज़ बंद करें',
  'chat.unmuteSounds': 'अनुरोध की आवाज़ चालू करें',
  'chat.openRequests': 'खुले अनुरोध',
  'chat.sessionEnded.DECLINED': 'अनुरोध अस्वीकार कर दिया गया',
  'chat.sessionEnded.CANCELLED': 'सेशन रद्द कर दिया गया',
  'chat.sessionEnded.EXPIRED': 'सेशन का समय खत्म हो गया',
  'chat.sessionEnded.CLOSED_BY_LISTENER': 'लिसनर ने सेशन बंद कर दिया',
  'chat.sessionEnded.ENDED_BY_CUSTOMER': 'ग्राहक ने सेशन बंद कर दिया',
  'chat.sessionEnded.INSUFFICIENT_BALANCE': 'बैलेंस कम है',
  'chat.sessionEnded.CONNECTION_LOST': 'दूसरी तरफ़ का कनेक्शन टूट गया',
  'chat.sessionEnded.ENDED_BY_PLATFORM': 'यह सेशन खत्म हो गया है।',
} satisfies Catalogue;
