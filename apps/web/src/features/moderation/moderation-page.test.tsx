import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes } from '@app/contract';
import { ModerationPage } from '@/features/moderation/moderation-page';
import { caseIds, caseRow, casesPage, callsTo, moderationApi } from '@/testing/moderation-fixtures';
import { renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { currentPath } from '@/testing/render';

const CASES = '/admin/moderation/cases';

const crisis = caseRow({
  id: caseIds.crisis,
  kind: 'CRISIS',
  urgent: true,
  category: null,
  details: null,
  reporter: null,
  flaggedMessages: 1,
  session: { ...caseRow().session, mode: 'AUDIO', timeInMinutes: 30, coinsCharged: 120, refundedCoins: 20 },
});
const harassment = caseRow({ outcome: 'WARN' });

describe('moderation queue', () => {
  it('shows each case in server order: urgent badge, kind, category, reporter, people, session, flags', async () => {
    const { calls } = moderationApi({ [`GET ${CASES}`]: () => casesPage([crisis, harassment]) });
    renderAdminScreen(<ModerationPage />, routes.admin.moderation);
    const table = await screen.findByRole('table', { name: 'Moderation cases' });
    await within(table).findByText('Possible self-harm risk');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);

    const [, first, second] = rows;
    expect(within(first!).getByText('Urgent')).toBeInTheDocument();
    expect(first).toHaveTextContent('Crisis flag');
    expect(first).toHaveTextContent('Raised by the chat filter');
    expect(first).toHaveTextContent('Audio · 30 min');
    expect(first).toHaveTextContent('120 coins charged');
    expect(first).toHaveTextContent('20 coins refunded');
    expect(within(first!).getByLabelText('1 flagged message')).toBeInTheDocument();

    expect(within(second!).queryByText('Urgent')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Report');
    expect(second).toHaveTextContent(messages.safety.categoryLabels.HARASSMENT);
    expect(second).toHaveTextContent('Priya NairCustomer');
    expect(second).toHaveTextContent('Asha Rao');
    expect(second).toHaveTextContent('Chat · 12 min');
    expect(second).toHaveTextContent('48 coins charged');
    expect(second).toHaveTextContent(messages.safety.actionLabels.WARN);
    expect(within(second!).getByLabelText('2 flagged messages')).toBeInTheDocument();

    const query = urlOf(callsTo(calls, 'GET', CASES)[0]!).searchParams;
    expect(query.get('status')).toBe('OPEN');
    expect(query.get('pagenumber')).toBe('1');
    expect(query.get('pagesize')).toBe('20');
  });

  it('switches between open and closed cases through the status query', async () => {
    const { calls } = moderationApi({
      [`GET ${CASES}`]: (call) =>
        urlOf(call).searchParams.get('status') === 'CLOSED'
          ? casesPage([
              caseRow({ status: 'CLOSED', outcome: 'DISMISS', closedAt: '2025-03-02T10:00:00.000Z' }),
            ])
          : casesPage([crisis]),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ModerationPage />, routes.admin.moderation);
    await screen.findByText('Possible self-harm risk');
    const open = screen.getByRole('button', { name: 'Open' });
    const closed = screen.getByRole('button', { name: 'Closed' });
    expect(open).toHaveAttribute('aria-pressed', 'true');

    await user.click(closed);
    expect(await screen.findByText(messages.safety.actionLabels.DISMISS)).toBeInTheDocument();
    expect(closed).toHaveAttribute('aria-pressed', 'true');
    expect(urlOf(callsTo(calls, 'GET', CASES).at(-1)!).searchParams.get('status')).toBe('CLOSED');

    await user.click(open);
    await waitFor(() =>
      expect(urlOf(callsTo(calls, 'GET', CASES).at(-1)!).searchParams.get('status')).toBe('OPEN'),
    );
  });

  it('opens a case from its row', async () => {
    moderationApi({ [`GET ${CASES}`]: () => casesPage([harassment]) });
    const user = userEvent.setup();
    renderAdminScreen(<ModerationPage />, routes.admin.moderation);
    await user.click(await screen.findByText('Chat · 12 min'));
    expect(currentPath()).toBe(`${routes.admin.moderation}/${caseIds.harassment}`);
  });

  it('says so when the queue is empty', async () => {
    moderationApi({ [`GET ${CASES}`]: () => casesPage([]) });
    renderAdminScreen(<ModerationPage />, routes.admin.moderation);
    expect(await screen.findByText('No open cases')).toBeInTheDocument();
    expect(screen.getByText(messages.safety.noCases)).toBeInTheDocument();
  });
});
