import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { routes } from '@app/contract';
import { SettingsPage } from '@/features/settings/settings-page';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
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

const withQueries = (element: React.ReactElement) => (
  <QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>
);

describe('the account pages take every text from the catalogue (pseudo-locale)', () => {
  it("the customer's settings", async () => {
    mockFetch(() => jsonResponse(200, { data: [] }));
    signInAs(users.customer);
    await showPseudoLocale();
    const { container } = renderAt(withQueries(<SettingsPage />), { path: routes.app.settings });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('⟦');
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
  });
});
