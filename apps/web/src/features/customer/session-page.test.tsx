import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { messages, routes, type CustomerSession } from '@app/contract';
import { callsTo, customerApi, customerSession, ids, plan } from '@/testing/customer-fixtures';
import { CHECKOUT_WINDOW_NAME } from '@/features/customer/return-target';
import { jsonResponse } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';

const sessionPath = routes.app.session(ids.session);
const getPath = `/sessions/mine/${ids.session}`;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const heading = (name: string | RegExp, timeout = 3000) =>
  screen.findByRole('heading', { level: 1, name }, { timeout });

/** The server's copy of the session; tests change it to move the session on. */
function serveSession(initial: CustomerSession, routes: Record<string, () => Response> = {}) {
  const state = { session: initial };
  const api = customerApi({
    [`GET ${getPath}`]: () => jsonResponse(200, { data: state.session }),
    ...routes,
  });
  return { ...api, state };
}

describe('session screen (/app/sessions/:id)', () => {
  it('pending: waits with the countdown to expiry, follows the server (polling), and Cancel withdraws', async () => {
    const { state, calls } = serveSession(customerSession(), {
      [`POST ${getPath}/cancel`]: () =>
        jsonResponse(200, {
          data: (state.session = customerSession({
            status: 'CANCELLED',
            endReason: 'CANCELLED',
            endedAt: ago(0),
          })),
        }),
    });
    await renderApp(sessionPath);
    expect(await heading('Waiting for Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('left to accept')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Time left to accept' });
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThan(45);
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(50);
    expect(screen.getByText('Feeling sad')).toBeInTheDocument();

    // The listener accepts: the screen follows within the 2 s refresh, saying so by their first name
    // until they start (issue 23 §1).
    state.session = customerSession({ status: 'ACCEPTED' });
    expect(await heading('Asha Rao accepted', 6000)).toBeInTheDocument();
    expect(screen.getByText('Asha accepted, opening…')).toBeInTheDocument();
    expect(screen.getByText(/Waiting for them to start the session/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await heading('This request has ended')).toBeInTheDocument();
    expect(
      screen.getByText('You cancelled the request before it started. Nothing was charged.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${getPath}/cancel`)).toHaveLength(1);
  }, 15_000);

  it('in progress (audio): elapsed time, billed-so-far estimate, balance, run-out countdown and the low-balance warning', async () => {
    serveSession(
      customerSession({
        mode: 'AUDIO',
        status: 'IN_PROGRESS',
        startedAt: ago(75),
        runsOutAt: new Date(Date.now() + 45_000).toISOString(),
        lowBalance: true,
        walletBalance: 12,
      }),
    );
    await renderApp(sessionPath);
    expect(await heading('In session with Asha Rao')).toBeInTheDocument();
    expect(screen.getByText(/^1:1[56]$/)).toBeInTheDocument();
    // 75 s after the start: two started minutes at 4 coins.
    expect(screen.getByText('8 coins')).toBeInTheDocument();
    expect(screen.getByText('2 min × 4 coins/min')).toBeInTheDocument();
    expect(screen.getByText('12 coins')).toBeInTheDocument();
    expect(screen.getByText(/^0:4[45]$/)).toBeInTheDocument();
    expect(screen.getByText(messages.sessions.lowBalance)).toBeInTheDocument();
    // The call's controls (the call itself is covered by call-session.test.tsx).
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End call' })).toBeInTheDocument();
    expect(screen.getByTestId('call-status')).toBeInTheDocument();
  });

  it('low balance: Add coins buys inside the session (test mode); the run-out moves and the warning goes', async () => {
    const runsOut = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    const { state, calls } = serveSession(
      customerSession({
        status: 'IN_PROGRESS',
        startedAt: ago(75),
        runsOutAt: runsOut(100),
        lowBalance: true,
        walletBalance: 12,
      }),
      {
        'GET /plans': () => jsonResponse(200, { data: [plan()] }),
        'POST /wallet/purchase': () => {
          // The server moves the run-out moment in the purchase's transaction.
          state.session = { ...state.session, runsOutAt: runsOut(100 + 25 * 60), lowBalance: false };
          return jsonResponse(200, {
            data: {
              purchaseId: ids.purchase,
              status: 'CONFIRMED',
              coins: 100,
              bonusCoins: 0,
              balance: 112,
              checkout: null,
            },
          });
        },
      },
    );
    await renderApp(sessionPath);
    expect(await heading(/In session with Asha Rao/)).toBeInTheDocument();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(messages.sessions.lowBalance);
    // The rate in rupees beside the coins, on the live meter.
    expect(screen.getByText('Rate').nextElementSibling).toHaveTextContent('₹4/min · 4 coins/min');

    const user = userEvent.setup();
    await user.click(within(warning).getByRole('button', { name: 'Add coins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coins' });
    expect(within(dialog).getByText(/Your session keeps running while you buy/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Buy Starter for ₹99.00' }));
    expect(await within(dialog).findByText('100 coins added')).toBeInTheDocument();

    // The session refetched at once: 26 minutes and more left, no warning, the chat still open behind.
    await waitFor(() => expect(screen.queryByText(messages.sessions.lowBalance)).not.toBeInTheDocument());
    expect(within(dialog).getByText(/^2[56]:\d\d$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(currentPath()).toBe(sessionPath);
    expect(callsTo(calls, 'POST', '/wallet/purchase')).toHaveLength(1);
  });

  it('low balance with Razorpay: the checkout opens in another window and the session screen follows the purchase', async () => {
    const runsOut = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    const checkoutWindow = { closed: false, opener: {} as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(checkoutWindow as unknown as Window);
    const posted: { target: string; action: string }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      posted.push({ target: this.target, action: this.action });
    });
    let paid = false;
    const { state } = serveSession(
      customerSession({
        status: 'IN_PROGRESS',
        startedAt: ago(75),
        runsOutAt: runsOut(100),
        lowBalance: true,
      }),
      {
        'GET /wallet': () =>
          jsonResponse(200, { data: { balance: 12, paymentMode: 'RAZORPAY', coinValuePaise: 100 } }),
        'GET /plans': () => jsonResponse(200, { data: [plan()] }),
        'POST /wallet/purchase': () =>
          jsonResponse(200, {
            data: {
              purchaseId: ids.purchase,
              status: 'PENDING',
              coins: 100,
              bonusCoins: 0,
              balance: 12,
              checkout: { actionUrl: 'https://api.razorpay.example/v1/checkout/embedded', fields: {} },
            },
          }),
        [`GET /wallet/purchases/${ids.purchase}`]: () =>
          jsonResponse(200, {
            data: {
              purchaseId: ids.purchase,
              status: paid ? 'CONFIRMED' : 'PENDING',
              planName: 'Starter',
              pricePaise: 9900,
              coins: 100,
              bonusCoins: 0,
              createdAt: ago(5),
              confirmedAt: paid ? ago(0) : null,
              receiptNumber: paid ? 'LW/2026-27/000001' : null,
              message: paid ? messages.wallet.paymentConfirmed(100) : messages.wallet.paymentPending,
            },
          }),
      },
    );
    try {
      await renderApp(sessionPath);
      expect(await heading(/In session with Asha Rao/)).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Add coins' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add coins' });
      await user.click(await within(dialog).findByRole('button', { name: 'Buy Starter for ₹99.00' }));

      // The window opened in the click; the checkout form went there, not to this screen.
      expect(open).toHaveBeenCalledWith('', CHECKOUT_WINDOW_NAME);
      expect(checkoutWindow.opener).toBeNull();
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]!.target).toBe(CHECKOUT_WINDOW_NAME);
      expect(await within(dialog).findByText(messages.wallet.payingInOtherWindow)).toBeInTheDocument();
      expect(currentPath()).toBe(sessionPath);

      // Paid in the other window: the purchase's status (asked every few seconds) says so.
      paid = true;
      state.session = { ...state.session, runsOutAt: runsOut(100 + 25 * 60), lowBalance: false };
      expect(
        await within(dialog).findByText('100 coins added', undefined, { timeout: 6000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(messages.sessions.lowBalance)).not.toBeInTheDocument());
    } finally {
      open.mockRestore();
      submit.mockRestore();
    }
  }, 15_000);

  it('within the free start the estimate is 0 and there is no warning', async () => {
    serveSession(
      customerSession({
        status: 'IN_PROGRESS',
        startedAt: ago(5),
        runsOutAt: new Date(Date.now() + 600_000).toISOString(),
      }),
    );
    await renderApp(sessionPath);
    expect(await heading('In session with Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('0 coins')).toBeInTheDocument();
    expect(screen.queryByText(messages.sessions.lowBalance)).not.toBeInTheDocument();
  });

  it('End asks first, then ends and shows the itemised summary', async () => {
    const { state, calls } = serveSession(
      customerSession({ status: 'IN_PROGRESS', startedAt: ago(130), runsOutAt: ago(-600) }),
      {
        [`POST ${getPath}/end`]: () =>
          jsonResponse(200, {
            data: (state.session = customerSession({
              status: 'COMPLETED',
              endReason: 'ENDED_BY_CUSTOMER',
              startedAt: ago(130),
              endedAt: ago(0),
              timeInMinutes: 3,
              coinsCharged: 12,
              walletBalance: 188,
            })),
          }),
      },
    );
    render(<Toaster />);
    await renderApp(sessionPath);
    await heading('In session with Asha Rao');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    expect(within(dialog).getByText(/charged for 3 started minutes \(about 12 coins\)/)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${getPath}/end`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));

    expect(await heading('Session complete')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${getPath}/end`)).toHaveLength(1);
    const summary = screen.getByText('Coins charged').closest('dl')!;
    expect(within(summary).getByText('3m')).toBeInTheDocument();
    expect(within(summary).getByText('4 coins/min')).toBeInTheDocument();
    expect(within(summary).getByText('3 × 4')).toBeInTheDocument();
    expect(within(summary).getByText('12 coins')).toBeInTheDocument();
    expect(within(summary).getByText('You ended the session.')).toBeInTheDocument();
    expect(within(summary).getByText('188 coins')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to listeners' })).toHaveAttribute('href', routes.app.home);
    expect(await screen.findByText(messages.sessions.ended)).toBeInTheDocument();
  });

  it('Report needs a reason, sends it, and the session then shows as reported', async () => {
    const completed = customerSession({
      status: 'COMPLETED',
      endReason: 'CLOSED_BY_LISTENER',
      startedAt: ago(600),
      endedAt: ago(300),
      timeInMinutes: 5,
      coinsCharged: 20,
    });
    const { state, calls } = serveSession(completed, {
      [`POST /sessions/${ids.session}/report`]: () => {
        state.session = { ...completed, status: 'REPORTED', reportedAt: ago(0) };
        return jsonResponse(200, { data: { id: ids.session, status: 'REPORTED' } });
      },
    });
    render(<Toaster />);
    await renderApp(sessionPath);
    await heading('Session complete');
    expect(screen.getByText('Asha Rao ended the session.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(messages.sessions.reportReasonRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/sessions/${ids.session}/report`)).toHaveLength(0);

    await user.selectOptions(
      within(dialog).getByLabelText('What is it about?'),
      messages.safety.categoryLabels.HARASSMENT,
    );
    await user.type(within(dialog).getByLabelText('What happened?'), 'Rude remarks');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(messages.sessions.reported)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/sessions/${ids.session}/report`)[0]!.body).toEqual({
      category: 'HARASSMENT',
      reason: 'Rude remarks',
    });
    expect(
      await screen.findByText('You reported this session. An admin will look at it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument());
  });

  it('no Report button once the 24-hour window has passed', async () => {
    serveSession(
      customerSession({
        status: 'COMPLETED',
        endReason: 'ENDED_BY_CUSTOMER',
        startedAt: ago(25 * 3600 + 60),
        endedAt: ago(25 * 3600),
        timeInMinutes: 1,
        coinsCharged: 4,
      }),
    );
    await renderApp(sessionPath);
    await heading('Session complete');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('Talk again asks the same listener again, with the same mode, language and mood (issue 23 §4)', async () => {
    const next = customerSession({ id: 'abababab-abab-4bab-8bab-abababababab', status: 'pending' });
    let refuse = true;
    const { calls } = serveSession(
      customerSession({
        status: 'COMPLETED',
        endReason: 'INSUFFICIENT_BALANCE',
        mode: 'AUDIO',
        language: 'Tamil',
        userMood: 'happy',
        startedAt: ago(120),
        endedAt: ago(60),
        timeInMinutes: 1,
        coinsCharged: 4,
      }),
      {
        'POST /sessions/request': () =>
          refuse
            ? jsonResponse(402, {
                message: messages.sessions.insufficientBalance(4),
                code: 'INSUFFICIENT_BALANCE',
              })
            : jsonResponse(200, { data: next }),
      },
    );
    const user = userEvent.setup();
    await renderApp(sessionPath);
    await heading('Session complete');
    // The ordinary request's checks answer: no coins, so the way to buy them.
    await user.click(screen.getByRole('button', { name: 'Talk again' }));
    expect(await screen.findByText(messages.sessions.insufficientBalance(4))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy coins' })).toBeInTheDocument();
    expect(currentPath()).toBe(sessionPath);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Talk again' }));
    await waitFor(() => expect(currentPath()).toBe(routes.app.session(next.id)));
    const sent = callsTo(calls, 'POST', '/sessions/request');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({
      listenerId: ids.asha,
      mode: 'AUDIO',
      language: 'Tamil',
      userMood: 'happy',
    });
    // A fresh Idempotency-Key each time: the second press is a new request, not a replay of the first.
    const keys = sent.map((call) => call.headers['idempotency-key'] ?? call.headers['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a request that never started: its reason and that nothing was charged', async () => {
    serveSession(customerSession({ status: 'CANCELLED', endReason: 'EXPIRED', endedAt: ago(1) }));
    await renderApp(sessionPath);
    expect(await heading('This request has ended')).toBeInTheDocument();
    expect(
      screen.getByText('Your request expired before Asha Rao started the session. Nothing was charged.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask Asha Rao again' })).toHaveAttribute(
      'href',
      routes.app.listener(ids.asha),
    );
  });

  it('an unknown session: not found', async () => {
    customerApi({
      [`GET ${getPath}`]: () => jsonResponse(404, { message: messages.sessions.notFound, code: 'NOT_FOUND' }),
    });
    await renderApp(sessionPath);
    expect(await screen.findByText(messages.sessions.notFound, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('on the open session the bottom navigation goes and the meter is one line; it comes back once the session ends', async () => {
    const live = customerSession({
      status: 'IN_PROGRESS',
      startedAt: ago(75),
      runsOutAt: new Date(Date.now() + 600_000).toISOString(),
      walletBalance: 200,
    });
    const { state } = serveSession(live, {
      'GET /sessions/mine/current': () =>
        jsonResponse(200, { data: state.session.status === 'IN_PROGRESS' ? state.session : null }),
    });
    await renderApp(sessionPath);
    expect(await heading(/In session with Asha Rao/)).toBeInTheDocument();
    // The desktop's header navigation stays; the phone's bottom one (the second "Main") is gone.
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1));
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'href',
      routes.app.sessions,
    );

    // The meter: elapsed, billed and time left on the line; rate and wallet open under it on a phone.
    expect(screen.getByText('Billed so far').closest('dt')?.nextElementSibling).toHaveTextContent('8 coins');
    const more = screen.getByRole('button', { name: 'Show rate and wallet' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Wallet', { selector: 'dt' }).parentElement).toHaveClass('max-sm:hidden');
    await userEvent.setup().click(more);
    expect(screen.getByRole('button', { name: 'Hide rate and wallet' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Wallet', { selector: 'dt' }).parentElement).not.toHaveClass('max-sm:hidden');

    state.session = { ...live, status: 'COMPLETED', endReason: 'ENDED_BY_CUSTOMER', endedAt: ago(0) };
    expect(await heading('Session complete', 10_000)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2), {
      timeout: 15_000,
    });
  });
});
