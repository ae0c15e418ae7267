import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminListenerMessages as m, routes } from '@app/contract';
import { ListenersPage } from '@/features/listeners/listeners-page';
import { ids, listenerRow, profile, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const asha = profile({
  id: ids.asha,
  name: 'Asha Verma',
  user: { email: 'asha@listenwell.test' },
  applicationStatus: 'APPROVED',
});
const rohan = profile({
  id: ids.kabir,
  name: 'Rohan Iyer',
  user: { email: 'rohan@listenwell.test' },
  applicationStatus: 'APPROVED',
  isBlocked: true,
  profilePicture: null,
});

/** What the fixtures put on screen, and other areas' shared parts. */
const DATA = [
  'Asha Verma',
  'Rohan Iyer',
  /\b(asha|rohan)\b/g,
  '@listenwell.test',
  /^\s*(AV|RI)\s*$/,
  ...asha.languages,
  // The test's location probe.
  routes.admin.listeners,
];

function serve() {
  return mockFetch((call) => {
    const url = urlOf(call);
    if (url.pathname.endsWith('/listener/get-all')) {
      return jsonResponse(200, { data: [asha, rohan].map(listenerRow), totalRows: 2 });
    }
    if (url.pathname.endsWith('/listener/get-listener-by-id')) {
      return jsonResponse(200, { data: [asha, rohan].find((p) => p.id === url.searchParams.get('id')) });
    }
    return jsonResponse(404, { message: 'none' });
  });
}

/** A dialog's own texts: its title, description and buttons (the profile inside is another area's). */
const dialogFrame = (dialog: HTMLElement) => {
  const frame = document.createElement('div');
  for (const part of dialog.querySelectorAll(
    '[data-slot$="dialog-title"], [data-slot$="dialog-description"], [data-slot$="dialog-footer"]',
  )) {
    frame.append(part.cloneNode(true));
  }
  return frame;
};

describe('listeners in the pseudo-locale: every text comes from the catalogue', () => {
  it('the list, its menu, the block dialog and the frames of the view and edit dialogs', async () => {
    serve();
    await showPseudoLocale();
    const user = userEvent.setup();
    const { container } = renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await screen.findByText('Asha Verma');
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.actionsFor('Asha Verma') }));
    expect(textsOutsideCatalogue(await screen.findByRole('menu'), DATA)).toEqual([]);
    await user.click(screen.getByRole('menuitem', { name: m.block }));
    const block = await screen.findByRole('alertdialog');
    expect(textsOutsideCatalogue(block, DATA)).toEqual([]);
    await user.click(within(block).getByRole('button', { name: m.cancel }));

    await user.click(screen.getByText('Rohan Iyer'));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: m.edit });
    const frame = dialogFrame(dialog);
    expect(frame.textContent).toContain(m.detailsTitle);
    expect(textsOutsideCatalogue(frame, DATA)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: m.edit }));
    dialog = await screen.findByRole('dialog', { name: m.editTitle });
    await within(dialog).findByRole('button', { name: m.saveChanges });
    expect(textsOutsideCatalogue(dialogFrame(dialog), DATA)).toEqual([]);
  });
});
