import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, usersMessages as m, type AdminUserDetail } from '@app/contract';
import { UsersPage } from '@/features/users/users-page';
import { adminUser, ids, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const priya = adminUser();
const asha = adminUser({ id: ids.asha, name: 'Asha Verma', email: 'asha@listenwell.test', role: 'LISTENER' });
const ashaDetail: AdminUserDetail = {
  ...asha,
  additionalInfo: {
    currentRating: 4.5,
    totalHours: 7.5,
    coinsEarned: 1440,
    currentCoins: 320,
    applicationStatus: 'APPROVED',
  },
  recentSessions: [
    {
      id: 's-1',
      mode: 'CHAT',
      timeInMinutes: 75,
      status: 'COMPLETED',
      userRating: 4,
      createdAt: '2025-03-01T10:00:00.000Z',
    },
  ],
};
const priyaDetail: AdminUserDetail = { ...priya, additionalInfo: { walletCoins: 250 }, recentSessions: [] };

/** What the fixtures put on screen, and other areas' shared parts. */
const DATA = [
  'Priya Shah',
  'Asha Verma',
  /\b(priya|asha)\b/g,
  '@listenwell.test',
  // A session's status is shown as its code.
  'COMPLETED',
  // Initials in the avatars.
  /^\s*(PS|AV)\s*$/,
  // The test's location probe.
  routes.admin.users,
];

function serve() {
  return mockFetch((call) => {
    const url = urlOf(call);
    if (url.pathname === '/api/v1/admin/users') {
      return jsonResponse(200, {
        users: [priya, asha],
        pagination: { page: 1, limit: 10, total: 2, totalPages: 1, hasPrevPage: false, hasNextPage: false },
      });
    }
    if (url.pathname === `/api/v1/admin/users/${ids.asha}`) return jsonResponse(200, { data: ashaDetail });
    if (url.pathname === `/api/v1/admin/users/${ids.priya}`) return jsonResponse(200, { data: priyaDetail });
    return jsonResponse(404, { message: 'none' });
  });
}

describe('users in the pseudo-locale: every text comes from the catalogue', () => {
  it("the list, its menu, a listener's and a customer's details, the deactivate confirmation", async () => {
    serve();
    await showPseudoLocale();
    const user = userEvent.setup();
    const { container } = renderAdminScreen(<UsersPage />, routes.admin.users);
    await screen.findByText('Asha Verma');
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.actionsFor('Asha Verma') }));
    const menu = await screen.findByRole('menu');
    expect(textsOutsideCatalogue(menu, DATA)).toEqual([]);
    await user.click(screen.getByRole('menuitem', { name: m.viewDetails }));
    let dialog = await screen.findByRole('dialog');
    await screen.findByText(m.listenerFigures);
    expect(textsOutsideCatalogue(dialog, DATA)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByText('Priya Shah'));
    dialog = await screen.findByRole('dialog');
    await screen.findByText(m.noSessions);
    expect(textsOutsideCatalogue(dialog, DATA)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: m.actionsFor('Priya Shah') }));
    await user.click(await screen.findByRole('menuitem', { name: m.deactivate }));
    expect(textsOutsideCatalogue(await screen.findByRole('alertdialog'), DATA)).toEqual([]);
  });
});
