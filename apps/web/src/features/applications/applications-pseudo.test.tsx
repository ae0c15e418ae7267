import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationsMessages as m, routes } from '@app/contract';
import { ApplicationsPage } from '@/features/applications/applications-page';
import { applicationRow, ids, profile, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const kabir = profile();
const neha = profile({
  id: ids.neha,
  name: 'Neha Das',
  user: { email: 'neha@listenwell.test' },
  submittedAt: null,
});
const everyone = [kabir, neha];

/** What the fixtures put on screen, and other areas' shared parts. */
const DATA = [
  kabir.name,
  'Neha Das',
  kabir.user.email,
  'neha@listenwell.test',
  kabir.city ?? '',
  kabir.state ?? '',
  ...kabir.languages,
  /^\s*[A-Z]{2}\s*$/,
  // The test's location probe.
  routes.admin.applications,
].filter((item): item is string | RegExp => Boolean(item));

function serve() {
  return mockFetch((call) => {
    const url = urlOf(call);
    if (url.pathname.endsWith('/applications/all-applications')) {
      return jsonResponse(200, { data: everyone.map(applicationRow), totalRows: everyone.length });
    }
    if (url.pathname.endsWith('/applications/application-by-id')) {
      return jsonResponse(200, { data: everyone.find((p) => p.id === url.searchParams.get('id')) });
    }
    return jsonResponse(200, {});
  });
}

/** A dialog's own texts: its title, description and footer (the profile inside is another area's). */
const dialogFrame = (dialog: HTMLElement) => {
  const frame = document.createElement('div');
  for (const part of dialog.querySelectorAll(
    '[data-slot="dialog-header"], [data-slot="dialog-footer"], #incomplete-hint',
  )) {
    frame.append(part.cloneNode(true));
  }
  return frame;
};

describe('applications in the pseudo-locale: every text comes from the catalogue', () => {
  it('the list, an application (complete and not) and the reject confirmation', async () => {
    serve();
    await showPseudoLocale();
    const user = userEvent.setup();
    const { container } = renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await screen.findByText('Neha Das');
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);

    await user.click(screen.getByText('Neha Das'));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: m.reject });
    expect(dialogFrame(dialog).textContent).toContain(m.incompleteBadge.replace('⟧', ''));
    expect(textsOutsideCatalogue(dialogFrame(dialog), DATA)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByText(kabir.name));
    dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: m.reject }));
    expect(textsOutsideCatalogue(await screen.findByRole('alertdialog'), DATA)).toEqual([]);
  });
});
