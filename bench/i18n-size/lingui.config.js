// Only for the macro check in run.mjs (the macro's Babel plugin reads it); the catalogue is compiled
// by run.mjs from src/messages.mjs.
export default {
  locales: ['en'],
  sourceLocale: 'en',
  catalogs: [{ path: '<rootDir>/src/generated/{locale}', include: ['src'] }],
};
