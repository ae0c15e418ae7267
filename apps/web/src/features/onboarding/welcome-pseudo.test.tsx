import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '@app/contract';
import { WelcomePage } from '@/features/onboarding/welcome-page';
import { signInAs, users } from '@/testing/auth';
import { FIXTURE_PEOPLE, leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';
import { renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

// The blocked-people list is another screen's (features/blocks): here only the title and description
// these pages give it are checked.
vi.mock('@/features/blocks/blocked-people-card', () => ({
  BlockedPeopleCard: ({ title, description }: { title: string; description: string }) => (
    <section>
      <h2>{title}</h2>
      <p>{description}</p>
    </section>
  ),
}));

afterEach(async () => {
  useAuthStore.getState().clearAuth();
  await leavePseudoLocale();
});

const DATA = FIXTURE_PEOPLE;

describe('the account pages take every text from the catalogue (pseudo-locale)', () => {
  it('the welcome page, for a new listener and for an admin', async () => {
    for (const who of [users.listener, users.admin]) {
      signInAs(who);
      await showPseudoLocale();
      const { container, unmount } = renderAt(<WelcomePage />, { path: routes.signupProfile });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('⟦');
      expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
      unmount();
    }
  });
});
