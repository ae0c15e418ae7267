import type { Catalogue } from '../catalogue.ts';

export const usersHi = {
  'users.notFound': 'यूज़र नहीं मिला',
  'users.activated': 'यूज़र को सक्रिय कर दिया गया',
  'users.deactivated': 'यूज़र को निष्क्रिय कर दिया गया',
  'users.deleted': 'यूज़र को हटा दिया गया',
  'users.confirmDelete': 'क्या आप सच में इस यूज़र को हटाना चाहते हैं?',
  'users.statusFailed': 'यूज़र का स्टेटस अपडेट नहीं हो पाया',
  'users.deleteFailed': 'यूज़र को हटाया नहीं जा सका',
  'users.notYourself': 'आप अपने खुद के अकाउंट को निष्क्रिय नहीं कर सकते, न ही उसे हटा सकते हैं।',
  'users.notAdmins': 'एडमिन अकाउंट यहाँ नहीं बदले जा सकते।',
  'users.alreadyDeleted': 'यह यूज़र हटाया जा चुका है।',
  'users.deletedName': 'हटाया गया यूज़र',
  'users.noUsers': 'कोई यूज़र नहीं मिला।',
} satisfies Catalogue;
