import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type Plan } from '@app/contract';
import { PlansPage } from '@/features/plans/plans-page';
import { renderAdminScreen } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const starter: Plan = {
  id: 'aaaaaaaa-1111-4111-8111-111111111111',
  name: 'Starter',
  description: 'Enough for a first chat',
  pricePaise: 9900,
  coins: 100,
  bonusCoins: 20,
  nameHi: '',
  descriptionHi: '',
  createdAt: '2025-03-01T10:00:00.000Z',
};
/** The plans' own data (names, descriptions, ids), and the shared dialogs' Close and Cancel (not this area's). */
const DATA = ['Starter', 'Enough for a first chat', /\b[a-f0-9]{8}(-[a-f0-9-]+)?\b/g, /^Close$/, /^Cancel$/];
const shown = (root: Element) => textsOutsideCatalogue(root, DATA);

describe('admin plans in the pseudo language', () => {
  it('the list, the new plan dialog with its errors, and the delete question', async () => {
    await showPseudoLocale();
    mockFetch(() => jsonResponse(200, { data: [starter] }));
    renderAdminScreen(<PlansPage />, routes.admin.plans);
    const table = await screen.findByRole('table');
    await within(table).findByText('Starter');
    expect(shown(screen.getByRole('heading', { level: 1 }).parentElement!)).toEqual([]);
    expect(shown(table)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '⟦Créáté Pláñ⟧' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '⟦Créáté Pláñ⟧' }));
    await within(dialog).findByText('⟦Pláñ ñámé ís réqúíréd⟧');
    expect(shown(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '⟦Cáñçél⟧' }));

    await user.click(screen.getByRole('button', { name: '⟦Délété Stártér⟧' }));
    const question = await screen.findByRole('alertdialog');
    expect(shown(question)).toEqual([]);
  });
});
