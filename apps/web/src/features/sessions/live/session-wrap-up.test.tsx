// The listener's wrap-up after any ending and the Close confirmation (issue 23 §4, §5's note action).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  describeSessionEnd,
  messages,
  PRIVATE_NOTE_MAX,
  routes,
  SESSION_END_REASONS,
  type ListenerSession,
} from '@app/contract';
import { CloseSessionDialog } from '@/features/sessions/live/close-session-dialog';
import { SessionWrapUp } from '@/features/sessions/live/session-wrap-up';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { listenerSession, renderListenerScreen } from '@/testing/sessions-test-kit';

const t = messages.liveSession;
const CUSTOMER_ID = '99999999-9999-4999-8999-999999999999';
const HELPLINES = [{ name: 'Tele MANAS', phone: '14416', description: 'Free, 24x7' }];

const ended = (overrides: Partial<ListenerSession> = {}) =>
  listenerSession({
    status: 'COMPLETED',
    endReason: 'INSUFFICIENT_BALANCE',
    startedAt: new Date(Date.now() - 200_000).toISOString(),
    endedAt: new Date(Date.now() - 75_000).toISOString(),
    timeInMinutes: 3,
    coinsEarned: 7,
    ...overrides,
  });

const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

const serve = () =>
  mockFetch((call: FetchCall) => {
    if (call.url.includes('/helplines')) return jsonResponse(200, { data: HELPLINES });
    if (call.url.includes(`/notes/customers/${CUSTOMER_ID}`) && call.method === 'PUT') {
      const body = (call.body as { body: string }).body;
      return jsonResponse(200, {
        data: { customerId: CUSTOMER_ID, body, updatedAt: new Date().toISOString() },
      });
    }
    return jsonResponse(404, { message: 'Not here', code: 'NOT_FOUND' });
  });

describe('the wrap-up', () => {
  it('a customer whose coins ran out reads "<name>\'s coins ran out": duration, coins earned, the three actions', () => {
    serve();
    renderListenerScreen(<SessionWrapUp session={ended()} />, '/wrap');
    expect(screen.getByRole('heading', { name: t.wrapUpTitle })).toBeInTheDocument();
    expect(valueOf(t.wrapUpHowItEnded)).toHaveTextContent("Priya Nair's coins ran out.");
    expect(valueOf(t.wrapUpDuration)).toHaveTextContent('02:05');
    expect(valueOf(t.wrapUpCoinsEarned)).toHaveTextContent('7 coins');
    expect(screen.queryByText(/Insufficient balance/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.wrapUpReport })).toBeEnabled();
    expect(screen.getByRole('button', { name: t.wrapUpAddNote })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.wrapUpBackToRequests })).toHaveAttribute(
      'href',
      routes.listener.sessionRequests,
    );
  });

  it.each(SESSION_END_REASONS)('%s reads as a sentence, never its code', (reason) => {
    serve();
    renderListenerScreen(<SessionWrapUp session={ended({ endReason: reason })} />, '/wrap');
    const sentence = describeSessionEnd(reason, 'listener', { customerName: 'Priya Nair' });
    expect(valueOf(t.wrapUpHowItEnded)).toHaveTextContent(sentence);
    expect(sentence).toMatch(/^[A-Z].*\.$/);
    expect(sentence).not.toContain(reason);
    expect(sentence).not.toMatch(/insufficient balance/i);
  });

  it('a session that never started lasted 00:00, earned nothing and cannot be reported', () => {
    serve();
    renderListenerScreen(
      <SessionWrapUp session={ended({ endReason: 'CLOSED_BY_LISTENER', startedAt: null, coinsEarned: 0 })} />,
      '/wrap',
    );
    expect(valueOf(t.wrapUpHowItEnded)).toHaveTextContent('You closed the session.');
    expect(valueOf(t.wrapUpDuration)).toHaveTextContent('00:00');
    expect(valueOf(t.wrapUpCoinsEarned)).toHaveTextContent('0 coins');
    expect(screen.getByRole('button', { name: t.wrapUpReport })).toBeDisabled();
  });

  it('Add a private note: checked against the contract limits, then saved for this customer', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderListenerScreen(<SessionWrapUp session={ended()} />, '/wrap');
    await user.click(screen.getByRole('button', { name: t.wrapUpAddNote }));
    const box = screen.getByRole('textbox', { name: 'Private note about Priya Nair' });
    expect(screen.getByText(messages.notes.privacyHint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.notes.bodyRequired);
    await user.click(box);
    await user.paste('a'.repeat(PRIVATE_NOTE_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.notes.bodyTooLong);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '  Exams in March.  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(messages.notes.saved)).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url).toContain(`/notes/customers/${CUSTOMER_ID}`);
    expect(puts[0]!.body).toEqual({ body: 'Exams in March.' });
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('a note already written shows with Edit private note', () => {
    serve();
    renderListenerScreen(<SessionWrapUp session={ended({ customerNote: 'Likes cricket.' })} />, '/wrap');
    expect(screen.getByRole('complementary', { name: t.returningCustomerNote })).toHaveTextContent(
      'Likes cricket.',
    );
    expect(screen.getByRole('button', { name: t.wrapUpEditNote })).toBeInTheDocument();
  });
});

describe('the Close confirmation', () => {
  const renderDialog = (session: ListenerSession, crisisFlagged: boolean) => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    renderListenerScreen(
      <CloseSessionDialog
        session={session}
        crisisFlagged={crisisFlagged}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
      '/close',
    );
    return { onConfirm, onCancel };
  };

  it('states the consequence of closing a running session, and closes only on confirm', async () => {
    serve();
    const { onConfirm, onCancel } = renderDialog(listenerSession({ status: 'IN_PROGRESS' }), false);
    const dialog = screen.getByRole('alertdialog', { name: t.closeConfirmTitle('Priya Nair') });
    expect(dialog).toHaveTextContent(t.closeConfirmInProgress);
    expect(within(dialog).queryByRole('list', { name: 'Helplines' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/at risk/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t.closeConfirm }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('an accepted session: cancelled for free', () => {
    serve();
    renderDialog(listenerSession({ status: 'ACCEPTED' }), false);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t.closeConfirmAccepted);
  });

  it('while a crisis flag is open it says so and offers the helplines again', async () => {
    serve();
    renderDialog(listenerSession({ status: 'IN_PROGRESS' }), true);
    const dialog = screen.getByRole('alertdialog', { name: t.closeConfirmTitle('Priya Nair') });
    expect(dialog).toHaveTextContent(t.closeConfirmCrisis('Priya Nair'));
    const list = await within(dialog).findByRole('list', { name: 'Helplines' });
    expect(within(list).getByRole('link', { name: /Tele MANAS/ })).toHaveAttribute('href', 'tel:14416');
  });
});
