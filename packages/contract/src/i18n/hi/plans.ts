import { PLAN_MAX_COINS } from '../../constants.ts';
import { formatNumber } from '../format.ts';
import type { Catalogue } from '../catalogue.ts';

export const plansHi = {
  'plans.title': 'प्लान प्रबंधन',
  'plans.subtitle': 'सब्सक्रिप्शन प्लान और उनकी कीमतें संभालें',
  'plans.createButton': 'प्लान बनाएँ',
  'plans.createTitle': 'नया प्लान बनाएँ',
  'plans.createDescription': 'नया सब्सक्रिप्शन प्लान जोड़ें',
  'plans.editTitle': 'प्लान एडिट करें',
  'plans.editDescription': 'नीचे प्लान की जानकारी अपडेट करें',
  'plans.saveChanges': 'बदलाव सेव करें',
  'plans.deleteTitle': 'क्या आपको यकीन है?',
  'plans.deleteDescription':
    'यह प्लान हमेशा के लिए हटा दिया जाएगा। ग्राहक इसे आगे नहीं खरीद पाएँगे; जिन्होंने इसे पहले खरीदा है, उनकी हिस्ट्री में यह बना रहेगा।',
  'plans.noPlans': 'कोई प्लान नहीं मिला।',
  'plans.nameRequired': 'प्लान का नाम ज़रूरी है',
  'plans.nameTooLong': 'प्लान के नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'plans.descriptionInvalid': 'विवरण टेक्स्ट होना चाहिए',
  'plans.descriptionTooLong': 'विवरण में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं',
  'plans.priceRequired': 'कीमत ज़रूरी है',
  'plans.pricePositive': 'कीमत 0 से ज़्यादा होनी चाहिए',
  'plans.priceWholePaise': 'कीमत में दशमलव के बाद ज़्यादा से ज़्यादा दो अंक हो सकते हैं',
  'plans.priceTooHigh': 'कीमत बहुत ज़्यादा है',
  'plans.coinsRequired': 'कॉइन की संख्या ज़रूरी है',
  'plans.coinsWhole': 'कॉइन पूरी संख्या में होने चाहिए',
  'plans.coinsMin': 'कम से कम 1 कॉइन होना चाहिए',
  'plans.coinsTooHigh': `ज़्यादा से ज़्यादा ${formatNumber(PLAN_MAX_COINS, {}, 'hi')} कॉइन`,
  'plans.bonusRequired': 'बोनस कॉइन ज़रूरी हैं (कोई बोनस न हो तो 0)',
  'plans.bonusWhole': 'बोनस कॉइन पूरी संख्या में होने चाहिए',
  'plans.bonusMin': 'बोनस कॉइन 0 से कम नहीं हो सकते',
  'plans.created': 'प्लान बन गया',
  'plans.updated': 'प्लान अपडेट हो गया',
  'plans.deleted': 'प्लान हटा दिया गया',
  'plans.notFound': 'प्लान नहीं मिला',
  'plans.saveFailed': 'प्लान सेव नहीं हो पाया',
  'plans.deleteFailed': 'प्लान हटाया नहीं जा सका',
} satisfies Catalogue;
