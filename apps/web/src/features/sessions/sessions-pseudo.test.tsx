import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, routes, type ChatMessage, type ListenerSession } from '@app/contract';
import { CallPage } from '@/features/sessions/call-page';
import { ChatPage } from '@/features/sessions/chat-page';
import { AvailabilitySwitch } from '@/features/sessions/availability-switch';
import { OngoingSessionsPage } from '@/features/sessions/ongoing-sessions-page';
import { SessionRequestsPage } from '@/features/sessions/session-requests-page';
import { SessionsPage } from '@/features/sessions/sessions-page';
import { CloseSessionDialog } from '@/features/sessions/live/close-session-dialog';
import { SessionWrapUp } from '@/features/sessions/live/session-wrap-up';
import { RequestCardStack } from '@/features/sessions/requests/request-card-stack';
import { useRequestInbox } from '@/features/sessions/requests/request-inbox';
import { DiscardChangesDialog } from '@/hooks/use-unsaved-changes';
import { urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';
import { listenerSession, renderListenerScreen, sessionsPage } from '@/testing/sessions-test-kit';

// Every screen of the listener's sessions in the pseudo language: a text on screen without its ⟦marks⟧
// was written into the screen instead of the catalogue. What may stay is the data the fixtures carry.

const PRIYA = { id: '99999999-9999-4999-8999-999999999999', name: 'Priya Nair' };
const NOTE = 'Exams in March.';
/** The fixtures' data: names, the session's language, the private note, and a time's am/pm. */
const DATA = ['Priya Nair', 'Asha Verma', 'Ravi Kumar', 'Hindi', 'Tamil', NOTE, 'Hello there', /\b[ap]m\b/g];
/** The test's own location probe (a path). */
const LOCATION_PROBE = /\/(dashboard|wrap|close)\S*/g;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

beforeEach(async () => {
  await showPseudoLocale();
  useRequestInbox.setState({ pushed: {} });
});
afterEach(leavePseudoLocale);

/** Nothing on screen (the page and any dialog or toast over it) is outside the catalogue. */
const expectAllFromCatalogue = () =>
  expect(textsOutsideCatalogue(document.body, [...DATA, LOCATION_PROBE])).toEqual([]);

describe('the session screens take every text from the catalogue (pseudo-locale)', () => {
  it('Session Requests: the table, a returning customer’s note and the waiting line', async () => {
    const asha = listenerSession({
      customer: { id: PRIYA.id, name: 'Asha Verma' },
      userMood: 'angry',
      expiresAt: inSeconds(50),
      customerNote: NOTE,
    });
    const ravi = listenerSession({
      customer: PRIYA,
      mode: 'AUDIO',
      language: 'Tamil',
      expiresAt: inSeconds(40),
    });
    mockFetch((call) =>
      urlOf(call).pathname === '/api/v1/queue/waiting'
        ? jsonResponse(200, {
            data: [
              {
                mode: 'AUDIO',
                language: 'Tamil',
                userMood: 'sad',
                joinedAt: new Date().toISOString(),
                expiresAt: inSeconds(600),
                position: 1,
                customer: { id: '11111111-1111-4111-8111-111111111111', name: 'Ravi Kumar' },
              },
            ],
          })
        : sessionsPage([asha, ravi]),
    );
    renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    const table = await screen.findByRole('table');
    await within(table).findByText('Asha Verma');
    await screen.findByText('Ravi Kumar');
    expectAllFromCatalogue();
  });

  it('Session Requests with no request: the empty state', async () => {
    mockFetch((call) =>
      urlOf(call).pathname === '/api/v1/queue/waiting' ? jsonResponse(200, { data: [] }) : sessionsPage([]),
    );
    const { container } = renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    await waitFor(() => expect(container.querySelector('table tbody')?.textContent).toMatch(/⟦/));
    expectAllFromCatalogue();
  });

  it('Ongoing Sessions and its Close confirmation', async () => {
    const running = listenerSession({ status: 'IN_PROGRESS', startedAt: minutesAgo(3), customer: PRIYA });
    const accepted = listenerSession({ status: 'ACCEPTED', customer: { id: PRIYA.id, name: '' } });
    mockFetch(() => sessionsPage([running, accepted]));
    renderListenerScreen(<OngoingSessionsPage />, routes.listener.ongoingSessions);
    const table = await screen.findByRole('table');
    await within(table).findByText('Priya Nair');
    expectAllFromCatalogue();

    const closeButtons = within(table)
      .getAllByRole('button')
      .filter((button) => button.querySelector('.lucide-x'));
    await userEvent.click(closeButtons[0]!);
    await screen.findByRole('alertdialog');
    expectAllFromCatalogue();
  });

  it('Sessions (completed): earnings, Report, the row menu', async () => {
    const done = listenerSession({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_CUSTOMER',
      startedAt: minutesAgo(30),
      endedAt: minutesAgo(20),
      completedAt: minutesAgo(20),
      timeInMinutes: 10,
      coinsEarned: 1234,
      customer: PRIYA,
    });
    const reported = listenerSession({
      status: 'REPORTED',
      startedAt: minutesAgo(90),
      endedAt: minutesAgo(80),
      completedAt: minutesAgo(80),
      reportedAt: minutesAgo(70),
      customer: { id: PRIYA.id, name: 'Asha Verma' },
    });
    mockFetch((call) =>
      call.url.includes('/reports') ? jsonResponse(200, { data: [] }) : sessionsPage([done, reported]),
    );
    renderListenerScreen(<SessionsPage />, routes.listener.sessions);
    const table = await screen.findByRole('table');
    await within(table).findByText('Priya Nair');
    expectAllFromCatalogue();
  });

  it('the request cards over any page: the card, its countdown and the count of more', async () => {
    const requests = ['Priya Nair', 'Asha Verma', 'Ravi Kumar', 'Priya Nair'].map((name, index) =>
      listenerSession({
        customer: { id: PRIYA.id, name },
        mode: index % 2 ? 'AUDIO' : 'CHAT',
        requestedAt: new Date().toISOString(),
        expiresAt: inSeconds(50 + index),
      }),
    );
    mockFetch(() => sessionsPage(requests));
    const announce = vi.fn();
    renderListenerScreen(<RequestCardStack announce={announce} />, '/dashboard');
    await screen.findAllByRole('timer');
    expectAllFromCatalogue();
    // The check sees what is on screen: without the fixtures' data, the session's language is left.
    expect(textsOutsideCatalogue(document.body, [LOCATION_PROBE])).toContain('Hindi');
  });

  it('the Online/Offline switch', async () => {
    mockFetch(() => jsonResponse(200, { data: { online: true } }));
    renderListenerScreen(<AvailabilitySwitch />, '/dashboard');
    await screen.findByRole('switch');
    expectAllFromCatalogue();
  });

  it('the wrap-up with the private note being written', async () => {
    mockFetch(() => jsonResponse(200, { data: [] }));
    const ended = listenerSession({
      status: 'COMPLETED',
      endReason: 'INSUFFICIENT_BALANCE',
      startedAt: minutesAgo(5),
      endedAt: minutesAgo(1),
      coinsEarned: 1,
      customer: PRIYA,
      customerNote: NOTE,
    });
    renderListenerScreen(<SessionWrapUp session={ended} />, '/wrap');
    expectAllFromCatalogue();
    await userEvent.click(screen.getAllByRole('button')[1]!);
    await screen.findByRole('textbox');
    await userEvent.click(screen.getByRole('button', { name: /⟦Sávé ñóté⟧/ }));
    await screen.findByRole('alert');
    expectAllFromCatalogue();
  });

  it('the Close confirmation of an accepted session with no name', async () => {
    renderListenerScreen(
      <CloseSessionDialog
        session={listenerSession({ status: 'ACCEPTED', customer: { id: PRIYA.id, name: '' } })}
        crisisFlagged={false}
        onConfirm={() => Promise.resolve()}
        onCancel={() => undefined}
      />,
      '/close',
    );
    await screen.findByRole('alertdialog');
    expectAllFromCatalogue();
  });

  it('the discard question', async () => {
    renderListenerScreen(
      <DiscardChangesDialog open onDiscard={() => undefined} onKeep={() => undefined} />,
      '/close',
    );
    await screen.findByRole('alertdialog');
    expectAllFromCatalogue();
  });
});

describe('the live screens take every text from the catalogue (pseudo-locale)', () => {
  const history: ChatMessage[] = [
    {
      id: 'm1',
      sessionId: 's',
      senderType: 'CUSTOMER',
      message: 'Hello there',
      timestamp: minutesAgo(2),
      clientMessageId: 'client-0001',
      masked: false,
    },
    {
      id: 'm2',
      sessionId: 's',
      senderType: 'LISTENER',
      message: 'Hello there',
      timestamp: minutesAgo(1),
      clientMessageId: 'client-0002',
      masked: true,
    },
  ];

  const serve = (session: ListenerSession) =>
    mockFetch((call: FetchCall) =>
      call.url.startsWith(`${API_PREFIX}/calls/ice-servers`)
        ? jsonResponse(200, { data: { iceServers: [] } })
        : jsonResponse(200, { data: session }),
    );

  it('the chat screen in progress: the header, the connection, the conversation and the message box', async () => {
    const session = listenerSession({
      status: 'IN_PROGRESS',
      startedAt: minutesAgo(3),
      customer: PRIYA,
      customerNote: NOTE,
      sessionMessages: history,
    });
    serve(session);
    renderListenerScreen(<ChatPage />, routes.listener.chat(':id'));
    await screen.findByRole('log');
    expectAllFromCatalogue();
  });

  it('the chat screen of an accepted session: Start Session and the empty conversation', async () => {
    const session = listenerSession({ status: 'ACCEPTED', customer: PRIYA });
    serve(session);
    renderListenerScreen(<ChatPage />, routes.listener.chat(':id'));
    await screen.findByRole('log');
    expectAllFromCatalogue();
  });

  it('the call screen of an accepted session', async () => {
    const session = listenerSession({
      status: 'ACCEPTED',
      mode: 'AUDIO',
      customer: PRIYA,
      customerNote: NOTE,
    });
    serve(session);
    renderListenerScreen(<CallPage />, routes.call(':id'));
    await screen.findByTestId('call-timer');
    await screen.findByTestId('call-status');
    expectAllFromCatalogue();
  });
});
