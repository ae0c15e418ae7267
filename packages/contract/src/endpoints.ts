import type { z } from 'zod';
import { errorBodySchema } from './errors.ts';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  tokenResponseSchema,
  verifyAccountBodySchema,
  verifyAccountFailureSchema,
  verifyAccountSuccessSchema,
} from './schemas/auth.ts';
import type { Role } from './constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export type Endpoint = {
  method: HttpMethod;
  /** Path below API_PREFIX, with `:param` segments. */
  path: string;
  access: Access;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The success body. */
  response: z.ZodType;
  /** Extra non-error bodies the endpoint may answer with, by status. */
  otherResponses?: Record<number, z.ZodType>;
};

const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/**
 * Every HTTP endpoint, once. The server registers routes from this table (validation, serialisation,
 * OpenAPI); the web client calls through it, so a path or a payload shape is never typed twice.
 */
export const endpoints = {
  auth: {
    signup: defineEndpoint({
      method: 'POST',
      path: '/auth/signup',
      access: 'public',
      summary: 'Start a listener sign-up: mails a 6-digit code',
      body: signupBodySchema,
      response: messageResponseSchema,
    }),
    verifyAccount: defineEndpoint({
      method: 'POST',
      path: '/auth/verify-account',
      access: 'public',
      summary: 'Finish sign-up with the mailed code and a password',
      body: verifyAccountBodySchema,
      response: verifyAccountSuccessSchema,
      otherResponses: { 400: verifyAccountFailureSchema },
    }),
    login: defineEndpoint({
      method: 'POST',
      path: '/auth/login',
      access: 'public',
      summary: 'Sign in with email and password',
      body: loginBodySchema,
      response: tokenResponseSchema,
    }),
    changePassword: defineEndpoint({
      method: 'POST',
      path: '/auth/change-password',
      access: 'signed-in',
      summary: 'Change the password; every other sign-in of the user ends',
      body: changePasswordBodySchema,
      response: changePasswordResponseSchema,
    }),
    forgotPassword: defineEndpoint({
      method: 'POST',
      path: '/auth/forgot-password',
      access: 'public',
      summary: 'Mail a password-reset code (same answer whether or not the account exists)',
      body: forgotPasswordBodySchema,
      response: messageResponseSchema,
    }),
    resetPassword: defineEndpoint({
      method: 'POST',
      path: '/auth/reset-password',
      access: 'public',
      summary: 'Set a new password with the mailed reset code',
      body: resetPasswordBodySchema,
      response: messageResponseSchema,
    }),
    me: defineEndpoint({
      method: 'GET',
      path: '/auth/me',
      access: 'signed-in',
      summary: 'The current user and a fresh token',
      response: meResponseSchema,
    }),
  },
} as const;

export { errorBodySchema };

export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** Fills `:param` segments of an endpoint path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
