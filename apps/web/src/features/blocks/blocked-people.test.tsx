import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { API_PREFIX, messages, routes, type Block } from '@app/contract';
import { callsTo, customerApi, ids } from '@/testing/customer-fixtures';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';

const LOAD = { timeout: 3000 };
const block = (overrides: Partial<Block> = {}): Block => ({
  userId: ids.asha,
  name: 'Asha Rao',
  role: 'LISTENER',
  blockedAt: '2025-03-04T10:00:00.000Z',
  ...overrides,
});

describe('customer settings (/app/settings)', () => {
  it('lists the blocked listeners; Unblock removes one, says so, and the empty list says nobody is blocked', async () => {
    const state = { blocks: [block(), block({ userId: ids.ravi, name: 'Ravi Kumar' })] };
    const { calls } = customerApi({
      'GET /blocks': () => jsonResponse(200, { data: state.blocks }),
      [`DELETE /blocks/${ids.asha}`]: () => {
        state.blocks = state.blocks.filter((entry) => entry.userId !== ids.asha);
        return jsonResponse(200, { message: messages.safety.unblocked('Asha Rao') });
      },
      [`DELETE /blocks/${ids.ravi}`]: () => {
        state.blocks = [];
        return jsonResponse(200, { message: messages.safety.unblocked('Ravi Kumar') });
      },
    });
    render(<Toaster />);
    await renderApp(routes.app.settings);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, LOAD)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Blocked listeners' }, LOAD);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Asha Rao'),
      expect.stringContaining('Ravi Kumar'),
    ]);
    expect(within(rows[0]!).getByText('Blocked 4 Mar 2025')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unblock Asha Rao' }));
    expect(await screen.findByText(messages.safety.unblocked('Asha Rao'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unblock Asha Rao' })).toBeNull());
    expect(callsTo(calls, 'DELETE', `/blocks/${ids.asha}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Unblock Ravi Kumar' }));
    expect(await screen.findByText(messages.safety.noBlocks)).toBeInTheDocument();
  });

  it('an unblock the server refuses shows its message by that person', async () => {
    customerApi({
      'GET /blocks': () => jsonResponse(200, { data: [block()] }),
      [`DELETE /blocks/${ids.asha}`]: () =>
        jsonResponse(404, { message: messages.safety.notBlocked, code: 'NOT_FOUND' }),
    });
    await renderApp(routes.app.settings);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unblock Asha Rao' }, LOAD));
    const row = within(screen.getByRole('list', { name: 'Blocked listeners' })).getByRole('listitem');
    expect(await within(row).findByText(messages.safety.notBlocked)).toBeInTheDocument();
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    customerApi({
      'GET /blocks': () =>
        fail
          ? jsonResponse(429, { message: 'Too many requests, please slow down', code: 'RATE_LIMITED' })
          : jsonResponse(200, { data: [] }),
    });
    await renderApp(routes.app.settings);
    const failed = await screen.findByText('Could not load the people you blocked', undefined, LOAD);
    // The page's other sections (two-step sign-in, your data) have their own loads and Try again.
    const alert = failed.closest<HTMLElement>('[data-slot="alert"]');
    if (!alert) throw new Error('the load error is not in an alert');
    expect(within(alert).getByText('Too many requests, please slow down')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText(messages.safety.noBlocks)).toBeInTheDocument();
  });

  it('the account menu leads to Settings', async () => {
    customerApi({ 'GET /directory/listeners': () => jsonResponse(200, { data: [], totalRows: 0 }) });
    await renderApp(routes.app.home);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, LOAD)).toBeInTheDocument();
    expect(currentPath()).toBe(routes.app.settings);
  });
});

describe('listener account (/dashboard/account)', () => {
  it('a listener’s account lists the customers they blocked, with Unblock', async () => {
    signInAs(users.listener);
    const state = { blocks: [block({ userId: ids.meera, name: 'Meera Iyer', role: 'CUSTOMER' })] };
    const { calls } = mockFetch((call) => {
      const path = new URL(call.url, 'http://x').pathname.slice(API_PREFIX.length);
      if (call.method === 'GET' && path === '/blocks') return jsonResponse(200, { data: state.blocks });
      if (call.method === 'DELETE' && path === `/blocks/${ids.meera}`) {
        state.blocks = [];
        return jsonResponse(200, { message: messages.safety.unblocked('Meera Iyer') });
      }
      return jsonResponse(200, {});
    });
    await renderApp(routes.account);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' }, LOAD)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Blocked customers' }, LOAD);
    expect(within(list).getByText('Meera Iyer')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unblock Meera Iyer' }));
    expect(await screen.findByText(messages.safety.noBlocks)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('the listener’s account menu has Account next to Profile', async () => {
    signInAs(users.listener);
    mockFetch(() => jsonResponse(200, {}));
    await renderApp(routes.listener.profile);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }, LOAD));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', routes.account);
  });

  it('an admin’s account page has no blocked list', async () => {
    signInAs(users.admin);
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp(routes.account);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Blocked customers')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/blocks'))).toBe(false);
  });
});
