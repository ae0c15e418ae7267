import type { Catalogue } from '../catalogue.ts';

export const notesHi = {
  'notes.bodyRequired': 'कृपया नोट में कुछ लिखें',
  'notes.bodyTooLong': 'नोट में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं',
  'notes.customerNotFound': 'ग्राहक नहीं मिला',
  'notes.noteNotFound': 'इस ग्राहक के बारे में कोई नोट नहीं है।',
  'notes.saved': 'निजी नोट सेव हो गया',
  'notes.deleted': 'निजी नोट हटा दिया गया',
  'notes.saveFailed': 'नोट सेव नहीं हो पाया',
  'notes.privacyHint': 'यह नोट सिर्फ़ आप देख सकते हैं। ग्राहक इसे कभी नहीं देखते।',
} satisfies Catalogue;
