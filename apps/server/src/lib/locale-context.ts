import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, pickLocale, setLocaleResolver, type Locale } from '@app/contract';
import { loadHindi } from '@app/contract/hi';

// The language of the moment on the server, kept per async context: the contract's messages read it
// (setLocaleResolver), so a text read while answering a request is in the request's language, and one
// read inside `withLocale` (a mail to someone) in theirs.

const context = new AsyncLocalStorage<Locale>();
setLocaleResolver(() => context.getStore() ?? DEFAULT_LOCALE);
loadHindi();

/** Runs `work` with `locale` as the language of every message it reads (awaited work included). */
export const withLocale = <T>(locale: Locale, work: () => T): T => context.run(locale, work);

/** Runs `work` in English, the source language: for texts that are stored, or drawn where Hindi cannot be. */
export const inSourceLanguage = <T>(work: () => T): T => withLocale(DEFAULT_LOCALE, work);

/** The language of the moment (the request's, or the one `withLocale` set). */
export { currentLocale } from '@app/contract';

/**
 * Each request is answered in the first language of its `Accept-Language` that we speak (the web
 * sends the language it shows), English otherwise.
 */
export const registerRequestLocale = (app: FastifyInstance) => {
  const enter = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    context.run(pickLocale(request.headers['accept-language']), done);
  };
  app.addHook('onRequest', enter);
  // Again once the body is read: its parser runs in the connection's async context, not the request's.
  app.addHook('preValidation', enter);
};
