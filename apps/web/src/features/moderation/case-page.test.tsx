import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { IDEMPOTENCY_HEADER, messages, routes, type CaseAction, type CaseDetail } from '@app/contract';
import { caseDetail, caseIds, callsTo, moderationApi } from '@/testing/moderation-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { renderApp } from '@/testing/render';
import { formatDateTime } from '@/features/moderation/moderation-format';

const CASE = `/admin/moderation/cases/${caseIds.harassment}`;
const ACT = `${CASE}/actions`;
const s = messages.safety;

async function openCase(
  detail: CaseDetail,
  extra: Parameters<typeof moderationApi>[0] = {},
  heading: string = s.categoryLabels.HARASSMENT,
) {
  const api = moderationApi({ [`GET ${CASE}`]: () => jsonResponse(200, { data: detail }), ...extra });
  render(<Toaster />);
  await renderApp(`${routes.admin.moderation}/${detail.id}`);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 });
  return api;
}

/** The toasts shown so far (sonner's region). */
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

const actionsCard = () =>
  screen.getByRole('heading', { name: 'Actions' }).closest<HTMLElement>('[data-slot="card"]')!;

describe('moderation case', () => {
  it("shows the reporter's words, the transcript with the original of a masked message, and both histories", async () => {
    await openCase(caseDetail());
    expect(screen.getByText(caseDetail().details!)).toBeInTheDocument();

    const transcript = screen.getByRole('list', { name: 'Transcript' });
    const [greeting, masked, crisis] = within(transcript).getAllByRole('listitem');
    expect(greeting).toHaveTextContent('Priya Nair');
    expect(greeting).not.toHaveAttribute('data-flagged');
    expect(masked).toHaveTextContent('Asha Rao');
    expect(masked).toHaveTextContent('Message me on [contact hidden], it is easier there.');
    expect(within(masked!).getByText('Original (admins only)')).toBeInTheDocument();
    expect(masked).toHaveTextContent('Message me on 98765 43210, it is easier there.');
    expect(within(masked!).getByText('Contact details')).toBeInTheDocument();
    expect(within(greeting!).queryByText('Original (admins only)')).not.toBeInTheDocument();
    expect(within(crisis!).getByText('Crisis')).toBeInTheDocument();
    expect(crisis).toHaveAttribute('data-crisis', 'true');

    const listener = screen.getByRole('region', { name: 'Listener: Asha Rao' });
    expect(within(listener).getByText('Reports against').nextSibling).toHaveTextContent('2');
    const other = within(listener).getByRole('link', { name: s.categoryLabels.POOR_SERVICE });
    expect(other).toHaveAttribute('href', `${routes.admin.moderation}/${caseIds.older}`);
    expect(other.closest('li')).toHaveTextContent(s.actionLabels.WARN);
    expect(screen.getByText('No admin has acted on this case yet.')).toBeInTheDocument();
  });

  it('a transcript deleted by the retention sweep says so, and when, instead of an empty chat', async () => {
    const deletedAt = '2025-09-01T04:30:00.000Z';
    await openCase(caseDetail({ transcript: [], transcriptDeletedAt: deletedAt }));
    const m = messages.adminModeration;
    expect(screen.getByText(m.transcriptDeletedTitle)).toBeInTheDocument();
    expect(screen.getByText(m.transcriptDeleted(formatDateTime(deletedAt)))).toBeInTheDocument();
    expect(screen.queryByText(m.noMessages)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transcript' })).not.toBeInTheDocument();
  });

  it.each<[CaseAction, string, string]>([
    ['DISMISS', 'Dismiss', 'Dismiss case'],
    ['BLOCK_LISTENER', 'Block listener', 'Block listener'],
    ['DEACTIVATE_CUSTOMER', 'Deactivate customer', 'Deactivate customer'],
  ])(
    '%s posts the action with the note, says so and shows the case as answered',
    async (action, button, confirm) => {
      const after = caseDetail({
        outcome: action,
        status: 'CLOSED',
        actions: [
          {
            action,
            note: 'Checked the transcript',
            refundCoins: null,
            actor: { id: 'a', name: 'Ada Admin' },
            warned: null,
            at: '2025-03-02T10:00:00.000Z',
          },
        ],
      });
      const { calls } = await openCase(caseDetail(), {
        [`POST ${ACT}`]: () => jsonResponse(200, { data: after }),
      });
      const user = userEvent.setup();
      await user.click(within(actionsCard()).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('alertdialog');
      await user.type(within(dialog).getByLabelText(/Note/), 'Checked the transcript');
      await user.click(within(dialog).getByRole('button', { name: confirm }));

      expect(await within(toasts()).findByText(s.actionLabels[action])).toBeInTheDocument();
      const posts = callsTo(calls, 'POST', ACT);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toEqual({ action, note: 'Checked the transcript' });
      expect(posts[0]!.headers[IDEMPOTENCY_HEADER]).toBeUndefined();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByRole('list', { name: 'Past actions' })).toHaveTextContent('Ada Admin');
    },
  );

  it('warn: mails the reported person by default, needs the words, and shows whom it went to', async () => {
    const detail = caseDetail();
    const after = caseDetail({
      outcome: 'WARN',
      actions: [
        {
          action: 'WARN',
          note: 'Keep contact details out of the chat',
          refundCoins: null,
          actor: { id: 'a', name: 'Ada Admin' },
          warned: { id: detail.listener.id, name: detail.listener.name, party: 'LISTENER' },
          at: '2025-03-02T10:00:00.000Z',
        },
      ],
    });
    const { calls } = await openCase(detail, {
      [`POST ${ACT}`]: () => jsonResponse(200, { data: after }),
    });
    const user = userEvent.setup();
    await user.click(within(actionsCard()).getByRole('button', { name: 'Warn' }));
    const dialog = await screen.findByRole('alertdialog');
    // The customer reported the listener: the listener is chosen, and either can be.
    expect(within(dialog).getByRole('radio', { name: `${detail.listener.name} (listener)` })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: `${detail.customer.name} (customer)` }),
    ).not.toBeChecked();

    // No words, no warning: the dialog says why and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Give warning' }));
    expect(await within(dialog).findByText(s.warnNoteRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Warning')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', ACT)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Warning'), 'Keep contact details out of the chat');
    await user.click(within(dialog).getByRole('button', { name: 'Give warning' }));
    expect(await within(toasts()).findByText(s.actionLabels.WARN)).toBeInTheDocument();
    const posts = callsTo(calls, 'POST', ACT);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      action: 'WARN',
      note: 'Keep contact details out of the chat',
      warn: 'LISTENER',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Past actions' })).toHaveTextContent(
      `${s.actionLabels.WARN} to ${detail.listener.name} (listener)`,
    );
  });

  it('warn on a crisis flag: nobody is chosen until the admin chooses', async () => {
    const detail = caseDetail({ kind: 'CRISIS', reporter: null, details: null, category: null });
    const { calls } = await openCase(detail, {}, 'Possible self-harm risk');
    const user = userEvent.setup();
    await user.click(within(actionsCard()).getByRole('button', { name: 'Warn' }));
    const dialog = await screen.findByRole('alertdialog');
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Warning'), 'Be kind');
    await user.click(within(dialog).getByRole('button', { name: 'Give warning' }));
    expect(await within(dialog).findByText(s.warnWhomRequired)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', ACT)).toHaveLength(0);
  });

  it('refund: the coins (the full refundable by default), one Idempotency-Key reused on a retry', async () => {
    let attempts = 0;
    const after = caseDetail({
      outcome: 'REFUND',
      refundable: 28,
      session: { ...caseDetail().session, refundedCoins: 20 },
      actions: [
        {
          action: 'REFUND',
          note: null,
          refundCoins: 20,
          actor: { id: 'a', name: 'Ada Admin' },
          warned: null,
          at: '2025-03-02T10:00:00.000Z',
        },
      ],
    });
    const { calls } = await openCase(caseDetail(), {
      [`POST ${ACT}`]: () => {
        attempts += 1;
        // The first answer is lost on the way back: the refund may have been made.
        return attempts === 1 ? jsonResponse(502, {}) : jsonResponse(200, { data: after });
      },
    });
    const user = userEvent.setup();
    await user.click(within(actionsCard()).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog');
    const coins = within(dialog).getByLabelText('Coins to refund');
    expect(coins).toHaveValue(48);
    expect(dialog).toHaveTextContent("the listener's share is taken back with the platform's");

    await user.clear(coins);
    await user.type(coins, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Refund 20 coins' }));
    // A 502 with no server message reads as the spec's 'Unknown error occurred' (§8).
    expect(await within(dialog).findByText(messages.client.unknownError)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund 20 coins' }));

    expect(await within(toasts()).findByText(s.refunded(20))).toBeInTheDocument();
    const posts = callsTo(calls, 'POST', ACT);
    expect(posts.map((call) => call.body)).toEqual([
      { action: 'REFUND', refundCoins: 20 },
      { action: 'REFUND', refundCoins: 20 },
    ]);
    const [first, retry] = posts.map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Up to 28 coins of this session can be refunded.')).toBeInTheDocument();

    // The next opening is a new refund with a new key.
    await user.click(within(actionsCard()).getByRole('button', { name: 'Refund' }));
    const again = await screen.findByRole('alertdialog');
    expect(within(again).getByLabelText('Coins to refund')).toHaveValue(28);
    await user.click(within(again).getByRole('button', { name: 'Refund 28 coins' }));
    await waitFor(() => expect(callsTo(calls, 'POST', ACT)).toHaveLength(3));
    expect(callsTo(calls, 'POST', ACT)[2]!.headers[IDEMPOTENCY_HEADER]).not.toBe(first);
  });

  it('refund: more than is left is refused before sending; a server refusal shows in the dialog', async () => {
    const { calls } = await openCase(caseDetail({ earningsHeldUntil: '2025-03-04T10:12:00.000Z' }), {
      [`POST ${ACT}`]: () => jsonResponse(409, { message: s.caseClosed, code: 'CONFLICT' }),
    });
    const user = userEvent.setup();
    await user.click(within(actionsCard()).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('the platform bears the whole refund');
    const coins = within(dialog).getByLabelText('Coins to refund');
    await user.clear(coins);
    await user.type(coins, '49');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText(s.refundTooLarge(48))).toBeInTheDocument();
    expect(coins).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', ACT)).toHaveLength(0);

    await user.clear(coins);
    await user.type(coins, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Refund 10 coins' }));
    expect(await within(dialog).findByText(s.caseClosed)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', ACT)).toHaveLength(1);
  });

  it('a closed case offers no actions', async () => {
    await openCase(
      caseDetail({ status: 'CLOSED', outcome: 'DISMISS', closedAt: '2025-03-02T10:00:00.000Z' }),
    );
    const card = actionsCard();
    expect(within(card).getByText(s.caseClosed)).toBeInTheDocument();
    for (const name of ['Dismiss', 'Warn', 'Refund', 'Block listener', 'Deactivate customer']) {
      expect(within(card).getByRole('button', { name })).toBeDisabled();
    }
  });

  it('an unknown case says so', async () => {
    moderationApi({});
    await renderApp(`${routes.admin.moderation}/${caseIds.crisis}`);
    expect(await screen.findByText(s.caseNotFound, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moderation queue' })).toHaveAttribute(
      'href',
      routes.admin.moderation,
    );
  });
});
