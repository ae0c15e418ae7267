import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, messages, routes } from '@app/contract';
import { LoginPage } from '@/features/auth/login-page';
import { makeToken, users } from '@/testing/auth';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { currentPath, renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

// Two-step sign-in (issue 25 §1): the step after the password (features/two-factor's TwoFactorCodeStep).
const m = messages.twoFactor;
const LOAD = { timeout: 3000 };
const path = (call: FetchCall) => `${call.method} ${call.url.replace(API_PREFIX, '')}`;

describe('the code step at sign-in', () => {
  it('a right password with two-step sign-in asks for the code; a wrong code says why; the right one signs in', async () => {
    const token = makeToken(users.listener);
    const { calls } = mockFetch((call) => {
      if (path(call) === 'POST /auth/login')
        return jsonResponse(200, { twoFactorRequired: true, challenge: 'ch-1' });
      const body = call.body as { code: string };
      return body.code === '123456'
        ? jsonResponse(200, { token })
        : jsonResponse(400, { message: m.codeInvalid, code: 'OTP_INVALID' });
    });
    renderAt(<LoginPage />, { path: routes.login, routes: { [routes.dashboard]: <h1>Dashboard home</h1> } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@listenwell.test');
    await user.type(screen.getByLabelText('Password'), 'listener1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText(m.codeOrRecoveryLabel, {}, LOAD);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByText(m.codeRequired)).toBeInTheDocument();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByText(m.codeInvalid)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
    expect(currentPath()).toBe(routes.dashboard);
    expect(useAuthStore.getState().accessToken).toBe(token);
    expect(calls.at(-1)).toMatchObject({
      url: `${API_PREFIX}/auth/two-factor/sign-in`,
      body: { challenge: 'ch-1', code: '123456' },
    });
  });

  it('Back to sign in returns to the password form', async () => {
    mockFetch(() => jsonResponse(200, { twoFactorRequired: true, challenge: 'ch-2' }));
    renderAt(<LoginPage />, { path: routes.login });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@listenwell.test');
    await user.type(screen.getByLabelText('Password'), 'listener1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: m.backToSignIn }, LOAD));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
