import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, endpoints, messages, routes } from '@app/contract';
import { LoginPage } from '@/features/auth/login-page';
import { makeToken, signInAs, users } from '@/testing/auth';
import { deferred, jsonResponse, mockFetch } from '@/testing/fetch';
import { callApi } from '@/lib/api-client';
import { currentPath, renderApp, renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

const renderLogin = () =>
  renderAt(<LoginPage />, { path: routes.login, routes: { [routes.dashboard]: <h1>Dashboard home</h1> } });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it("its heading and its button use the spec's one word, 'Login' (issue 23 §6)", async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /sign in/i })).not.toBeInTheDocument();
  });

  it('shows the contract validation messages and sends nothing when fields are empty or invalid', async () => {
    const { calls } = mockFetch(() => jsonResponse(500, {}));
    renderLogin();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("reads 'Logging in...' and is disabled while the request is in flight, then shows the server message", async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    renderLogin();

    await fillAndSubmit('Asha@ListenWell.test', 'wrong-password');
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();

    answer.resolve(
      jsonResponse(401, { message: messages.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' }),
    );
    expect(await screen.findByText(messages.auth.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(currentPath()).toBe(routes.login);

    // One call, to the contract's path, with the web client header and the normalised email.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: `${API_PREFIX}${endpoints.auth.login.path}`,
      method: 'POST',
      headers: { 'x-client': 'web' },
      body: { email: 'asha@listenwell.test', password: 'wrong-password' },
    });
    // A wrong password on the login form must not be treated as "signed out elsewhere".
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("falls back to 'Login failed. Please try again.' when the answer has no message", async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderLogin();
    await fillAndSubmit('asha@listenwell.test', 'listener1234');
    expect(await screen.findByText(messages.client.loginFailed)).toBeInTheDocument();
  });

  it('falls back to the same text when the network is down', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderLogin();
    await fillAndSubmit('asha@listenwell.test', 'listener1234');
    expect(await screen.findByText(messages.client.loginFailed)).toBeInTheDocument();
  });

  it('stores the token and the decoded user, then goes to /dashboard', async () => {
    const token = makeToken(users.listener);
    mockFetch(() => jsonResponse(200, { token }));
    renderLogin();
    await fillAndSubmit('asha@listenwell.test', 'listener1234');

    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
    expect(currentPath()).toBe(routes.dashboard);
    const state = useAuthStore.getState();
    expect(state.accessToken).toBe(token);
    expect(state.isAuthenticated).toBe(true);
    expect(state.user).toMatchObject({ name: 'Asha Rao', email: 'asha@listenwell.test', role: 'LISTENER' });
  });

  it("links 'Forgot your password?' to the reset screen and offers sign-up", () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      routes.forgotPassword,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', routes.signup);
  });
});

describe('login page busy state', () => {
  it('does not submit twice while a request is in flight', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    renderLogin();
    await fillAndSubmit('asha@listenwell.test', 'listener1234');
    await screen.findByRole('button', { name: 'Logging in...' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logging in...' }));
    answer.resolve(
      jsonResponse(401, { message: messages.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(calls).toHaveLength(1);
  });
});

describe('login page after the server ended the sign-in', () => {
  it("a blocked listener's next call answers 401: the app goes to /login and shows the server's reason", async () => {
    signInAs(users.pendingListener);
    mockFetch(() => jsonResponse(401, { message: messages.auth.listenerBlocked, code: 'UNAUTHENTICATED' }));
    await renderApp(routes.listener.profile);

    // The dashboard and profile chunks load first (lazy routes), then the profile call answers 401.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(routes.login);
    const reason = screen.getByText(messages.auth.listenerBlocked);
    expect(reason.closest('[data-slot="alert"]')).toHaveAttribute('role', 'alert');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  }, 15_000);

  it('shows the reason once: a later visit to /login does not repeat it', async () => {
    signInAs(users.listener);
    mockFetch(() =>
      jsonResponse(401, { message: messages.auth.accountDeactivated, code: 'UNAUTHENTICATED' }),
    );
    await expect(callApi(endpoints.auth.me)).rejects.toThrow(messages.auth.accountDeactivated);

    const first = renderLogin();
    expect(screen.getByText(messages.auth.accountDeactivated)).toBeInTheDocument();
    first.unmount();
    renderLogin();
    expect(screen.queryByText(messages.auth.accountDeactivated)).not.toBeInTheDocument();
  });

  it('a wrong password on the form itself is not a sign-out reason', async () => {
    mockFetch(() =>
      jsonResponse(401, { message: messages.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' }),
    );
    renderLogin();
    await fillAndSubmit('asha@listenwell.test', 'nope');
    expect(await screen.findByText(messages.auth.invalidCredentials)).toBeInTheDocument();
    expect(screen.queryByText('You have been signed out')).not.toBeInTheDocument();
    // Focus stays in the form, on the field to fix, which is marked invalid until edited.
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().type(password, 'x');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(messages.auth.invalidCredentials)).not.toBeInTheDocument();
  });
});
