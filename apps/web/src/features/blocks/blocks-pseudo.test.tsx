import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Block } from '@app/contract';
import { shellMessages } from '@app/contract';
import { BlockMenu, BlockedPeopleCard } from '@/features/blocks';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const block = (overrides: Partial<Block> = {}): Block => ({
  userId: '11111111-1111-4111-8111-111111111111',
  name: 'Asha Rao',
  role: 'LISTENER',
  blockedAt: '2025-03-04T10:00:00.000Z',
  ...overrides,
});

function renderWith(blocks: () => Response, children: React.ReactNode) {
  signInAs(users.customer);
  mockFetch(blocks);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

// The card's title and description come from the page that shows it (the caller's texts).
const card = <BlockedPeopleCard title="⟦Blocked⟧" description="⟦People⟧" />;

describe('blocks in the pseudo-locale', () => {
  it('the blocked people card: people, nobody, and a failed load', async () => {
    await showPseudoLocale();
    const listed = renderWith(
      () => jsonResponse(200, { data: [block(), block({ userId: 'b2', name: '' })] }),
      card,
    );
    await screen.findAllByRole('listitem');
    // The person's name and its initials on the avatar.
    expect(textsOutsideCatalogue(listed.container, ['Asha Rao', /\bAR\b/g])).toEqual([]);
    listed.unmount();

    const empty = renderWith(() => jsonResponse(200, { data: [] }), card);
    await screen.findByText(/⟦Yóú hávé ñót/);
    expect(textsOutsideCatalogue(empty.container)).toEqual([]);
    empty.unmount();

    const failed = renderWith(() => jsonResponse(400, { message: 'Server down', code: 'BAD_REQUEST' }), card);
    await screen.findByRole('button', { name: shellMessages.tryAgain }, { timeout: 3000 });
    expect(textsOutsideCatalogue(failed.container, ['Server down'])).toEqual([]);
  });

  it('the block menu and its confirmation', async () => {
    await showPseudoLocale();
    const { container } = renderWith(
      () => jsonResponse(200, { data: [] }),
      <BlockMenu person={{ id: 'l-1', name: 'Asha Rao' }} describe={() => '⟦Whát blóçkíñg dóés⟧'} />,
    );
    expect(textsOutsideCatalogue(container)).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '⟦Móré óptíóñs⟧' }));
    const menu = await screen.findByRole('menu');
    expect(textsOutsideCatalogue(menu)).toEqual([]);
    await user.click(await screen.findByRole('menuitem'));
    const dialog = await screen.findByRole('alertdialog');
    expect(textsOutsideCatalogue(dialog)).toEqual([]);
  });
});
