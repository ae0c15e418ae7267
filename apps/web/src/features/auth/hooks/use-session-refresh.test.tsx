import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { API_PREFIX, endpoints, messages, routes } from '@app/contract';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes/app-routes';
import { makeToken, signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { currentPath, LocationProbe } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

/** The app as it starts in the browser: providers (which check the stored sign-in) and routes. */
function startApp(path: string) {
  // A page load starts with the stored sign-in and isLoading true.
  useAuthStore.setState({ isLoading: true });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const meUrl = `${API_PREFIX}${endpoints.auth.me.path}`;

describe('sign-in check on app start (GET /auth/me)', () => {
  it("replaces the stored token and user, so an admin's approval arrives without signing out", async () => {
    const staleToken = signInAs(users.pendingListener);
    const freshToken = makeToken({ ...users.pendingListener, approvedAt: '2025-02-01T09:00:00.000Z' });
    const { calls } = mockFetch(() =>
      jsonResponse(200, {
        user: {
          ...users.pendingListener,
          approvedAt: '2025-02-01T09:00:00.000Z',
          profileImageUrl: null,
          avatar: null,
        },
        token: freshToken,
        locale: 'en',
      }),
    );
    startApp(routes.listener.earnings);

    // The shell shows the page's title while the check runs; the page itself opens once it answers.
    await waitFor(() => expect(useAuthStore.getState().accessToken).toBe(freshToken), { timeout: 3000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Earnings' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(routes.listener.earnings);
    expect(calls.map((call) => call.url)).toEqual([meUrl]);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${staleToken}`);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: freshToken, isLoading: false });
    expect(useAuthStore.getState().user?.approvedAt).toBe('2025-02-01T09:00:00.000Z');
  });

  it('a 401 clears the stored sign-in and goes to /login', async () => {
    signInAs(users.admin);
    mockFetch(() => jsonResponse(401, { message: messages.auth.sessionExpired, code: 'UNAUTHENTICATED' }));
    startApp(routes.home);

    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(routes.login);
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('when the server cannot be reached, keeps the stored sign-in and opens the console', async () => {
    const token = signInAs(users.admin);
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startApp(routes.dashboard);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: token,
      isAuthenticated: true,
      isLoading: false,
    });
  });

  it('signed out: no call is made and loading ends at once', async () => {
    const { calls } = mockFetch(() => jsonResponse(500, {}));
    startApp(routes.login);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(useAuthStore.getState().isLoading).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
