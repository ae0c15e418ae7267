import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_HEADER, messages, routes } from '@app/contract';
import {
  callsTo,
  customerApi,
  customerSession,
  ids,
  plan,
  publicListener,
} from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';

const listenerPath = routes.app.listener(ids.asha);
const opened = () => screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, { timeout: 3000 });

async function fillForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: /Audio/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tamil');
  await user.click(screen.getByRole('radio', { name: /Sad/ }));
  return user;
}

describe('listener page (/app/listeners/:id)', () => {
  it('shows the public profile and offers only the listener’s languages and the six moods', async () => {
    customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: publicListener() }),
    });
    await renderApp(listenerPath);
    await opened();
    expect(screen.getByText('I listen without judging.')).toBeInTheDocument();
    // The rate in rupees (the wallet's coin value, 100 paise here) beside the coins.
    const rate = screen.getByText('Rate').nextElementSibling as HTMLElement;
    expect(rate).toHaveTextContent('₹4/min · 4 coins/min');
    expect(screen.getByText('12 completed')).toBeInTheDocument();
    const options = [...screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).options].map(
      (o) => o.value,
    );
    expect(options).toEqual(['', 'Hindi', 'English', 'Tamil', 'Kannada']);
    const moods = screen.getAllByRole('radio').filter((radio) => radio.getAttribute('name') === 'userMood');
    expect(moods.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'happy',
      'sad',
      'angry',
      'neutral',
      'excited',
      'frustrated',
    ]);
    // The listener prefers chat: that is chosen to start with.
    expect(screen.getByRole('radio', { name: /Chat/ })).toBeChecked();
  });

  it('asks for the missing choices before sending anything', async () => {
    const { calls } = customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () =>
        jsonResponse(200, { data: publicListener({ preferredMode: null }) }),
    });
    await renderApp(listenerPath);
    await opened();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request session' }));
    expect(screen.getByText('Please choose chat or audio')).toBeInTheDocument();
    expect(screen.getByText('Please choose a language')).toBeInTheDocument();
    expect(screen.getByText('Please choose how you feel')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/sessions/request')).toHaveLength(0);
  });

  it('sends the request with a fresh Idempotency-Key per submission and opens the session', async () => {
    let refuse = true;
    const { calls } = customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: publicListener() }),
      'POST /sessions/request': () =>
        refuse
          ? jsonResponse(409, { message: messages.sessions.listenerBusy, code: 'CONFLICT' })
          : jsonResponse(200, { data: customerSession({ mode: 'AUDIO', language: 'Tamil' }) }),
      [`GET /sessions/mine/${ids.session}`]: () =>
        jsonResponse(200, { data: customerSession({ mode: 'AUDIO', language: 'Tamil' }) }),
    });
    await renderApp(listenerPath);
    await opened();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Request session' }));
    expect(await screen.findByText(messages.sessions.listenerBusy)).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Request session' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for Asha Rao' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(routes.app.session(ids.session));

    const requests = callsTo(calls, 'POST', '/sessions/request');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual({
      listenerId: ids.asha,
      mode: 'AUDIO',
      language: 'Tamil',
      userMood: 'sad',
    });
    const keys = requests.map((call) => call.headers[IDEMPOTENCY_HEADER]);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('not enough coins: the server’s message and a way to the wallet', async () => {
    customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: publicListener() }),
      'POST /sessions/request': () =>
        jsonResponse(402, {
          message: messages.sessions.insufficientBalance(4),
          code: 'INSUFFICIENT_BALANCE',
        }),
    });
    await renderApp(listenerPath);
    await opened();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Request session' }));
    expect(await screen.findByText(messages.sessions.insufficientBalance(4))).toBeInTheDocument();
    // The way to the wallet comes back here after paying.
    expect(screen.getByRole('link', { name: 'Buy coins' })).toHaveAttribute(
      'href',
      `${routes.app.wallet}?next=${encodeURIComponent(listenerPath)}`,
    );
  });

  it('prices follow the server’s coin value: 4 coins at 150 paise are ₹6/min', async () => {
    customerApi({
      'GET /wallet': () =>
        jsonResponse(200, { data: { balance: 200, paymentMode: 'TEST', coinValuePaise: 150 } }),
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: publicListener() }),
    });
    await renderApp(listenerPath);
    await opened();
    await waitFor(() =>
      expect(screen.getByText('Rate').nextElementSibling).toHaveTextContent('₹6/min · 4 coins/min'),
    );
    // The request form's note says the same.
    expect(screen.getByText(/charged per started minute/)).toHaveTextContent(
      /^₹6\/min · 4 coins\/min, charged/,
    );
  });

  it('a balance below one minute: no form to fill, the price, and Buy coins that comes back here after paying', async () => {
    let balance = 3;
    const { calls } = customerApi({
      'GET /wallet': () => jsonResponse(200, { data: { balance, paymentMode: 'TEST', coinValuePaise: 100 } }),
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: publicListener() }),
      'GET /plans': () => jsonResponse(200, { data: [plan()] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      'POST /wallet/purchase': () => {
        balance = 103;
        return jsonResponse(200, {
          data: {
            purchaseId: ids.purchase,
            status: 'CONFIRMED',
            coins: 100,
            bonusCoins: 0,
            balance,
            checkout: null,
          },
        });
      },
    });
    await renderApp(listenerPath);
    await opened();
    expect(await screen.findByText('Buy coins to talk to Asha Rao')).toBeInTheDocument();
    expect(
      screen.getByText(/One minute with Asha Rao costs 4 coins \(₹4\); you have 3 coins/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Chat/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Buy coins' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wallet' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(routes.app.wallet);
    expect(screen.getByText('Buy coins to continue')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Buy Starter for ₹99.00' }));

    // Paid (test mode): back on the same listener, whose form is now there to fill.
    await opened();
    expect(currentPath()).toBe(listenerPath);
    expect(await screen.findByRole('button', { name: 'Request session' })).toBeInTheDocument();
    expect(screen.queryByText('Buy coins to talk to Asha Rao')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/wallet/purchase')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/sessions/request')).toHaveLength(0);
  });

  it('an open session elsewhere: the server’s message and a link to that session', async () => {
    let current: unknown = null;
    customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: publicListener() }),
      'GET /sessions/mine/current': () => jsonResponse(200, { data: current }),
      'POST /sessions/request': () => {
        current = customerSession();
        return jsonResponse(409, { message: messages.sessions.openSessionExists, code: 'CONFLICT' });
      },
    });
    await renderApp(listenerPath);
    await opened();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Request session' }));
    expect(await screen.findByText(messages.sessions.openSessionExists)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to my session' })).toHaveAttribute(
        'href',
        routes.app.session(ids.session),
      ),
    );
  });

  it('an offline listener: says so before the customer asks', async () => {
    customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () =>
        jsonResponse(200, { data: publicListener({ presence: 'offline' }) }),
    });
    await renderApp(listenerPath);
    await opened();
    expect(screen.getByText(/is offline right now/)).toBeInTheDocument();
  });

  it('an unknown listener: not found, with the way back', async () => {
    customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () =>
        jsonResponse(404, { message: messages.sessions.listenerNotFound, code: 'NOT_FOUND' }),
    });
    await renderApp(listenerPath);
    expect(await screen.findByText('Listener not found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a listener' })).toHaveAttribute('href', routes.app.home);
  });
});
