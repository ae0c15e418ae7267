import type { Catalogue } from '../catalogue.ts';

export const earningsHi = {
  'earnings.noRecords': 'कमाई का कोई रिकॉर्ड नहीं मिला।',
  'earnings.loading': 'कमाई लोड हो रही है...',
  'earnings.errorTitle': 'कमाई का डेटा लोड नहीं हो पाया',
} satisfies Catalogue;
