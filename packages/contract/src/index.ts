export * from './constants.ts';
export * from './money.ts';
export * from './read-only-echo.ts';
export * from './messages/index.ts';
export * from './errors.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
export * from './schemas/listener.ts';
export * from './schemas/admin.ts';
export * from './schemas/marketplace.ts';
export * from './schemas/chat.ts';
export * from './schemas/calls.ts';
export * from './schemas/payouts.ts';
export * from './schemas/safety.ts';
export * from './schemas/receipts.ts';
export * from './schemas/notes.ts';
export * from './schemas/erasure.ts';
export * from './schemas/favourites.ts';
export * from './schemas/push.ts';
export * from './schemas/my-data.ts';
export * from './schemas/privacy.ts';
export * from './schemas/two-factor.ts';
export * from './chat/contact-filter.ts';
export * from './chat/crisis-filter.ts';
export * from './chat/abuse-filter.ts';
export * from './chat/screen.ts';
export * from './endpoints/index.ts';
export * from './routes.ts';
export * from './socket-events.ts';
export * from './rules/billing.ts';
export * from './rules/approval.ts';
export * from './rules/gst.ts';
export * from './rules/session-endings.ts';

export * from './rules/audit-sentence.ts';
export * from './i18n/locales.ts';
export * from './i18n/current.ts';
export * from './i18n/format.ts';
export {
  localizeText,
  hasTranslator,
  englishMessages,
  englishMessage,
  registerTranslator,
} from './i18n/localized.ts';
export { pseudoText, pseudoTranslator } from './i18n/pseudo.ts';
export type { MessageId, Catalogue } from './i18n/catalogue.ts';
