import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages, pseudoText, routes } from '@app/contract';
import { LoginPage } from '@/features/auth/login-page';
import { SignupPage } from '@/features/auth/signup-page';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';
import { renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

// Sign-in, sign-up (both steps, both roles), forgot/reset password and change password in the pseudo
// language: every text on them comes from the catalogue.

afterEach(async () => {
  useAuthStore.getState().clearAuth();
  await leavePseudoLocale();
});

const email = 'meera@example.com';
/** What the person typed and the router's probe (the path) are data, not texts. */
const DATA = [email, /\/[a-z/-]*/g];

describe('the sign-in screens take every text from the catalogue (pseudo-locale)', () => {
  it('the login page', async () => {
    mockFetch(() => jsonResponse(500, {}));
    await showPseudoLocale();
    const { container } = renderAt(<LoginPage />, { path: routes.login });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('⟦');
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
  });

  it('sign-up: the email step and the verify step, for a listener and for a customer', async () => {
    mockFetch(() => jsonResponse(200, { message: authMessages.otpSent }));
    await showPseudoLocale();
    for (const role of ['LISTENER', 'CUSTOMER'] as const) {
      const { container, unmount } = renderAt(<SignupPage role={role} />, { path: routes.signup });
      expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox'), email);
      await user.click(screen.getByRole('button'));
      expect(
        await screen.findByRole('heading', { name: pseudoText('Verify your account') }, { timeout: 4000 }),
      ).toBeInTheDocument();
      expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
      unmount();
    }
  });

  it('forgot password: the email step and the reset step', async () => {
    mockFetch(() => jsonResponse(200, { message: authMessages.resetSent }));
    await showPseudoLocale();
    const { container } = renderAt(<ForgotPasswordPage />, { path: routes.forgotPassword });
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), email);
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText(authMessages.resetSent, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
  });
});
