import type { z } from 'zod';
import {
  API_PREFIX,
  buildPath,
  filesEndpoints,
  FILE_URL_PREFIX,
  type Endpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
} from '@app/contract';
import { ApiError } from '@/lib/api-error';
import { getLocale } from '@/lib/locale';
import { notifyUnauthorized } from '@/lib/unauthorized';
import { useAuthStore } from '@/stores/auth-store';

type BodyPart<E extends Endpoint> = E['body'] extends z.ZodType
  ? { body: EndpointBody<E> }
  : { body?: undefined };
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType
  ? { query: EndpointQuery<E> }
  : { query?: undefined };

export type CallOptions<E extends Endpoint> = BodyPart<E> &
  QueryPart<E> & {
    params?: Record<string, string | number>;
    signal?: AbortSignal;
    /** Extra request headers (an Idempotency-Key); they cannot replace the client's own. */
    headers?: Record<string, string>;
  };

// Options may be left out only when the endpoint takes neither a body nor a query.
type CallArgs<E extends Endpoint> =
  Record<string, never> extends BodyPart<E> & QueryPart<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy or gateway page (HTML) instead of our JSON: there is no server message to show.
    return undefined;
  }
}

function readErrorBody(body: unknown): { message?: string; code?: string } {
  if (!body || typeof body !== 'object') return {};
  const { message, code } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

type RequestOptions = {
  params?: Record<string, string | number>;
  query?: unknown;
  /** JSON-encoded with its Content-Type; FormData goes as is (the browser sets the boundary). */
  body?: { json: unknown } | { form: FormData };
  signal?: AbortSignal;
  /**
   * A 401 ends the sign-in even on an endpoint anyone may call, when the request carried our token
   * (a file read: the server looks at the token only to decide what the reader may see).
   */
  tokenRejectedEndsSignIn?: boolean;
  /** What the caller can read; JSON unless said otherwise. */
  accept?: string;
  headers?: Record<string, string>;
};

/**
 * The one request core: `x-client: web`, the language shown, the bearer token, `ApiError` carrying the server's
 * `message`, and a 401 from a signed-in call ends the sign-in. Answers the successful response.
 */
async function send(endpoint: Endpoint, init: RequestOptions): Promise<Response> {
  const url = `${API_PREFIX}${buildPath(endpoint.path, init.params)}${toQueryString(init.query)}`;
  const headers: Record<string, string> = {
    ...init.headers,
    Accept: init.accept ?? 'application/json',
    'x-client': 'web',
    // The server's messages (errors, confirmations) come in the language shown.
    'Accept-Language': getLocale(),
  };
  const token = useAuthStore.getState().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  // Signed out (a sign-out just emptied the cache and a mounted screen refetches): a signed-in
  // endpoint would only answer 401, so nothing is sent with no token at all.
  if (!token && endpoint.access !== 'public' && endpoint.access !== 'optional-signed-in') {
    throw new ApiError(401, 'UNAUTHENTICATED');
  }
  let body: BodyInit | undefined;
  if (init.body && 'json' in init.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body.json);
  } else if (init.body) {
    // No Content-Type header: the browser sets multipart/form-data with its boundary.
    body = init.body.form;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: init.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR');
  }

  if (!response.ok) {
    const { message, code } = readErrorBody(await readJson(response));
    const signedInCall = endpoint.access !== 'public' || (init.tokenRejectedEndsSignIn && token);
    if (response.status === 401 && signedInCall) {
      // Sign-in forms expect 401 for a wrong password; everywhere else it means the sign-in is gone.
      useAuthStore.getState().clearAuth();
      notifyUnauthorized(message);
    }
    if (response.status === 403 && code === 'TWO_FACTOR_REQUIRED' && token) {
      // An admin who has not set up two-step sign-in (issue 25 §1): the set-up is shown over every screen.
      useAuthStore.getState().setTwoFactorEnabled(false);
    }
    throw new ApiError(response.status, code ?? `HTTP_${response.status}`, message);
  }
  return response;
}

/** `send`, then the JSON answer checked against the endpoint's response schema. */
async function request<E extends Endpoint>(endpoint: E, init: RequestOptions): Promise<EndpointResponse<E>> {
  const response = await send(endpoint, init);
  const answer = await readJson(response);
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE');
  return parsed.data as EndpointResponse<E>;
}

/**
 * Calls one endpoint of the contract: path, method and payload types all come from its entry in
 * `endpoints`, and the answer is checked against the endpoint's response schema.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const options = (args[0] ?? {}) as CallOptions<E>;
  return request(endpoint, {
    params: options.params,
    query: options.query,
    body: options.body !== undefined ? { json: options.body } : undefined,
    signal: options.signal,
    headers: options.headers,
  });
}

/**
 * Calls a `multipart: true` endpoint (a file upload) with a FormData body, under the same rules as
 * `callApi`.
 */
export async function callMultipartApi<E extends Endpoint & { multipart: object }>(
  endpoint: E,
  form: FormData,
  options: { params?: Record<string, string | number>; signal?: AbortSignal } = {},
): Promise<EndpointResponse<E>> {
  return request(endpoint, { params: options.params, body: { form }, signal: options.signal });
}

/**
 * Calls an endpoint that answers a file rather than JSON (the payout CSV), under the same rules as
 * `callApi` (the bearer token, `ApiError` with the server's message): answers the bytes, for the
 * browser to save.
 */
export async function callApiForBlob<E extends Endpoint>(
  endpoint: E,
  options: {
    query?: EndpointQuery<E>;
    params?: Record<string, string | number>;
    accept: string;
    signal?: AbortSignal;
  },
): Promise<Blob> {
  const response = await send(endpoint, {
    params: options.params,
    query: options.query,
    accept: options.accept,
    signal: options.signal,
  });
  try {
    return await response.blob();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(response.status, 'NETWORK_ERROR');
  }
}

/** Whether `url` names a file served by our API (GET /files/:id), which may need the bearer token. */
export const isApiFileUrl = (url: string | null | undefined): url is string =>
  Boolean(url?.startsWith(FILE_URL_PREFIX) && url.length > FILE_URL_PREFIX.length);

/**
 * Reads a file of our API (private files: a pending listener's picture, every ID proof) under the
 * same rules as `callApi`: the bearer token, `ApiError` on a refusal, and a 401 for our token ends
 * the sign-in. Answers the bytes with the type the server sniffed.
 */
export async function readApiFile(url: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  if (!isApiFileUrl(url)) throw new ApiError(0, 'NOT_AN_API_FILE');
  const id = decodeURIComponent(url.slice(FILE_URL_PREFIX.length).split(/[?#]/)[0] ?? '');
  const response = await send(filesEndpoints.get, {
    params: { id },
    signal: options.signal,
    tokenRejectedEndsSignIn: true,
    accept: '*/*',
  });
  try {
    const blob = await response.blob();
    const type = blob.type || response.headers.get('content-type') || '';
    return blob.type === type ? blob : new Blob([blob], { type });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(response.status, 'NETWORK_ERROR');
  }
}
