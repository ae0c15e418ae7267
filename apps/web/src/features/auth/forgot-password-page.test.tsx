import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, endpoints, messages, routes } from '@app/contract';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { renderAt } from '@/testing/render';

describe('forgot password', () => {
  it('email -> code + new password -> done, with the server messages and a way back to sign in', async () => {
    const { calls } = mockFetch((call) =>
      call.url === `${API_PREFIX}${endpoints.auth.forgotPassword.path}`
        ? jsonResponse(200, { message: messages.auth.resetSent })
        : jsonResponse(200, { message: messages.auth.passwordReset }),
    );
    renderAt(<ForgotPasswordPage />, { path: routes.forgotPassword });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@listenwell.test');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(messages.auth.resetSent)).toBeInTheDocument();

    await user.type(screen.getByLabelText('OTP'), '135790');
    await user.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(messages.auth.passwordReset)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', routes.login);
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'asha@listenwell.test' },
      { email: 'asha@listenwell.test', otp: '135790', password: 'brand-new-1' },
    ]);
  });

  it('shows the server message for a wrong code and stays on the step', async () => {
    mockFetch((call) =>
      call.url === `${API_PREFIX}${endpoints.auth.forgotPassword.path}`
        ? jsonResponse(200, { message: messages.auth.resetSent })
        : jsonResponse(400, { message: messages.auth.otpInvalid, code: 'OTP_INVALID' }),
    );
    renderAt(<ForgotPasswordPage />, { path: routes.forgotPassword });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@listenwell.test');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.auth.otpInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});
