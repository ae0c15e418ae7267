import { afterEach, describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, endpoints, messages } from '@app/contract';
import { AppProviders } from '@/app/providers';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { makeToken, signInAs, users } from '@/testing/auth';
import { enrolmentStarted } from '@/testing/two-factor-fixtures';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

const m = messages.twoFactor;
const path = (call: FetchCall) => `${call.method} ${call.url.replace(API_PREFIX, '').split('?')[0]}`;
const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);

afterEach(() => {
  useAuthStore.getState().clearAuth();
});

/** A screen that asks the server for something on mount, and says what came of it. */
function Screen() {
  const [outcome, setOutcome] = useState('loading');
  useEffect(() => {
    callApi(endpoints.adminDashboard.get, { query: { days: 7 } }).then(
      () => setOutcome('loaded'),
      (error: unknown) => setOutcome(error instanceof ApiError ? error.code : 'failed'),
    );
  }, []);
  return <h1>The screen: {outcome}</h1>;
}

/**
 * The app's providers (they check the sign-in with GET /auth/me) around a screen, for someone whose
 * GET /auth/me says `twoFactorEnabled` (left out when undefined, as an older server does). The server
 * refuses the screen's call with TWO_FACTOR_REQUIRED while `refuseScreen` holds.
 */
const renderSignedIn = (
  claims: Record<string, unknown>,
  twoFactorEnabled: boolean | undefined,
  refuseScreen = false,
) => {
  signInAs(claims);
  // A fresh sign-in knows nothing of two-step sign-in until GET /auth/me says.
  useAuthStore.getState().setTwoFactorEnabled(undefined);
  useAuthStore.getState().setLoading(true);
  const fresh = makeToken({ ...claims, tv: 1 });
  const { calls } = mockFetch((call) => {
    switch (path(call)) {
      case 'GET /auth/me':
        return jsonResponse(200, {
          user: { ...claims, profileImageUrl: null, avatar: null },
          token: makeToken(claims),
          locale: 'en',
          privacyConsentVersion: null,
          ...(twoFactorEnabled === undefined ? {} : { twoFactorEnabled }),
        });
      case 'GET /admin/dashboard':
        return refuseScreen
          ? jsonResponse(403, { message: m.adminRequired, code: 'TWO_FACTOR_REQUIRED' })
          : jsonResponse(500, {});
      case 'POST /auth/two-factor/enrol':
        return jsonResponse(200, enrolmentStarted);
      case 'POST /auth/two-factor/confirm':
        return jsonResponse(200, { message: m.enabled, token: fresh, recoveryCodes: codes });
      default:
        return jsonResponse(404, {});
    }
  });
  renderAt(
    <AppProviders>
      <Screen />
    </AppProviders>,
    { path: '/admin' },
  );
  return { calls, fresh };
};

describe('the admin’s two-step sign-in gate (issue 25 §1)', () => {
  it('sends an admin without it to set it up, and lets them go on once the recovery codes are saved', async () => {
    const { calls, fresh } = renderSignedIn(users.admin, false);
    const dialog = await screen.findByRole('alertdialog', { name: m.enrolTitle });
    expect(dialog).toHaveTextContent(m.enrolAdminRequired);
    expect(await screen.findByRole('img', { name: m.qrAlt })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // Escape does not dismiss it.
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: m.enrolTitle })).toBeInTheDocument();

    await user.type(screen.getByLabelText(m.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: m.confirm }));
    // The recovery codes are shown once, still inside the gate; the fresh token is kept.
    expect(await screen.findByRole('heading', { name: m.recoveryTitle })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent(codes[0] ?? '');
    expect(useAuthStore.getState().accessToken).toBe(fresh);
    expect(useAuthStore.getState().twoFactorEnabled).toBe(false);

    await user.click(screen.getByRole('button', { name: m.done }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().twoFactorEnabled).toBe(true);
    expect(useAuthStore.getState().accessToken).toBe(fresh);
    expect(
      calls.filter((call) => path(call) === 'POST /auth/two-factor/confirm').map((call) => call.body),
    ).toEqual([{ code: '123456' }]);
  });

  it('shows when any call is refused with TWO_FACTOR_REQUIRED, even before GET /auth/me said', async () => {
    renderSignedIn(users.admin, undefined, true);
    expect(await screen.findByRole('alertdialog', { name: m.enrolTitle })).toBeInTheDocument();
    // The screen behind the gate (hidden from assistive technology while it is open) was refused.
    expect(screen.getByRole('heading', { hidden: true, name: /The screen/ })).toHaveTextContent(
      'The screen: TWO_FACTOR_REQUIRED',
    );
    expect(useAuthStore.getState().twoFactorEnabled).toBe(false);
  });

  it('signs out from the gate', async () => {
    renderSignedIn(users.admin, false);
    await screen.findByRole('alertdialog', { name: m.enrolTitle });
    await userEvent.setup().click(screen.getByRole('button', { name: messages.shell.userMenu.logOut }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(useAuthStore.getState().twoFactorEnabled).toBeUndefined();
  });

  it.each([
    ['an admin who has it on', users.admin, true],
    ['an admin while the server has not said', users.admin, undefined],
    ['a customer without it', users.customer, false],
    ['a listener without it', users.listener, false],
  ] as const)('asks nothing of %s', async (_, claims, enabled) => {
    renderSignedIn(claims, enabled);
    // GET /auth/me has answered (the fresh sign-in is no longer loading) and the screen's call is done.
    await waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(await screen.findByRole('heading', { name: 'The screen: HTTP_500' })).toBeInTheDocument();
    expect(useAuthStore.getState().twoFactorEnabled).toBe(enabled);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
