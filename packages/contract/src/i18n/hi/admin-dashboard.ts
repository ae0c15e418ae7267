import type { Catalogue } from '../catalogue.ts';

export const adminDashboardHi = {
  'adminDashboard.periodInvalid': 'days इनमें से एक होना चाहिए: 7, 30, 90',
  'adminDashboard.loadFailed': 'डैशबोर्ड लोड नहीं हो पाया।',
  'adminDashboard.noActivity': 'इस अवधि में अभी तक कुछ नहीं हुआ।',
} satisfies Catalogue;
