import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes, type CustomerSession } from '@app/contract';
import { testHelplines } from '@/testing/chat-test-server';
import { callsTo, customerApi, customerSession, ids } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

// "I need urgent help" on the customer's session screen (issue 12): in every state of the session, it
// opens the crisis card with GET /helplines, asked for once.

const s = messages.safety;
const sessionPath = routes.app.session(ids.session);
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function serve(session: CustomerSession, helplines: () => Response) {
  return customerApi({
    [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: session }),
    'GET /helplines': helplines,
  });
}

const hrefs = (card: HTMLElement) =>
  within(card)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('"I need urgent help" on the session screen', () => {
  const states: [string, CustomerSession][] = [
    ['waiting for the listener', customerSession()],
    ['accepted', customerSession({ status: 'ACCEPTED' })],
    [
      'ended',
      customerSession({
        status: 'COMPLETED',
        endReason: 'ENDED_BY_CUSTOMER',
        startedAt: ago(600),
        endedAt: ago(60),
        timeInMinutes: 9,
        coinsCharged: 36,
      }),
    ],
  ];

  it.each(states)('%s: opens the card with the helplines, asked for once', async (_state, session) => {
    const { calls } = serve(session, () => jsonResponse(200, { data: testHelplines }));
    await renderApp(sessionPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: s.urgentHelp }, { timeout: 4000 }));
    const card = await screen.findByRole('alertdialog', { name: s.crisisTitle });
    expect(card).toHaveAccessibleDescription(s.crisisBody);
    await waitFor(() => expect(hrefs(card)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']));
    expect(within(card).getByText('Tele-MANAS (national mental health helpline)')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: s.urgentHelp }));
    expect(hrefs(await screen.findByRole('alertdialog'))).toHaveLength(3);
    // Cached: the list was fetched when the screen opened, and not again.
    expect(callsTo(calls, 'GET', '/helplines')).toHaveLength(1);
  });

  it('when the helplines cannot be loaded, the card says so and tries again', async () => {
    let fail = true;
    serve(customerSession({ status: 'ACCEPTED' }), () =>
      fail
        ? jsonResponse(503, { message: 'Service unavailable', code: 'UNAVAILABLE' })
        : jsonResponse(200, { data: testHelplines }),
    );
    await renderApp(sessionPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: s.urgentHelp }, { timeout: 4000 }));
    const card = await screen.findByRole('alertdialog', { name: s.crisisTitle });
    expect(
      await within(card).findByText('Could not load the helplines', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hrefs(card)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']));
  }, 20_000);
});
