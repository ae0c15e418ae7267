import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, PRIVACY_NOTICE_VERSION, endpoints, messages, routes } from '@app/contract';
import { SignupPage } from '@/features/auth/signup-page';
import { makeToken, users } from '@/testing/auth';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { currentPath, renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

const email = 'new.listener@example.com';
const stepTwoText = `We sent an OTP to ${email}. Enter it below along with your password.`;

const renderSignup = () =>
  renderAt(<SignupPage />, {
    path: routes.signup,
    routes: { [routes.signupProfile]: <h1>Welcome screen</h1> },
  });

const isCall = (call: FetchCall, endpoint: { path: string }) => call.url === `${API_PREFIX}${endpoint.path}`;

async function goToStepTwo() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('heading', { name: 'Verify your account' });
  return user;
}

describe('signup, two steps', () => {
  it('step 1 sends the email; step 2 says where the OTP went and explains the password rule', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: messages.auth.otpSent }));
    renderSignup();
    await goToStepTwo();

    expect(screen.getByText(stepTwoText)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter 6-digit code')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(calls).toHaveLength(1);
    expect(isCall(calls[0]!, endpoints.auth.signup)).toBe(true);
    expect(calls[0]!.body).toEqual({ email });
  });

  it("'Back to Email' and 'Resend OTP' return to step 1 and clear OTP, password and error", async () => {
    mockFetch((call) =>
      isCall(call, endpoints.auth.verifyAccount)
        ? jsonResponse(400, { success: false, message: messages.auth.otpInvalid, code: 'OTP_INVALID' })
        : jsonResponse(200, { message: messages.auth.otpSent }),
    );
    renderSignup();
    let user = await goToStepTwo();

    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByLabelText(messages.privacy.signup.agree));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(messages.auth.otpInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Email' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByText(messages.auth.otpInvalid)).not.toBeInTheDocument();
    // The email is kept, so sending again is one click.
    expect(screen.getByLabelText('Email')).toHaveValue(email);

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify your account' });
    expect(screen.getByLabelText('OTP')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    user = userEvent.setup();
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify your account' });
    expect(screen.getByLabelText('OTP')).toHaveValue('');
  });

  it('validates the OTP and password with the contract rules before calling the server', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: messages.auth.otpSent }));
    renderSignup();
    const user = await goToStepTwo();

    await user.type(screen.getByLabelText('OTP'), '12');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(messages.validation.otpLength)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordMin)).toHaveClass('text-destructive');
    expect(calls).toHaveLength(1);
  });

  it("shows 'Network error. Please try again.' when the server cannot be reached", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSignup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(messages.client.networkError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it('shows the server message for step 1 (e.g. the account exists)', async () => {
    mockFetch(() => jsonResponse(409, { message: messages.auth.accountExists, code: 'CONFLICT' }));
    renderSignup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(messages.auth.accountExists)).toBeInTheDocument();
  });

  it('on success signs the new listener in and goes to /profile', async () => {
    const token = makeToken({ ...users.pendingListener, email });
    const { calls } = mockFetch((call) =>
      isCall(call, endpoints.auth.verifyAccount)
        ? jsonResponse(200, { success: true, token, message: messages.auth.accountCreated })
        : jsonResponse(200, { message: messages.auth.otpSent }),
    );
    renderSignup();
    const user = await goToStepTwo();
    await user.type(screen.getByLabelText('OTP'), '246810');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByLabelText(messages.privacy.signup.agree));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome screen' })).toBeInTheDocument();
    expect(currentPath()).toBe(routes.signupProfile);
    // The spec's body, and the version of the privacy notice agreed to (issue 25).
    expect(calls[1]!.body).toEqual({
      email,
      otp: '246810',
      password: 'secret-123',
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: token,
      isAuthenticated: true,
      privacyConsentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(useAuthStore.getState().user?.role).toBe('LISTENER');
  });

  it('asks for the agreement to the privacy notice before creating the account, and links to it', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: messages.auth.otpSent }));
    renderSignup();
    const user = await goToStepTwo();
    const box = screen.getByLabelText(messages.privacy.signup.agree);
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: messages.privacy.signup.read })).toHaveAttribute(
      'href',
      routes.privacy,
    );
    await user.type(screen.getByLabelText('OTP'), '246810');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(messages.privacy.signup.required)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(calls.filter((call) => isCall(call, endpoints.auth.verifyAccount))).toHaveLength(0);

    await user.click(box);
    expect(screen.queryByText(messages.privacy.signup.required)).not.toBeInTheDocument();
  });
});
