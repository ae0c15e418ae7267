import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_WINDOW_MINUTES } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';

/** The English's MB, from the same constant (a fixed text; the rounding of files.ts). */
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export const filesHi = {
  'files.missing': 'कृपया अपलोड करने के लिए कोई फ़ाइल चुनें।',
  // {0} is the limit in bytes: ICU cannot divide it into MB, so it is said in bytes.
  'files.tooLarge': 'फ़ाइल बहुत बड़ी है। ज़्यादा से ज़्यादा {0, number} बाइट की फ़ाइल अपलोड की जा सकती है।',
  'files.badType': 'सिर्फ़ JPEG, PNG या WebP फ़ोटो और PDF फ़ाइलें अपलोड की जा सकती हैं।',
  'files.notYourFile': 'कृपया फ़ाइल फिर से अपलोड करें: यह फ़ाइल यहाँ इस्तेमाल नहीं की जा सकती।',
  'files.mustBeImage': 'यह एक फ़ोटो (JPEG, PNG या WebP) होनी चाहिए।',
  'files.mustBeImageOrPdf': 'यह एक फ़ोटो (JPEG, PNG या WebP) या PDF होनी चाहिए।',
  'files.uploadFailed': 'फ़ाइल अपलोड नहीं हो पाई। कृपया फिर कोशिश करें।',
  'files.quotaExceeded': `अपलोड की सीमा पूरी हो गई: ${UPLOAD_QUOTA_WINDOW_MINUTES} मिनट में ज़्यादा से ज़्यादा ${UPLOAD_QUOTA_FILES} फ़ाइलें और ${megabytes(UPLOAD_QUOTA_BYTES)} MB। कृपया थोड़ी देर बाद फिर कोशिश करें।`,
  'files.notAllowed': 'फ़ाइलें सिर्फ़ लिसनर (अपनी प्रोफ़ाइल के लिए) और एडमिन ही अपलोड कर सकते हैं।',
} satisfies Catalogue;
