import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes, SUPPORT_EMAIL } from '@app/contract';
import { ContactPage } from '@/features/contact/contact-page';
import { jsonResponse, mockFetch } from '@/testing/fetch';
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

describe('the public pages take every text from the catalogue (pseudo-locale)', () => {
  it('the contact page', async () => {
    mockFetch(() => jsonResponse(500, {}));
    await showPseudoLocale();
    const { container } = renderAt(<ContactPage />, { path: routes.contact });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
  });
});
