import { LOW_BALANCE_WARNING_SECONDS } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';

export const pushHi = {
  'push.notificationTitles.new-request': 'सेशन का नया अनुरोध',
  'push.notificationTitles.request-accepted': 'अनुरोध स्वीकार हो गया',
  'push.notificationTitles.listener-online': 'आपके लिसनर फिर से ऑनलाइन हैं',
  'push.notificationTitles.low-balance': 'बैलेंस कम है',
  'push.notificationTitles.withdrawal-paid': 'निकासी का भुगतान हो गया',
  'push.notificationTitles.moderation-outcome': 'आपकी शिकायत की समीक्षा हो गई',
  'push.notificationBodies.new-request': 'कोई बात करना चाहता है।',
  'push.notificationBodies.request-accepted': 'आपका अनुरोध स्वीकार हो गया।',
  'push.notificationBodies.listener-online': 'आपके पसंदीदा लिसनर में से एक अभी ऑनलाइन हैं।',
  'push.notificationBodies.low-balance': `आपके कॉइन लगभग ${LOW_BALANCE_WARNING_SECONDS / 60} मिनट में खत्म हो जाएँगे। बात जारी रखने के लिए टॉप-अप करें।`,
  'push.notificationBodies.withdrawal-paid': 'आपकी निकासी का भुगतान आपकी UPI ID पर कर दिया गया है।',
  'push.notificationBodies.moderation-outcome':
    'एडमिन ने आपकी शिकायत पर फ़ैसला ले लिया है। नतीजा देखने के लिए इसे खोलें।',
  'push.notificationBodiesNamed.new-request': '{0} बात करना चाहते हैं। स्वीकार करने के लिए अपना कंसोल खोलें।',
  'push.notificationBodiesNamed.request-accepted': '{0} ने आपका अनुरोध स्वीकार कर लिया। अभी सेशन में जुड़ें।',
  'push.notificationBodiesNamed.listener-online': '{0} अभी ऑनलाइन हैं।',
  'push.invalidSubscription': 'पुश सब्सक्रिप्शन मान्य नहीं है',
  'push.subscribed': 'इस डिवाइस पर सूचनाएँ चालू हैं',
  'push.unsubscribed': 'इस डिवाइस पर सूचनाएँ बंद हैं',
  'push.controlTitle': 'इस डिवाइस पर सूचनाएँ',
  'push.controlHint': 'ऐप बंद होने पर भी इस डिवाइस पर सूचना पाएँ।',
  'push.turnOn': 'सूचनाएँ चालू करें',
  'push.turnOff': 'सूचनाएँ बंद करें',
  'push.alwaysNewRequests': 'मेरा कंसोल खुला होने पर भी मुझे नए अनुरोधों की सूचना दें',
  'push.unsupported': 'यह ब्राउज़र ऐप की सूचनाएँ नहीं दिखा सकता।',
  'push.denied': 'इस साइट के लिए सूचनाएँ ब्लॉक हैं। इन्हें चालू करने के लिए अपने ब्राउज़र की सेटिंग में इनकी अनुमति दें।',
  'push.failed': 'सूचनाओं की सेटिंग नहीं बदली जा सकी। कृपया दोबारा कोशिश करें।',
} satisfies Catalogue;
