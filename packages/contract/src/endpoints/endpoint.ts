import type { z } from 'zod';
import type { Role } from '../constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in user, the listed roles, or a listener whose
 * application an admin approved (every listener feature but the profile needs approval).
 * `optional-signed-in`: anyone, and the handler learns who is signed in when a valid token comes along
 * (a bad or stale token counts as signed out).
 */
export type Access = 'public' | 'optional-signed-in' | 'signed-in' | 'approved-listener' | readonly Role[];

/** A multipart upload: the one file field and the types accepted by content. */
type UploadSpec = { field: string; types: readonly string[] };

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
  /** The body is multipart/form-data (a file upload), not JSON. */
  multipart?: UploadSpec;
  /** The 403 message for a signed-in caller whose role is not in `access` (default: a generic one). */
  forbiddenMessage?: string;
  /**
   * Open to an admin who has not set up two-step sign-in yet (issue 25 §1): every other endpoint answers
   * such an admin 403 TWO_FACTOR_REQUIRED. Only what the set-up itself needs carries it.
   */
  beforeTwoFactor?: true;
};

/** Types one endpoint of the table (its literal types kept). */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

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
