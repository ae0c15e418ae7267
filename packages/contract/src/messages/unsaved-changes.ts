import { localized } from '../i18n/localized.ts';

/** The question before unsaved changes are thrown away (the web's hooks/use-unsaved-changes). */
export const unsavedChangesMessages = localized('unsavedChanges', {
  title: 'Discard your changes?',
  description: 'You have changes that are not saved. If you leave now, they are lost.',
  confirm: 'Discard changes',
} as const);
