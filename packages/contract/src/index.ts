export * from './constants.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './schemas/auth.ts';
export * from './endpoints.ts';
export * from './routes.ts';
export * from './socket-events.ts';
