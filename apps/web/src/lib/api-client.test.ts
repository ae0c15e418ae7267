import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, endpoints, FILE_URL_PREFIX, messages } from '@app/contract';
import { callApi, readApiFile } from '@/lib/api-client';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { shouldRetry } from '@/lib/query-client';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { makeToken, signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { useAuthStore } from '@/stores/auth-store';

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('callApi', () => {
  it('calls the contract path with x-client: web and the bearer token; signed out, a signed-in endpoint is not called', async () => {
    const token = makeToken(users.admin);
    const { calls } = mockFetch(() =>
      jsonResponse(200, {
        user: { ...users.admin, profileImageUrl: null, avatar: null },
        token,
        locale: 'en',
      }),
    );

    await expect(callApi(endpoints.auth.me)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(0);

    signInAs(users.admin);
    const answer = await callApi(endpoints.auth.me);
    expect(calls[0]!.url).toBe(`${API_PREFIX}/auth/me`);
    expect(calls[0]!.headers['x-client']).toBe('web');
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${useAuthStore.getState().accessToken}`);
    expect(answer.token).toBe(token);
  });

  it('sends extra headers (an Idempotency-Key) without letting them replace its own', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(200, { data: { balance: 5, paymentMode: 'TEST', coinValuePaise: 100 } }),
    );
    signInAs(users.customer);
    await callApi(endpoints.wallet.get, {
      headers: { 'Idempotency-Key': 'key-12345678', 'x-client': 'other' },
    });
    expect(calls[0]!.headers['idempotency-key']).toBe('key-12345678');
    expect(calls[0]!.headers['x-client']).toBe('web');
  });

  it('throws ApiError with the status, code and server message of an error body', async () => {
    mockFetch(() => jsonResponse(429, { message: messages.auth.tooManyRequests, code: 'RATE_LIMITED' }));
    const error = await callApi(endpoints.auth.signup, { body: { email: 'a@b.co' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      serverMessage: messages.auth.tooManyRequests,
    });
    expect(serverMessageOr(error, 'fallback')).toBe(messages.auth.tooManyRequests);
  });

  it('a 401 from a signed-in call clears the sign-in and asks the app to go to /login', async () => {
    signInAs(users.listener);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse(401, { message: messages.auth.sessionExpired, code: 'UNAUTHENTICATED' }));

    await expect(callApi(endpoints.auth.changePassword, { body: { password: 'secret-1' } })).rejects.toThrow(
      messages.auth.sessionExpired,
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the sign-in forms (public endpoints) leaves the state alone', async () => {
    signInAs(users.listener);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() =>
      jsonResponse(401, { message: messages.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' }),
    );

    await expect(
      callApi(endpoints.auth.login, { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects an answer that does not match the endpoint response schema', async () => {
    mockFetch(() => jsonResponse(200, { nope: true }));
    await expect(
      callApi(endpoints.auth.login, { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});

describe('readApiFile', () => {
  const fileUrl = `${FILE_URL_PREFIX}11111111-2222-4333-8444-555555555555`;

  it('reads GET /files/:id through the client: x-client, the bearer token, the sniffed type', async () => {
    signInAs(users.admin);
    const { calls } = mockFetch(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
    );
    const blob = await readApiFile(fileUrl);
    expect(calls[0]!.url).toBe(fileUrl);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers['x-client']).toBe('web');
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${useAuthStore.getState().accessToken}`);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(4);
  });

  it('a 401 for our token ends the sign-in like any signed-in call', async () => {
    signInAs(users.listener);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse(401, { message: messages.auth.listenerBlocked, code: 'UNAUTHENTICATED' }));

    await expect(readApiFile(fileUrl)).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a missing file is an ApiError and leaves the sign-in alone', async () => {
    signInAs(users.listener);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse(404, { message: messages.http.notFound, code: 'NOT_FOUND' }));

    await expect(readApiFile(fileUrl)).rejects.toMatchObject({ status: 404 });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('query retries', () => {
  it('retries server and network errors up to 3 times, never a 4xx', () => {
    expect(shouldRetry(0, new ApiError(500, 'INTERNAL'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'UNAVAILABLE'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHENTICATED'))).toBe(false);
  });
});
