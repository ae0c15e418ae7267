import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes } from '@app/contract';
import { ListenersPage } from '@/features/listeners/listeners-page';
import { file, ids, listenerRow, profile, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { deferred, jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

const asha = profile({
  id: ids.asha,
  name: 'Asha Verma',
  user: { email: 'asha@listenwell.test' },
  applicationStatus: 'APPROVED',
  approvedAt: '2025-01-11T10:00:00.000Z',
  coinsPerMinute: 6,
});
const rohan = profile({
  id: ids.kabir,
  name: 'Rohan Iyer',
  user: { email: 'rohan@listenwell.test' },
  applicationStatus: 'APPROVED',
  isBlocked: true,
  profilePicture: null,
});
/** A profile with every field empty: the admin form must name each missing one. */
const empty = profile({
  id: ids.neha,
  name: '',
  user: { email: 'neha@listenwell.test' },
  applicationStatus: 'APPROVED',
  age: null,
  dob: null,
  gender: null,
  phone: null,
  address: null,
  city: null,
  state: null,
  country: '',
  pincode: null,
  profilePicture: null,
  description: null,
  languages: [],
  preferredMode: null,
  idProofUrl: null,
  linkedInUrl: null,
  withdrawalUpiId: null,
});

function serve(list = [asha, rohan], options: { saveFails?: boolean; held?: Promise<Response> } = {}) {
  return mockFetch((call: FetchCall) => {
    const url = urlOf(call);
    if (url.pathname.endsWith('/listener/get-all')) {
      const rows = list.filter((p) => url.searchParams.get('status') !== 'BLOCKED' || p.isBlocked);
      return jsonResponse(200, { data: rows.map(listenerRow), totalRows: rows.length });
    }
    if (url.pathname.endsWith('/listener/get-listener-by-id')) {
      const found = list.find((p) => p.id === url.searchParams.get('id'));
      return jsonResponse(200, { data: found });
    }
    if (url.pathname.endsWith('/listener/set-blocked')) {
      if (options.held) return options.held;
      const body = call.body as { id: string; isBlocked: boolean };
      return jsonResponse(200, {
        data: { ...asha, isBlocked: body.isBlocked },
        message: body.isBlocked ? messages.adminListener.blocked : messages.adminListener.unblocked,
      });
    }
    if (url.pathname.endsWith('/listener/update-listener-by-id')) {
      if (options.held) return options.held;
      if (options.saveFails) {
        return jsonResponse(400, { message: messages.files.mustBeImage, code: 'VALIDATION_ERROR' });
      }
      return jsonResponse(200, { data: asha, message: messages.adminListener.updated });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
}

async function openRowAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('admin listeners', () => {
  it('lists listeners with rate and Active/Blocked status, and filters Blocked', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    const table = await screen.findByRole('table', { name: 'Listeners' });
    expect(await within(table).findByText('Asha Verma')).toBeInTheDocument();
    expect(within(table).getByText('6/min')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Blocked')).toBeInTheDocument();
    expect(urlOf(calls[0]!).searchParams.get('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Blocked' }));
    await waitFor(() => expect(urlOf(calls.at(-1)!).searchParams.get('status')).toBe('BLOCKED'));
    await waitFor(() => expect(screen.queryByText('Asha Verma')).not.toBeInTheDocument());
  });

  it('shows each listener’s quality: acceptance, time to accept, completion, reports and rating; none yet is a dash', async () => {
    const fresh = { ...listenerRow(rohan) };
    fresh.quality = {
      requests: 0,
      acceptanceRate: null,
      medianAcceptSeconds: null,
      completionRate: null,
      reportRate: null,
      averageRating: null,
      ratingCount: 0,
    };
    const slow = { ...listenerRow(asha) };
    slow.quality = { ...slow.quality, acceptanceRate: 100, medianAcceptSeconds: 170 };
    mockFetch(() => jsonResponse(200, { data: [slow, fresh], totalRows: 2 }));
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    const table = await screen.findByRole('table', { name: 'Listeners' });
    await within(table).findByText('Asha Verma');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Acceptance', 'Time to accept', 'Completion', 'Reports', 'Rating']),
    );
    const cells = (name: string) =>
      within(within(table).getByText(name).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const column = (label: string) => headers.indexOf(label);
    const ashaCells = cells('Asha Verma');
    expect(ashaCells[column('Acceptance')]).toBe('100%');
    expect(ashaCells[column('Time to accept')]).toBe('3 min');
    expect(ashaCells[column('Completion')]).toBe('94.4%');
    expect(ashaCells[column('Reports')]).toBe('5.9%');
    expect(ashaCells[column('Rating')]).toBe('4.5(11 ratings)');
    const rohanCells = cells('Rohan Iyer');
    for (const label of ['Acceptance', 'Time to accept', 'Completion', 'Reports', 'Rating']) {
      expect(rohanCells[column(label)]).toBe('—');
    }
  });

  it('sorts by a quality figure on the server from the first page: first click descending, then ascending', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners, '?page=2');
    await screen.findByRole('table', { name: 'Listeners' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    // The server's own order (newest approved first) until a column is chosen.
    expect(urlOf(calls[0]!).searchParams.get('sortBy')).toBeNull();
    expect(urlOf(calls[0]!).searchParams.get('sortOrder')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Time to accept' }));
    await waitFor(() =>
      expect(Object.fromEntries(urlOf(calls.at(-1)!).searchParams)).toMatchObject({
        sortBy: 'medianAcceptSeconds',
        sortOrder: 'desc',
        pagenumber: '1',
      }),
    );
    expect(screen.getByRole('button', { name: 'Time to accept, sorted descending' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Time to accept, sorted descending' }));
    await waitFor(() =>
      expect(Object.fromEntries(urlOf(calls.at(-1)!).searchParams)).toMatchObject({
        sortBy: 'medianAcceptSeconds',
        sortOrder: 'asc',
      }),
    );
    expect(screen.getByRole('button', { name: 'Time to accept, sorted ascending' })).toBeInTheDocument();
  });

  it('a sort in the address is asked for at once', async () => {
    const { calls } = serve();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners, '?sortBy=averageRating&sortOrder=asc');
    await screen.findByRole('table', { name: 'Listeners' });
    await waitFor(() =>
      expect(Object.fromEntries(urlOf(calls[0]!).searchParams)).toMatchObject({
        sortBy: 'averageRating',
        sortOrder: 'asc',
      }),
    );
    expect(screen.getByRole('button', { name: 'Rating, sorted ascending' })).toBeInTheDocument();
  });

  it('View opens the read-only profile', async () => {
    serve();
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'Asha Verma', 'View');
    const dialog = await screen.findByRole('dialog', { name: 'Listener Details' });
    expect(await within(dialog).findByText('kabir@okbank')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('the edit form shows the admin messages of §5 and sends nothing', async () => {
    const { calls } = serve([empty]);
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'neha@listenwell.test', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listener' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save Changes' }));

    const a = messages.adminListener;
    for (const text of [
      a.nameRequired,
      a.agePositive,
      a.dobRequired,
      a.phoneRequired,
      a.addressRequired,
      a.cityRequired,
      a.stateRequired,
      a.countryRequired,
      a.pincodeRequired,
      a.profilePictureRequired,
      a.descriptionRequired,
      a.languagesRequired,
      a.idProofRequired,
      a.linkedInRequired,
      a.upiRequired,
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('the edit form checks the rate and UPI ID, then saves and toasts the server message', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'Asha Verma', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listener' });
    const rate = await within(dialog).findByLabelText('Rate (coins per minute)');
    const upi = within(dialog).getByLabelText('UPI ID');
    await user.clear(upi);
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(messages.adminListener.upiRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.adminListener.rateRange)).toBeInTheDocument();

    await user.type(upi, 'asha@okbank');
    await user.clear(rate);
    await user.type(rate, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = calls.find((call) => call.url.endsWith('/listener/update-listener-by-id'));
    expect(saved?.body).toMatchObject({
      id: ids.asha,
      withdrawalUpiId: 'asha@okbank',
      coinsPerMinute: 7,
      languages: ['Punjabi', 'Hindi'],
      idProofUrl: file(2),
    });
    expect(await screen.findByText(messages.adminListener.updated)).toBeInTheDocument();
  });

  it('the edit dialog asks before discarding unsaved changes (Escape, Cancel); without changes it just closes', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'Asha Verma', 'Edit');
    let dialog = await screen.findByRole('dialog', { name: 'Edit Listener' });
    // Nothing changed: Escape closes at once.
    await within(dialog).findByLabelText('Name');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await openRowAction(user, 'Asha Verma', 'Edit');
    dialog = await screen.findByRole('dialog', { name: 'Edit Listener' });
    await user.type(await within(dialog).findByLabelText('City'), ' North');
    await user.keyboard('{Escape}');
    let ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Listener' })).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue(`${asha.city} North`);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url.endsWith('/listener/update-listener-by-id'))).toBe(false);
  });

  it('shows the server message when saving fails', async () => {
    serve([asha], { saveFails: true });
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'Asha Verma', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listener' });
    await within(dialog).findByLabelText('Name');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(messages.files.mustBeImage)).toBeInTheDocument();
  });

  it('Block asks first, then calls set-blocked and toasts; Unblock sends isBlocked false', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'Asha Verma', 'Block');
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Asha Verma?' });
    expect(calls.some((call) => call.url.endsWith('/listener/set-blocked'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url.endsWith('/listener/set-blocked'))?.body).toEqual({
      id: ids.asha,
      isBlocked: true,
    });
    expect(await screen.findByText(messages.adminListener.blocked)).toBeInTheDocument();

    await openRowAction(user, 'Rohan Iyer', 'Unblock');
    const unblock = await screen.findByRole('alertdialog', { name: 'Unblock Rohan Iyer?' });
    await user.click(within(unblock).getByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/listener/set-blocked')).at(-1)?.body).toEqual({
        id: ids.kabir,
        isBlocked: false,
      }),
    );
  });

  it('Block runs once for a double click; Cancel and Block wait for the answer', async () => {
    const answer = deferred<Response>();
    const { calls } = serve([asha, rohan], { held: answer.promise });
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'Asha Verma', 'Block');
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Asha Verma?' });
    const block = within(confirm).getByRole('button', { name: 'Block' });

    fireEvent.click(block);
    fireEvent.click(block);
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(block).toBeDisabled();
    // Escape does not close it while the request runs: its answer must be seen.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Block Asha Verma?' })).toBeInTheDocument();

    answer.resolve(
      jsonResponse(200, { data: { ...asha, isBlocked: true }, message: messages.adminListener.blocked }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.url.endsWith('/listener/set-blocked'))).toHaveLength(1);
    expect(await screen.findAllByText(messages.adminListener.blocked)).toHaveLength(1);
  });

  it('Save Changes runs once for a double click and stays disabled until the answer', async () => {
    const answer = deferred<Response>();
    const { calls } = serve([asha], { held: answer.promise });
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'Asha Verma', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listener' });
    await within(dialog).findByLabelText('Name');
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });

    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Saving...' }));

    answer.resolve(jsonResponse(200, { data: asha, message: messages.adminListener.updated }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.url.endsWith('/listener/update-listener-by-id'))).toHaveLength(1);
    expect(await screen.findAllByText(messages.adminListener.updated)).toHaveLength(1);
  });

  it('the edit form is the listener form in admin mode: the same language picker, and age 18 to 120', async () => {
    const { calls } = serve([asha]);
    const user = userEvent.setup();
    renderAdminScreen(<ListenersPage />, routes.admin.listeners);
    await openRowAction(user, 'Asha Verma', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listener' });
    const languages = await within(dialog).findByRole('group', { name: 'Languages' });
    expect(within(languages).getAllByRole('checkbox')).toHaveLength(30);
    expect(within(languages).getByRole('checkbox', { name: 'Punjabi' })).toBeChecked();

    const age = within(dialog).getByLabelText('Age');
    await user.clear(age);
    await user.type(age, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(messages.profile.ageRange)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
