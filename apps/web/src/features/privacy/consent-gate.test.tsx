import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, PRIVACY_NOTICE_VERSION, endpoints, messages, routes } from '@app/contract';
import { AppProviders } from '@/app/providers';
import { makeToken, signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

const m = messages.privacy.gate;
const isCall = (call: FetchCall, endpoint: { path: string }) => call.url === `${API_PREFIX}${endpoint.path}`;

afterEach(() => {
  useAuthStore.getState().clearAuth();
});

/** The app's providers (they check the sign-in with GET /auth/me) around a screen at `path`. */
const renderSignedIn = (claims: Record<string, unknown>, consented: string | null, path = '/somewhere') => {
  signInAs(claims);
  // A fresh sign-in knows nothing of the consent until GET /auth/me says.
  useAuthStore.getState().setPrivacyConsentVersion(undefined);
  useAuthStore.getState().setLoading(true);
  const refusal = { value: false };
  const { calls } = mockFetch((call) => {
    if (isCall(call, endpoints.auth.me)) {
      return jsonResponse(200, {
        user: { ...claims, profileImageUrl: null, avatar: null },
        token: makeToken(claims),
        locale: 'en',
        privacyConsentVersion: consented,
      });
    }
    if (isCall(call, endpoints.privacy.consent)) {
      return refusal.value
        ? jsonResponse(409, {
            message: messages.privacy.errors.versionOutdated('2099-01-01'),
            code: 'CONFLICT',
          })
        : jsonResponse(200, {
            data: { version: PRIVACY_NOTICE_VERSION, consentedAt: new Date().toISOString() },
          });
    }
    return jsonResponse(404, {});
  });
  renderAt(
    <AppProviders>
      <h1>The screen</h1>
    </AppProviders>,
    { path },
  );
  return { calls, refusal };
};

describe('the consent gate (issue 25)', () => {
  it('asks a customer who never agreed, records the current version, and lets them go on', async () => {
    const { calls } = renderSignedIn(users.customer, null);
    const dialog = await screen.findByRole('alertdialog', { name: m.title });
    expect(dialog).toHaveTextContent(m.text);
    expect(screen.getByRole('link', { name: m.read })).toHaveAttribute('href', routes.privacy);

    await userEvent.setup().click(screen.getByRole('button', { name: m.agree }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const consent = calls.filter((call) => isCall(call, endpoints.privacy.consent));
    expect(consent.map((call) => [call.method, call.body])).toEqual([
      ['POST', { version: PRIVACY_NOTICE_VERSION }],
    ]);
    expect(useAuthStore.getState().privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('asks a listener who agreed to an earlier version, saying the notice changed', async () => {
    renderSignedIn(users.listener, '2020-01-01');
    const dialog = await screen.findByRole('alertdialog', { name: m.title });
    expect(dialog).toHaveTextContent(m.updatedText(PRIVACY_NOTICE_VERSION));
  });

  it('shows the server’s refusal and stays', async () => {
    const { refusal } = renderSignedIn(users.customer, null);
    refusal.value = true;
    await screen.findByRole('alertdialog', { name: m.title });
    await userEvent.setup().click(screen.getByRole('button', { name: m.agree }));
    expect(
      await screen.findByText(messages.privacy.errors.versionOutdated('2099-01-01')),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(useAuthStore.getState().privacyConsentVersion).toBeNull();
  });

  it('asks nothing of someone who agreed to the current version, of an admin, or on the notice itself', async () => {
    renderSignedIn(users.customer, PRIVACY_NOTICE_VERSION);
    await waitFor(() => expect(useAuthStore.getState().privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION));
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks nothing of an admin', async () => {
    renderSignedIn(users.admin, null);
    await waitFor(() => expect(useAuthStore.getState().privacyConsentVersion).toBeNull());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves the notice itself readable', async () => {
    renderSignedIn(users.customer, null, routes.privacy);
    await waitFor(() => expect(useAuthStore.getState().privacyConsentVersion).toBeNull());
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
