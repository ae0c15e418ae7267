import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PREFIX, messages, type TwoFactorStatus } from '@app/contract';
import { makeToken, signInAs, users } from '@/testing/auth';
import { enrolmentStarted } from '@/testing/two-factor-fixtures';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { useAuthStore } from '@/stores/auth-store';
import { TwoFactorSection } from './two-factor-section';

const m = messages.twoFactor;
const path = (call: FetchCall) => `${call.method} ${call.url.replace(API_PREFIX, '')}`;

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TwoFactorSection />
    </QueryClientProvider>,
  );

describe('the Two-step sign-in section', () => {
  it('turns it on: QR code and key, the first code, then the recovery codes once', async () => {
    signInAs(users.customer);
    const state: { status: TwoFactorStatus } = {
      status: { enabled: false, required: false, recoveryCodesLeft: 0 },
    };
    const fresh = makeToken(users.customer);
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);
    const { calls } = mockFetch((call) => {
      switch (path(call)) {
        case 'GET /auth/two-factor':
          return jsonResponse(200, state.status);
        case 'POST /auth/two-factor/enrol':
          return jsonResponse(200, enrolmentStarted);
        case 'POST /auth/two-factor/confirm':
          if ((call.body as { code: string }).code !== '123456')
            return jsonResponse(400, { message: m.codeInvalid, code: 'OTP_INVALID' });
          state.status = { enabled: true, required: false, recoveryCodesLeft: 10 };
          return jsonResponse(200, { message: m.enabled, token: fresh, recoveryCodes: codes });
        default:
          return jsonResponse(404, {});
      }
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.turnOn }));
    expect(screen.getByText(m.sectionIntroOff)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: m.qrAlt })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText(m.codeLabel), '12');
    await user.click(screen.getByRole('button', { name: m.confirm }));
    expect(await screen.findByText(m.totpFormat)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(m.codeLabel));
    await user.type(screen.getByLabelText(m.codeLabel), '000000');
    await user.click(screen.getByRole('button', { name: m.confirm }));
    expect(await screen.findByText(m.codeInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(m.codeLabel));
    await user.type(screen.getByLabelText(m.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: m.confirm }));

    expect(await screen.findByRole('heading', { name: m.recoveryTitle })).toBeInTheDocument();
    for (const code of codes) expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.downloadCodes })).toBeInTheDocument();
    // The other sign-ins ended: this one keeps working with the fresh token.
    expect(useAuthStore.getState().accessToken).toBe(fresh);
    await user.click(screen.getByRole('button', { name: m.done }));
    expect(await screen.findByText(m.recoveryCodesLeft(10))).toBeInTheDocument();
    expect(screen.queryByText(codes[0] ?? '')).not.toBeInTheDocument();
    expect(calls.filter((call) => path(call) === 'POST /auth/two-factor/confirm')).toHaveLength(2);
    // The rest of the app knows at once (Delete my account then asks for a code).
    expect(useAuthStore.getState().twoFactorEnabled).toBe(true);
  });

  it('turning it off asks for the password and a code, and shows the server refusal', async () => {
    signInAs(users.listener);
    const state: { status: TwoFactorStatus } = {
      status: { enabled: true, required: false, recoveryCodesLeft: 7 },
    };
    const { calls } = mockFetch((call) => {
      if (path(call) === 'GET /auth/two-factor') return jsonResponse(200, state.status);
      const body = call.body as { password: string; code: string };
      if (body.password !== 'listener1234')
        return jsonResponse(403, { message: m.passwordInvalid, code: 'FORBIDDEN' });
      state.status = { enabled: false, required: false, recoveryCodesLeft: 0 };
      return jsonResponse(200, { message: m.disabled });
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.turnOff }));
    await user.type(screen.getByLabelText(m.passwordLabel), 'nope');
    await user.type(screen.getByLabelText(m.codeOrRecoveryLabel), '123456');
    await user.click(screen.getByRole('button', { name: m.turnOff }));
    expect(await screen.findByText(m.passwordInvalid)).toBeInTheDocument();
    useAuthStore.getState().setTwoFactorEnabled(true);
    await user.clear(screen.getByLabelText(m.passwordLabel));
    await user.type(screen.getByLabelText(m.passwordLabel), 'listener1234');
    await user.click(screen.getByRole('button', { name: m.turnOff }));
    expect(await screen.findByRole('button', { name: m.turnOn })).toBeInTheDocument();
    expect(useAuthStore.getState().twoFactorEnabled).toBe(false);
    await waitFor(() =>
      expect(calls.at(-2)).toMatchObject({ body: { password: 'listener1234', code: '123456' } }),
    );
  });

  it('an admin sees it required: no way to turn it off', async () => {
    signInAs(users.admin);
    mockFetch(() => jsonResponse(200, { enabled: true, required: true, recoveryCodesLeft: 10 }));
    renderSection();
    expect(await screen.findByRole('button', { name: m.renewCodes })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.turnOff })).not.toBeInTheDocument();
  });
});
