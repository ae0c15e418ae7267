import type { Catalogue } from '../catalogue.ts';

export const marketingFrameHi = {
  'marketingFrame.skipToContent': 'सीधे मुख्य हिस्से पर जाएँ',
  'marketingFrame.marketing.sections': 'हिस्से',
  'marketingFrame.marketing.openConsole': 'कंसोल खोलें',
  'marketingFrame.marketing.signIn': 'साइन इन करें',
  'marketingFrame.marketing.getStarted': 'शुरू करें',
  'marketingFrame.marketing.tagline':
    'जब भी ज़रूरी हो, कोई बात करने के लिए। दयालु लिसनर, जिन्हें उनके समय का सही भुगतान मिलता है।',
  'marketingFrame.marketing.product': 'प्रोडक्ट',
  'marketingFrame.marketing.listeners': 'लिसनर',
  'marketingFrame.marketing.becomeListener': 'लिसनर बनें',
  'marketingFrame.marketing.resetPassword': 'पासवर्ड रीसेट करें',
  'marketingFrame.marketing.support': 'सहायता',
  'marketingFrame.marketing.contactUs': 'हमसे संपर्क करें',
  'marketingFrame.marketing.privacyNotice': 'गोपनीयता सूचना',
  'marketingFrame.marketing.copyright': '© {0} ListenWell. सर्वाधिकार सुरक्षित।',
} satisfies Catalogue;
