import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { routes } from '@app/contract';
import { ChangePasswordPage } from '@/features/change-password/change-password-page';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
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
  it('the change password page', async () => {
    signInAs(users.listener);
    await showPseudoLocale();
    const { container } = renderAt(
      <QueryClientProvider client={createQueryClient()}>
        <ChangePasswordPage />
      </QueryClientProvider>,
      { path: routes.changePassword },
    );
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
  });
});
