import type { Catalogue } from '../catalogue.ts';

export const commonHi = {
  'common.language': 'ऐप की भाषा',
  'common.theme': 'थीम',
  'common.themeLight': 'लाइट',
  'common.themeDark': 'डार्क',
  'common.themeSystem': 'सिस्टम',
  'common.localeInvalid': 'भाषा इनमें से एक होनी चाहिए: en, hi',
  'common.localeSaved': 'भाषा सेव हो गई',
} satisfies Catalogue;
