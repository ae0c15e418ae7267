import type { Catalogue } from '../catalogue.ts';

export const listenerDashboardHi = {
  'listenerDashboard.title': 'डैशबोर्ड',
  'listenerDashboard.subtitle': 'आपके सेशन के आँकड़ों और कमाई की झलक',
  'listenerDashboard.loading': 'डैशबोर्ड लोड हो रहा है...',
  'listenerDashboard.errorTitle': 'डैशबोर्ड का डेटा लोड नहीं हो पाया',
} satisfies Catalogue;
