import type { Catalogue } from '../catalogue.ts';

export const sessionEndingsHi = {
  'sessionEndings.endedForListener.DECLINED': 'आपने {0} का अनुरोध अस्वीकार किया।',
  'sessionEndings.endedForListener.CANCELLED': 'सेशन शुरू होने से पहले {0} ने अनुरोध रद्द कर दिया।',
  'sessionEndings.endedForListener.EXPIRED': 'सेशन शुरू होने से पहले {0} के अनुरोध का समय खत्म हो गया।',
  'sessionEndings.endedForListener.CLOSED_BY_LISTENER': 'आपने सेशन बंद किया।',
  'sessionEndings.endedForListener.ENDED_BY_CUSTOMER': '{0} ने सेशन खत्म किया।',
  'sessionEndings.endedForListener.INSUFFICIENT_BALANCE': '{0} के कॉइन खत्म हो गए।',
  'sessionEndings.endedForListener.CONNECTION_LOST': 'कनेक्शन बहुत देर तक टूटा रहा, इसलिए सेशन खत्म हो गया।',
  'sessionEndings.endedForListener.ENDED_BY_PLATFORM': 'यह सेशन खत्म हो गया है।',
  'sessionEndings.endedForCustomer.DECLINED': '{0} इस बार आपका अनुरोध नहीं ले सके।',
  'sessionEndings.endedForCustomer.CANCELLED': 'सेशन शुरू होने से पहले आपने अनुरोध रद्द कर दिया।',
  'sessionEndings.endedForCustomer.EXPIRED': '{0} के सेशन शुरू करने से पहले आपके अनुरोध का समय खत्म हो गया।',
  'sessionEndings.endedForCustomer.CLOSED_BY_LISTENER': '{0} ने सेशन खत्म किया।',
  'sessionEndings.endedForCustomer.ENDED_BY_CUSTOMER': 'आपने सेशन खत्म किया।',
  'sessionEndings.endedForCustomer.INSUFFICIENT_BALANCE': 'आपके कॉइन खत्म हो गए, इसलिए सेशन अपने-आप खत्म हो गया।',
  'sessionEndings.endedForCustomer.CONNECTION_LOST': 'कनेक्शन बहुत देर तक टूटा रहा, इसलिए सेशन खत्म हो गया।',
  'sessionEndings.endedForCustomer.ENDED_BY_PLATFORM': 'यह सेशन खत्म हो गया है।',
  'sessionEndings.endedCustomerFallback': 'ग्राहक',
  'sessionEndings.endedListenerFallback': 'आपके लिसनर',
} satisfies Catalogue;
