import { vi } from 'vitest';

export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Handler = (call: FetchCall) => Response | Promise<Response>;

/** A JSON answer as the server would send it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces the network boundary (global fetch) for one test. Component tests check what the screen
 * does with an answer; the real server's answers are covered by the server and e2e suites.
 */
export function mockFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Header names are case-insensitive; lower-case them so tests can look them up one way.
    const headers = Object.fromEntries(
      [...new Headers(init?.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
    );
    const rawBody = init?.body;
    const call: FetchCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise whose settling the test controls, to hold a request "in flight". */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
