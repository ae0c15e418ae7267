import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { bearerToken } from '../../lib/bearer-token.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { AuthService } from './auth.service.ts';

export const registerAuthRoutes = (app: FastifyInstance, auth: AuthService, ipLimitPerMinute: number) => {
  // Per-IP limit on every endpoint that sends mail or checks a secret; per-account limits live in the service.
  const limited = { rateLimit: { max: ipLimitPerMinute, timeWindow: 60_000 } };
  const e = endpoints.auth;

  registerEndpoint(app, e.signup, ({ body }) => auth.startSignup(body.email, body.role), limited);
  registerEndpoint(
    app,
    e.verifyAccount,
    ({ body }) => auth.verifyAccount(body.email, body.password, body.otp, body.name, body.consentVersion),
    limited,
  );
  registerEndpoint(app, e.login, ({ body, ip }) => auth.login(body.email, body.password, ip), limited);
  registerEndpoint(
    app,
    endpoints.twoFactor.signIn,
    ({ body }) => auth.signInWithCode(body.challenge, body.code),
    limited,
  );
  registerEndpoint(app, e.forgotPassword, ({ body }) => auth.forgotPassword(body.email), limited);
  registerEndpoint(
    app,
    e.resetPassword,
    ({ body }) => auth.resetPassword(body.email, body.otp, body.password),
    limited,
  );
  registerEndpoint(app, e.changePassword, ({ user, body, raw }) =>
    auth.changePassword(user.id, body.password, bearerToken(raw.headers.authorization) ?? ''),
  );
  registerEndpoint(app, e.me, ({ user }) => auth.me(user));
  registerEndpoint(app, e.setLocale, ({ user, body }) => auth.setLocale(user, body.locale));
};
