import type { Catalogue } from '../catalogue.ts';

export const accountScreensHi = {
  'accountScreens.roles.ADMIN': 'एडमिन',
  'accountScreens.roles.LISTENER': 'लिसनर',
  'accountScreens.roles.CUSTOMER': 'ग्राहक',
  'accountScreens.name': 'नाम',
  'accountScreens.email': 'ईमेल',
  'accountScreens.role': 'भूमिका',
  'accountScreens.changePassword': 'पासवर्ड बदलें',
  'accountScreens.account.title': 'खाता',
  'accountScreens.account.description': 'वह खाता जिससे आप साइन इन हैं',
  'accountScreens.account.blockedTitle': 'ब्लॉक किए गए ग्राहक',
  'accountScreens.account.blockedDescription':
    'जिन ग्राहकों को आपने ब्लॉक किया है, वे आपसे सेशन का अनुरोध नहीं कर सकते। किसी को फिर से अनुरोध करने देने के लिए उसे अनब्लॉक करें।',
  'accountScreens.settings.title': 'सेटिंग',
  'accountScreens.settings.description': 'चुनें कि आप किससे बात करते हैं।',
  'accountScreens.settings.blockedTitle': 'ब्लॉक किए गए लिसनर',
  'accountScreens.settings.blockedDescription':
    'जिन लिसनर को आपने ब्लॉक किया है, वे आपकी सूची में नहीं दिखते और उनसे सेशन का अनुरोध नहीं किया जा सकता। उन्हें फिर से देखने के लिए अनब्लॉक करें।',
  'accountScreens.welcome.tabListener': 'स्वागत है · ListenWell',
  'accountScreens.welcome.tabOther': 'आपका खाता · ListenWell',
  'accountScreens.welcome.greetingNamed': 'स्वागत है, {0}!',
  'accountScreens.welcome.greeting': 'ListenWell में आपका स्वागत है!',
  'accountScreens.welcome.listenerReady': 'आपका खाता तैयार है। बस तीन कदम, और आप अपना पहला सेशन ले सकते हैं।',
  'accountScreens.welcome.signedIn': 'आप ListenWell में साइन इन हैं।',
  'accountScreens.welcome.profileTitle': 'अपनी प्रोफ़ाइल पूरी करें',
  'accountScreens.welcome.profileText':
    'हमें अपने बारे में और अपनी भाषाओं के बारे में बताएँ, और एक फ़ोटो व पहचान का प्रमाण जोड़ें।',
  'accountScreens.welcome.approvedTitle': 'मंज़ूरी पाएँ',
  'accountScreens.welcome.approvedText': 'एक एडमिन आपके आवेदन की जाँच करके उसे मंज़ूर करता है।',
  'accountScreens.welcome.listenTitle': 'सुनना शुरू करें',
  'accountScreens.welcome.listenText': 'चैट और ऑडियो सेशन स्वीकार करें और हर मिनट के लिए कॉइन कमाएँ।',
  'accountScreens.welcome.step': '{0}. {1}',
  'accountScreens.welcome.completeProfile': 'अपनी प्रोफ़ाइल पूरी करें',
  'accountScreens.welcome.openDashboard': 'अपना डैशबोर्ड खोलें',
  'accountScreens.contact.tabTitle': 'सहायता से संपर्क करें · ListenWell',
  'accountScreens.contact.title': 'सहायता से संपर्क करें',
  'accountScreens.contact.intro':
    'हर संदेश असली लोग पढ़ते हैं। उसी ईमेल से लिखें जिससे आप ListenWell इस्तेमाल करते हैं, ताकि हम आपका खाता तुरंत ढूँढ सकें।',
  'accountScreens.contact.emailUs': 'हमें ईमेल करें',
  'accountScreens.contact.emailUsText': 'आपके खाते, सेशन या भुगतान से जुड़ी किसी भी बात के लिए।',
  'accountScreens.contact.writeEmail': 'ईमेल लिखें',
  'accountScreens.contact.include': 'क्या-क्या लिखें',
  'accountScreens.contact.applicationsTitle': 'लिसनर के आवेदन',
  'accountScreens.contact.applicationsText':
    'आपके आवेदन या उसकी जाँच से जुड़े सवाल। वह ईमेल बताएँ जिससे आपने साइन अप किया था।',
  'accountScreens.contact.earningsTitle': 'कमाई और निकासी',
  'accountScreens.contact.earningsText':
    'कोई भुगतान जो नहीं पहुँचा, या कॉइन जो गलत लग रहे हैं। निकासी के अनुरोध की तारीख भी लिखें।',
  'accountScreens.contact.signInTitle': 'साइन इन',
  'accountScreens.contact.signInText':
    'खाता लॉक हो गया या बंद कर दिया गया? हमें लिखें। पासवर्ड भूल गए? आप उसे खुद रीसेट कर सकते हैं।',
  'accountScreens.contact.resetLink': 'अपना पासवर्ड रीसेट करें',
} satisfies Catalogue;
