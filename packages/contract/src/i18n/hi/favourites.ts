import type { Catalogue } from '../catalogue.ts';

export const favouritesHi = {
  'favourites.favourite': 'पसंदीदा में जोड़ें',
  'favourites.unfavourite': 'पसंदीदा से हटाएँ',
  'favourites.favouriteOf': '{0} को पसंदीदा में जोड़ें',
  'favourites.unfavouriteOf': '{0} को पसंदीदा से हटाएँ',
  'favourites.favourited': '{0} आपके पसंदीदा में हैं',
  'favourites.unfavourited': '{0} को आपके पसंदीदा से हटा दिया गया',
  'favourites.notifyOnline': 'ऑनलाइन होने पर मुझे बताएँ',
  'favourites.notifyOnlineHint': 'हर लिसनर के लिए दिन में ज़्यादा से ज़्यादा एक सूचना।',
  'favourites.notifyBodyOf': '{0} अभी ऑनलाइन हैं। बात करने के लिए टैप करें।',
  'favourites.notifyTitle': 'आपका एक पसंदीदा लिसनर ऑनलाइन है',
  'favourites.listenerOnly': 'सिर्फ़ लिसनर को ही पसंदीदा में जोड़ा जा सकता है।',
  'favourites.queueJoin': 'लाइन में इंतज़ार करें',
  'favourites.queueLeave': 'लाइन छोड़ें',
  'favourites.queueTakeNext': 'अगले ग्राहक को बुलाएँ',
  'favourites.queueHint':
    'ज़्यादा से ज़्यादा 3 लोग इंतज़ार कर सकते हैं। लाइन में आपकी जगह 10 मिनट तक बनी रहती है, और आप कभी भी लाइन छोड़ सकते हैं।',
  'favourites.queuePositionOf':
    '{0, plural, =1 {{1} के लिए अगली बारी आपकी है} other {{1} की लाइन में आपका नंबर # है}}',
  'favourites.queueFull': 'इस लिसनर की लाइन भरी हुई है (3 लोग)। कृपया थोड़ी देर बाद दोबारा कोशिश करें।',
  'favourites.queueListenerFree': 'ये लिसनर अभी उपलब्ध हैं: लाइन में लगने के बजाय उन्हें सीधे अनुरोध भेजें।',
  'favourites.queueElsewhere': 'आप पहले से {0} का इंतज़ार कर रहे हैं। पहले वह लाइन छोड़ें।',
  'favourites.queueOpenSession': 'आपका एक सेशन पहले से खुला है। किसी और का इंतज़ार करने से पहले उसे पूरा करें।',
  'favourites.queueEmpty': 'अभी कोई आपका इंतज़ार नहीं कर रहा है।',
  'favourites.queueStillBusy': 'अगले ग्राहक को बुलाने से पहले अपना मौजूदा सेशन पूरा करें।',
  'favourites.queueGoOnline': 'अगले ग्राहक को बुलाने के लिए ऑनलाइन आएँ।',
  'favourites.queueRequestWaiting': 'एक अनुरोध पहले से आपका इंतज़ार कर रहा है। पहले उसे स्वीकार करें या बंद करें।',
  'favourites.queueLeft': 'आपने लाइन छोड़ दी।',
  'favourites.queueTaken': '{0} आपसे बात करने के लिए तैयार हैं: आपका अनुरोध भेज दिया गया है।',
  'favourites.queueExpired':
    'लाइन में आपकी जगह का समय खत्म हो गया। अगर वे अब भी व्यस्त हैं, तो आप फिर से लाइन में लग सकते हैं।',
  'favourites.queueOffline': 'लिसनर ऑफ़लाइन हो गए, इसलिए लाइन बंद कर दी गई।',
  'favourites.queueDropped': 'आपकी बारी आई, लेकिन आपका अनुरोध भेजा नहीं जा सका।',
  'favourites.queueWaitingTitle': 'आपके इंतज़ार में',
  'favourites.queueNobody': 'कोई इंतज़ार नहीं कर रहा है।',
} satisfies Catalogue;
