import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes, type AdminUserDetail } from '@app/contract';
import { USER_SEARCH_DEBOUNCE_MS } from '@/config/query';
import { UsersPage } from '@/features/users/users-page';
import { adminUser, ids, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { deferred, jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

const priya = adminUser();
const asha = adminUser({
  id: ids.asha,
  name: 'Asha Verma',
  email: 'asha@listenwell.test',
  role: 'LISTENER',
  gender: 'FEMALE',
  age: 29,
  totalSessions: 12,
});
const ashaDetail: AdminUserDetail = {
  ...asha,
  additionalInfo: {
    currentRating: null,
    totalHours: 7.5,
    coinsEarned: 1440,
    currentCoins: 320,
    applicationStatus: 'APPROVED',
  },
  recentSessions: Array.from({ length: 7 }, (_, index) => ({
    id: `s-${index}`,
    mode: index % 2 ? 'CHAT' : 'AUDIO',
    timeInMinutes: 10 + index,
    status: 'COMPLETED',
    userRating: index === 0 ? null : 4,
    createdAt: '2025-03-01T10:00:00.000Z',
  })),
};
const priyaDetail: AdminUserDetail = { ...priya, additionalInfo: { walletCoins: 250 }, recentSessions: [] };

const page = (list = [priya, asha]) => ({
  users: list,
  pagination: {
    page: 1,
    limit: 10,
    total: list.length,
    totalPages: 1,
    hasPrevPage: false,
    hasNextPage: false,
  },
});

type Overrides = { status?: (call: FetchCall) => Response; remove?: (call: FetchCall) => Response };

function serve(overrides: Overrides = {}) {
  return mockFetch((call) => {
    const url = urlOf(call);
    if (url.pathname === '/api/v1/admin/users') {
      const search = url.searchParams.get('search');
      return jsonResponse(200, page(search === 'nobody' ? [] : [priya, asha]));
    }
    if (url.pathname.endsWith('/status')) {
      return (
        overrides.status?.(call) ??
        jsonResponse(200, { data: { ...priya, isActive: false }, message: messages.users.deactivated })
      );
    }
    if (call.method === 'DELETE') {
      return overrides.remove?.(call) ?? jsonResponse(200, { message: messages.users.deleted });
    }
    if (url.pathname === `/api/v1/admin/users/${ids.asha}`) return jsonResponse(200, { data: ashaDetail });
    if (url.pathname === `/api/v1/admin/users/${ids.priya}`) return jsonResponse(200, { data: priyaDetail });
    return jsonResponse(404, { message: messages.users.notFound });
  });
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => urlOf(call).pathname === '/api/v1/admin/users');

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** The confirmation of (de)activation: names the person; answers its confirm button. */
async function confirmIn(user: ReturnType<typeof userEvent.setup>, title: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('admin users', () => {
  it('lists users with role, status, sessions and joined date; asks page 1, limit 10', async () => {
    const { calls } = serve();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByText('Asha Verma')).closest('tr')!;
    expect(within(row).getByText('Listener')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('3 Feb 2025')).toBeInTheDocument();
    const first = urlOf(listCalls(calls)[0]!).searchParams;
    expect(first.get('page')).toBe('1');
    expect(first.get('limit')).toBe('10');
    expect(first.get('search')).toBeNull();
  });

  it('searches once, 300 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await screen.findByText('Asha Verma');
    const searches = () => listCalls(calls).filter((call) => urlOf(call).searchParams.has('search'));

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'asha');
    act(() => {
      vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS - 50);
    });
    expect(searches()).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(urlOf(searches()[0]!).searchParams.get('search')).toBe('asha');
    act(() => {
      vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS * 3);
    });
    expect(searches()).toHaveLength(1);
  });

  it('filters by gender', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await screen.findByText('Asha Verma');
    await user.click(screen.getByRole('button', { name: /^Gender/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Female' }));
    await waitFor(() => expect(urlOf(listCalls(calls).at(-1)!).searchParams.get('gender')).toBe('FEMALE'));
  });

  it('shows "No users found." with a way out when nothing matches', async () => {
    serve();
    renderAdminScreen(<UsersPage />, routes.admin.users, '?search=nobody');
    expect(await screen.findByText(messages.users.noUsers)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
  });

  it('shows "Error loading users: ..." when the list fails', async () => {
    mockFetch(() =>
      jsonResponse(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    );
    renderAdminScreen(<UsersPage />, routes.admin.users);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading users: You do not have permission to do this.',
    );
  });

  it("says the spec's 'Unknown error occurred' when a failure has no server message", async () => {
    mockFetch(() => jsonResponse(400, {}));
    renderAdminScreen(<UsersPage />, routes.admin.users);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error loading users: ${messages.client.unknownError}`,
    );
    expect(screen.queryByText(/Request failed with status/)).not.toBeInTheDocument();
  });

  it('deactivates with PATCH {isActive:false} and the spec toast; a failure shows the fallback', async () => {
    let fail = false;
    const { calls } = serve({
      status: () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { data: priya, message: 'ok' })),
    });
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await openMenu(user, 'Priya Shah', 'Deactivate');
    // Nothing is sent before the confirmation, which names the person and says what happens.
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Priya Shah?' });
    expect(dialog).toHaveTextContent('signed out at once');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(urlOf(patch!).pathname).toBe(`/api/v1/admin/users/${ids.priya}/status`);
    expect(patch!.body).toEqual({ isActive: false });

    // A failure is told in the confirmation, which stays open: one message, no toast as well.
    fail = true;
    await openMenu(user, 'Priya Shah', 'Deactivate');
    const again = await confirmIn(user, 'Deactivate Priya Shah?', 'Deactivate');
    expect(await within(again).findByText('Failed to update user status')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to update user status')).toHaveLength(1);
  });

  it('Cancel and Escape on the deactivate confirmation send nothing, and focus returns to the row menu', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await openMenu(user, 'Priya Shah', 'Deactivate');
    await confirmIn(user, 'Deactivate Priya Shah?', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Priya Shah' })).toHaveFocus());

    await openMenu(user, 'Priya Shah', 'Deactivate');
    await screen.findByRole('alertdialog', { name: 'Deactivate Priya Shah?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('while a row request runs its actions are disabled: one PATCH and one toast for repeated clicks', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch((call) => {
      if (call.method === 'PATCH') return answer.promise;
      return jsonResponse(200, page());
    });
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await openMenu(user, 'Priya Shah', 'Deactivate');
    const dialog = await confirmIn(user, 'Deactivate Priya Shah?', 'Deactivate');
    // The confirmation waits for the answer: a second click sends nothing.
    expect(within(dialog).getByRole('button', { name: 'Deactivating...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    // Behind the confirmation (hidden from assistive technology while it is open) the row waits too.
    const actions = screen.getByRole('button', { name: 'Actions for Priya Shah', hidden: true });
    await waitFor(() => expect(actions).toBeDisabled());
    expect(actions).toHaveAttribute('aria-busy', 'true');
    // Other rows stay usable.
    expect(screen.getByRole('button', { name: 'Actions for Asha Verma', hidden: true })).toBeEnabled();

    answer.resolve(jsonResponse(200, { data: { ...priya, isActive: false }, message: 'ok' }));
    expect(await screen.findByText(messages.users.deactivated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Priya Shah' })).toBeEnabled());
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    expect(screen.getAllByText(messages.users.deactivated)).toHaveLength(1);
  });

  it('a pending delete disables its row: a second Delete is not offered and nothing is sent twice', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch((call) => {
      if (call.method === 'DELETE') return answer.promise;
      return jsonResponse(200, page());
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await openMenu(user, 'Priya Shah', 'Delete');

    const actions = screen.getByRole('button', { name: 'Actions for Priya Shah' });
    await waitFor(() => expect(actions).toBeDisabled());
    await user.click(actions);
    // Whatever is still on screen of the menu offers no second Delete.
    for (const item of screen.queryAllByRole('menuitem', { name: 'Delete' })) {
      expect(item).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(item);
    }

    answer.resolve(jsonResponse(200, { message: 'ok' }));
    expect(await screen.findByText(messages.users.deleted)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('activates an inactive user with the spec toast', async () => {
    const inactive = { ...priya, isActive: false };
    mockFetch((call) =>
      call.method === 'PATCH'
        ? jsonResponse(200, { data: priya, message: messages.users.activated })
        : jsonResponse(200, page([inactive])),
    );
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    await openMenu(user, 'Priya Shah', 'Activate');
    const dialog = await confirmIn(user, 'Activate Priya Shah?', 'Activate');
    expect(dialog).toHaveTextContent('can sign in again');
    expect(await screen.findByText('User activated successfully')).toBeInTheDocument();
  });

  it('delete asks the exact confirmation and does nothing when cancelled', async () => {
    const { calls } = serve();
    // Nothing may run before the browser confirmation is answered: count requests at that moment.
    let requestsWhenAsked = -1;
    const confirm = vi.fn(() => {
      requestsWhenAsked = calls.filter((call) => call.method !== 'GET').length;
      return false;
    });
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await openMenu(user, 'Priya Shah', 'Delete');
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this user?');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(requestsWhenAsked).toBe(0);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('delete, once confirmed, calls DELETE and toasts; a failure shows the server message', async () => {
    let fail = false;
    const { calls } = serve({
      remove: () =>
        fail
          ? jsonResponse(409, { message: messages.users.notYourself, code: 'CONFLICT' })
          : jsonResponse(200, { message: 'ok' }),
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await openMenu(user, 'Priya Shah', 'Delete');
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(urlOf(calls.find((call) => call.method === 'DELETE')!).pathname).toBe(
      `/api/v1/admin/users/${ids.priya}`,
    );

    fail = true;
    await openMenu(user, 'Priya Shah', 'Delete');
    expect(await screen.findByText(messages.users.notYourself)).toBeInTheDocument();
  });

  it('details: listener figures, rating dash and at most 5 recent sessions', async () => {
    serve();
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await openMenu(user, 'Asha Verma', 'View details');
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText('Coins earned')).toBeInTheDocument();
    expect(within(dialog).getByText('1,440')).toBeInTheDocument();
    expect(within(dialog).getByText('Current rating').nextSibling).toHaveTextContent('—');
    const sessions = within(dialog).getByRole('table', { name: 'Recent sessions' });
    expect(within(sessions).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it("details: the listener's average rating and each recent session's stars", async () => {
    mockFetch((call) => {
      const url = urlOf(call);
      if (url.pathname === '/api/v1/admin/users') return jsonResponse(200, page());
      const rated: AdminUserDetail = {
        ...ashaDetail,
        additionalInfo: {
          ...ashaDetail.additionalInfo,
          currentRating: 4.3,
        },
        recentSessions: ashaDetail.recentSessions.slice(0, 2).map((session, index) => ({
          ...session,
          userRating: index === 0 ? 5 : null,
        })),
      };
      return jsonResponse(200, { data: rated });
    });
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await openMenu(user, 'Asha Verma', 'View details');
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText('Current rating')).toBeInTheDocument();
    expect(within(dialog).getByText('Current rating').nextSibling).toHaveTextContent('4.3');
    const rows = within(within(dialog).getByRole('table', { name: 'Recent sessions' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('5/5');
    expect(rows[2]).toHaveTextContent('—');
  });

  it('details: customer wallet and an empty sessions state', async () => {
    serve();
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await user.click(await screen.findByText('Priya Shah'));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText('Wallet coins')).toBeInTheDocument();
    expect(within(dialog).getByText('250')).toBeInTheDocument();
    expect(within(dialog).getByText('No sessions yet')).toBeInTheDocument();
  });

  it('details: "Error loading user details: ..." when it fails', async () => {
    mockFetch((call) =>
      urlOf(call).pathname === '/api/v1/admin/users'
        ? jsonResponse(200, page())
        : jsonResponse(404, { message: messages.users.notFound, code: 'NOT_FOUND' }),
    );
    const user = userEvent.setup();
    renderAdminScreen(<UsersPage />, routes.admin.users);
    await user.click(await screen.findByText('Priya Shah'));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(
      await within(dialog).findByText(`Error loading user details: ${messages.users.notFound}`),
    ).toBeInTheDocument();
  });
});
