import type { Catalogue } from '../catalogue.ts';

export const languageNamesHi = {
  'languageNames.Hindi': 'हिन्दी',
  'languageNames.English': 'अंग्रेज़ी',
  'languageNames.Bengali': 'बांग्ला',
  'languageNames.Telugu': 'तेलुगु',
  'languageNames.Marathi': 'मराठी',
  'languageNames.Tamil': 'तमिल',
  'languageNames.Gujarati': 'गुजराती',
  'languageNames.Urdu': 'उर्दू',
  'languageNames.Kannada': 'कन्नड़',
  'languageNames.Odia': 'ओड़िया',
  'languageNames.Malayalam': 'मलयालम',
  'languageNames.Punjabi': 'पंजाबी',
  'languageNames.Assamese': 'असमिया',
  'languageNames.Maithili': 'मैथिली',
  'languageNames.Sanskrit': 'संस्कृत',
  'languageNames.Nepali': 'नेपाली',
  'languageNames.Konkani': 'कोंकणी',
  'languageNames.Sindhi': 'सिंधी',
  'languageNames.Dogri': 'डोगरी',
} satisfies Catalogue;
