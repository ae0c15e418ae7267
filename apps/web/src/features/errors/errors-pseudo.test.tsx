import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes, SUPPORT_EMAIL } from '@app/contract';
import { ConsoleNotFoundPage, NotFoundPage } from '@/features/errors/not-found-page';
import { UnauthorizedPage } from '@/features/errors/unauthorized-page';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { signInAs, users } from '@/testing/auth';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';
import { renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

// The public pages in the pseudo language: every text on them comes from the catalogue.

afterEach(async () => {
  useAuthStore.getState().clearAuth();
  await leavePseudoLocale();
});

/**
 * The hero's drawn conversation names its customer; the support address is data, not a text; the
 * router's probe prints the path.
 */
const DATA = ['Riya', SUPPORT_EMAIL, routes.contact];

function Thrower(): never {
  throw new Error('boom');
}

describe('the public pages take every text from the catalogue (pseudo-locale)', () => {
  it('the 404 pages, public and inside the console', async () => {
    await showPseudoLocale();
    const { container, unmount } = renderAt(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('⟦');
    expect(textsOutsideCatalogue(container)).toEqual([]);
    unmount();
    const inside = renderAt(<ConsoleNotFoundPage />);
    expect(textsOutsideCatalogue(inside.container)).toEqual([]);
  });

  it('the 401 page, signed out and signed in', async () => {
    await showPseudoLocale();
    const { container, unmount } = renderAt(<UnauthorizedPage />);
    expect(textsOutsideCatalogue(container)).toEqual([]);
    unmount();
    signInAs(users.admin);
    const signedIn = renderAt(<UnauthorizedPage />);
    expect(screen.getAllByRole('link').length).toBeGreaterThan(1);
    expect(textsOutsideCatalogue(signedIn.container)).toEqual([]);
  });

  it('the crash page', async () => {
    await showPseudoLocale();
    const quiet = console.error;
    console.error = () => {};
    try {
      const { container } = renderAt(
        <ErrorBoundary>
          <Thrower />
        </ErrorBoundary>,
      );
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
    } finally {
      console.error = quiet;
    }
  });
});
