import type { Catalogue } from '../catalogue.ts';

export const availabilityHi = {
  'availability.online': 'ऑनलाइन',
  'availability.offline': 'ऑफ़लाइन',
  'availability.onlineHint': 'जब तक यह कंसोल खुला है, ग्राहक आपको सेशन के अनुरोध भेज सकते हैं।',
  'availability.offlineHint': 'ग्राहक आपको अनुरोध नहीं भेज सकते।',
  'availability.availabilityFailed': 'आपकी उपलब्धता नहीं बदली जा सकी। कृपया फिर से कोशिश करें।',
} satisfies Catalogue;
