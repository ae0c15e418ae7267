import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { bearerToken } from '../../lib/bearer-token.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** The signed-in account's two-step sign-in (the code step at sign-in is the auth module's). */
export const registerTwoFactorRoutes = (
  app: FastifyInstance,
  twoFactor: TwoFactorService,
  ipLimitPerMinute: number,
) => {
  const limited = { rateLimit: { max: ipLimitPerMinute, timeWindow: 60_000 } };
  const e = endpoints.twoFactor;

  registerEndpoint(app, e.status, ({ user }) => twoFactor.status(user));
  registerEndpoint(app, e.start, ({ user }) => twoFactor.start(user), limited);
  registerEndpoint(
    app,
    e.confirm,
    ({ user, body, raw }) => twoFactor.confirm(user, body.code, bearerToken(raw.headers.authorization) ?? ''),
    limited,
  );
  registerEndpoint(
    app,
    e.disable,
    ({ user, body }) => twoFactor.disable(user, body.password, body.code),
    limited,
  );
  registerEndpoint(
    app,
    e.renewRecoveryCodes,
    ({ user, body }) => twoFactor.renewRecoveryCodes(user, body.code),
    limited,
  );
};
