import type { Catalogue } from '../catalogue.ts';

export const unsavedChangesHi = {
  'unsavedChanges.title': 'आपके बदलाव हटा दें?',
  'unsavedChanges.description': 'आपके कुछ बदलाव सेव नहीं हुए हैं। अगर आप अभी चले जाते हैं, तो वे हट जाएँगे।',
  'unsavedChanges.confirm': 'बदलाव हटाएँ',
} satisfies Catalogue;
