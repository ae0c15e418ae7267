import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { messages, routes, type Block } from '@app/contract';
import { callsTo, customerApi, customerSession, ids, publicListener } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';

const ashaBlock: Block = {
  userId: ids.asha,
  name: 'Asha Rao',
  role: 'LISTENER',
  blockedAt: '2025-03-04T10:00:00.000Z',
};

/** The server's blocks and directory: a blocked listener is gone from both the list and her page. */
function serveBlocking() {
  const state = { blocks: [] as Block[] };
  const isBlocked = () => state.blocks.some((block) => block.userId === ids.asha);
  const api = customerApi({
    'GET /blocks': () => jsonResponse(200, { data: state.blocks }),
    'POST /blocks': () => {
      state.blocks = [ashaBlock];
      return jsonResponse(200, { data: ashaBlock });
    },
    [`DELETE /blocks/${ids.asha}`]: () => {
      state.blocks = [];
      return jsonResponse(200, { message: messages.safety.unblocked('Asha Rao') });
    },
    'GET /directory/listeners': () => {
      const rows = isBlocked() ? [] : [publicListener()];
      return jsonResponse(200, { data: rows, totalRows: rows.length });
    },
    [`GET /directory/listeners/${ids.asha}`]: () =>
      isBlocked()
        ? jsonResponse(404, { message: messages.sessions.listenerNotFound, code: 'NOT_FOUND' })
        : jsonResponse(200, { data: publicListener() }),
    [`GET /sessions/mine/${ids.session}`]: () =>
      jsonResponse(200, {
        data: customerSession({
          status: 'COMPLETED',
          endReason: 'ENDED_BY_CUSTOMER',
          startedAt: new Date(Date.now() - 600_000).toISOString(),
          endedAt: new Date(Date.now() - 300_000).toISOString(),
          timeInMinutes: 5,
          coinsCharged: 20,
        }),
      }),
  });
  return { ...api, state };
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'More options' }, { timeout: 3000 }));

describe('blocking a listener (customer)', () => {
  it('from the listener’s page: asks first, blocks, says so and leaves for the directory without her', async () => {
    const { calls } = serveBlocking();
    render(<Toaster />);
    await renderApp(routes.app.listener(ids.asha));
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, { timeout: 3000 });
    const user = userEvent.setup();

    // Cancel sends nothing.
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Block Asha Rao' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Block Asha Rao?' });
    expect(within(dialog).getByText(/can unblock them at any time in Settings/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/blocks')).toHaveLength(0);

    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Block Asha Rao' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Block Asha Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText(messages.safety.blocked('Asha Rao'))).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/blocks')[0]!.body).toEqual({ userId: ids.asha });
    await waitFor(() => expect(currentPath()).toBe(routes.app.home));
    expect(await screen.findByText('No listeners yet', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Asha Rao', { selector: 'h2' })).not.toBeInTheDocument();
  });

  it('the server’s refusal stays in the dialog', async () => {
    customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: publicListener() }),
      'POST /blocks': () =>
        jsonResponse(400, { message: messages.safety.blockWhom, code: 'VALIDATION_ERROR' }),
    });
    await renderApp(routes.app.listener(ids.asha));
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, { timeout: 3000 });
    const user = userEvent.setup();
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Block Asha Rao' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText(messages.safety.blockWhom)).toBeInTheDocument();
    expect(currentPath()).toBe(routes.app.listener(ids.asha));
  });

  it('from a session’s menu: blocks, and the same menu then offers Unblock', async () => {
    const { calls } = serveBlocking();
    render(<Toaster />);
    await renderApp(routes.app.session(ids.session));
    await screen.findByRole('heading', { level: 1, name: 'Session complete' }, { timeout: 3000 });
    const user = userEvent.setup();
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Block Asha Rao' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Asha Rao?' });
    // An ended session: nothing is said about ending it.
    expect(within(dialog).queryByText(/goes on until you end it/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(messages.safety.blocked('Asha Rao'))).toBeInTheDocument();
    expect(currentPath()).toBe(routes.app.session(ids.session));

    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock Asha Rao' }));
    expect(await screen.findByText(messages.safety.unblocked('Asha Rao'))).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', `/blocks/${ids.asha}`)).toHaveLength(1);
  });

  it('a blocked listener’s page says where to unblock them', async () => {
    customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () =>
        jsonResponse(404, { message: messages.sessions.listenerNotFound, code: 'NOT_FOUND' }),
    });
    await renderApp(routes.app.listener(ids.asha));
    expect(await screen.findByText('Listener not found', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blocked listeners' })).toHaveAttribute(
      'href',
      routes.app.settings,
    );
  });

  it('a request refused because the customer blocked the listener links to the settings', async () => {
    customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: publicListener() }),
      'POST /sessions/request': () =>
        jsonResponse(409, { message: messages.safety.listenerBlockedByYou, code: 'CONFLICT' }),
    });
    await renderApp(routes.app.listener(ids.asha));
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, { timeout: 3000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Chat/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Hindi');
    await user.click(screen.getByRole('radio', { name: /Sad/ }));
    await user.click(screen.getByRole('button', { name: 'Request session' }));
    expect(await screen.findByText(messages.safety.listenerBlockedByYou)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', routes.app.settings);
  });
});

describe('ratings in the directory', () => {
  it('cards and the listener page show the average with one decimal and the count, or New', async () => {
    customerApi({
      'GET /directory/listeners': () =>
        jsonResponse(200, {
          data: [
            publicListener({ ratingAverage: 4.6, ratingCount: 9 }),
            publicListener({ id: ids.ravi, name: 'Ravi Kumar', ratingAverage: null, ratingCount: 0 }),
          ],
          totalRows: 2,
        }),
      [`GET /directory/listeners/${ids.asha}`]: () =>
        jsonResponse(200, { data: publicListener({ ratingAverage: 5, ratingCount: 1 }) }),
    });
    await renderApp(routes.app.home);
    const asha = (await screen.findByRole('heading', { name: 'Asha Rao' }, { timeout: 3000 })).closest('li')!;
    expect(within(asha).getByText('Rated 4.6 out of 5 by 9 customers')).toBeInTheDocument();
    expect(within(asha).getByText('4.6')).toBeInTheDocument();
    expect(within(asha).getByText('(9)')).toBeInTheDocument();
    const ravi = screen.getByRole('heading', { name: 'Ravi Kumar' }).closest('li')!;
    expect(within(ravi).getByText('New')).toBeInTheDocument();

    await userEvent.setup().click(within(asha).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, { timeout: 3000 });
    expect(await screen.findByText('Rated 5.0 out of 5 by 1 customer')).toBeInTheDocument();
  });
});
