import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@app/contract';
import {
  callsTo,
  customerApi,
  customerSession,
  ids,
  publicListener,
  queryOf,
} from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';

const title = () => screen.findByRole('heading', { level: 1, name: 'Find a listener' }, { timeout: 3000 });

const asha = publicListener();
const ravi = publicListener({
  id: ids.ravi,
  name: 'Ravi Kumar',
  languages: ['Bengali'],
  preferredMode: 'AUDIO',
  isExperienced: false,
  coinsPerMinute: 6,
  presence: 'busy',
});
const meera = publicListener({ id: ids.meera, name: 'Meera Iyer', presence: 'offline', preferredMode: null });

describe('directory (/app)', () => {
  it('shows each listener as a card: name, presence, languages, mode, experienced badge and rate', async () => {
    customerApi({
      'GET /directory/listeners': () => jsonResponse(200, { data: [asha, ravi, meera], totalRows: 3 }),
    });
    await renderApp(routes.app.home);
    await title();

    const card = (name: string) => screen.getByRole('link', { name: new RegExp(name) });
    const ashaCard = await screen.findByRole('link', { name: /Asha Rao/ });
    expect(ashaCard).toHaveAttribute('href', routes.app.listener(ids.asha));
    expect(within(ashaCard).getByText('Online')).toBeInTheDocument();
    expect(within(ashaCard).getByText('Experienced')).toBeInTheDocument();
    expect(within(ashaCard).getByText('4 coins/min')).toBeInTheDocument();
    expect(within(ashaCard).getByText('Prefers chat')).toBeInTheDocument();
    // Three languages and the count of the rest.
    expect(within(ashaCard).getByText('Tamil')).toBeInTheDocument();
    expect(within(ashaCard).queryByText('Kannada')).not.toBeInTheDocument();
    expect(within(ashaCard).getByText('+1 more')).toBeInTheDocument();

    expect(within(card('Ravi Kumar')).getByText('In a session')).toBeInTheDocument();
    expect(within(card('Ravi Kumar')).getByText('6 coins/min')).toBeInTheDocument();
    expect(within(card('Ravi Kumar')).getByText('Prefers audio')).toBeInTheDocument();
    expect(within(card('Ravi Kumar')).queryByText('Experienced')).not.toBeInTheDocument();
    expect(within(card('Meera Iyer')).getByText('Offline')).toBeInTheDocument();
    expect(within(card('Meera Iyer')).getByText('Chat or audio')).toBeInTheDocument();
    // The server puts online first; the screen keeps its order.
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Asha Rao', 'Ravi Kumar', 'Meera Iyer']);
  });

  it('filters by language, mode and search (debounced), from the first page', async () => {
    const { calls } = customerApi({
      'GET /directory/listeners': () => jsonResponse(200, { data: [asha], totalRows: 30 }),
    });
    await renderApp(routes.app.home);
    await title();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(queryOf(callsTo(calls, 'GET', '/directory/listeners').at(-1)!)).toMatchObject({
        pagenumber: '2',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tamil');
    await user.selectOptions(screen.getByLabelText('Mode'), 'AUDIO');
    await user.type(screen.getByLabelText('Search listeners'), 'asha');
    await waitFor(() =>
      expect(queryOf(callsTo(calls, 'GET', '/directory/listeners').at(-1)!)).toEqual({
        pagenumber: '1',
        pagesize: '12',
        language: 'Tamil',
        mode: 'AUDIO',
        search: 'asha',
      }),
    );
    // Typing sends one search, not one per letter.
    const searches = callsTo(calls, 'GET', '/directory/listeners').filter((call) => queryOf(call).search);
    expect(searches.map((call) => queryOf(call).search)).toEqual(['asha']);
  });

  it('no match: says so and offers to clear the filters', async () => {
    const { calls } = customerApi({
      'GET /directory/listeners': (call) =>
        queryOf(call).language
          ? jsonResponse(200, { data: [], totalRows: 0 })
          : jsonResponse(200, { data: [asha], totalRows: 1 }),
    });
    await renderApp(`${routes.app.home}?language=Odia`);
    expect(await screen.findByText('No listeners match', {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /Asha Rao/ })).toBeInTheDocument();
    expect(queryOf(callsTo(calls, 'GET', '/directory/listeners').at(-1)!).language).toBeUndefined();
  });

  it('a failed load shows the reason and Try again', async () => {
    let fail = true;
    customerApi({
      'GET /directory/listeners': () =>
        fail
          ? jsonResponse(400, { message: 'search must be at most 100 characters', code: 'VALIDATION_ERROR' })
          : jsonResponse(200, { data: [asha], totalRows: 1 }),
    });
    await renderApp(routes.app.home);
    expect(await screen.findByText('Could not load listeners', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('search must be at most 100 characters')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Asha Rao/ })).toBeInTheDocument();
  });

  it('a customer with an open session who opens /app is led to it', async () => {
    const open = customerSession({ status: 'ACCEPTED' });
    customerApi({
      'GET /sessions/mine/current': () => jsonResponse(200, { data: open }),
      [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: open }),
      'GET /directory/listeners': () => jsonResponse(200, { data: [asha], totalRows: 1 }),
    });
    await renderApp(routes.app.home);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asha Rao accepted' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(routes.app.session(ids.session));

    // Choosing "Listeners" in the navigation is asking to browse: no redirect then.
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Listeners' })[0]!);
    expect(await title()).toBeInTheDocument();
    expect(currentPath()).toBe(routes.app.home);
    // ...and the open session stays one tap away.
    expect(screen.getByText('Asha Rao accepted your request')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      routes.app.session(ids.session),
    );
  });
});
