import type { Catalogue } from '../catalogue.ts';

export const readOnlyHi = {
  'readOnly.fieldsChanged': 'ये फ़ील्ड यहाँ नहीं बदले जा सकते: {0}।',
} satisfies Catalogue;
