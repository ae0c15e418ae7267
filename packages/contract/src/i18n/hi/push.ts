import type { Catalogue } from '../catalogue.ts';

// push.notification.* is not here: each of those English functions returns a { title, body } object, not
// a string, so it has no id in the Catalogue type and an ICU text would replace the object with a string.
export const pushHi = {
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
