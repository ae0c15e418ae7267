import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages, routes } from '@app/contract';
import { customerApi, customerSession, ids } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const ended = (transcriptDeleted: boolean) =>
  customerSession({
    status: 'COMPLETED',
    endReason: 'CLOSED_BY_LISTENER',
    startedAt: ago(200 * 86_400),
    endedAt: ago(199 * 86_400),
    timeInMinutes: 5,
    coinsCharged: 20,
    transcriptDeleted,
  });

describe('a chat session whose transcript the retention sweep deleted (issue 25 §3)', () => {
  it('says the messages were deleted instead of showing an empty chat', async () => {
    customerApi({ [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: ended(true) }) });
    await renderApp(routes.app.session(ids.session));
    await screen.findByRole('heading', { level: 1, name: 'Session complete' }, { timeout: 3000 });
    expect(screen.getByText(messages.chat.transcriptDeleted)).toBeInTheDocument();
  });

  it('says nothing of the kind while the transcript is kept', async () => {
    customerApi({ [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: ended(false) }) });
    await renderApp(routes.app.session(ids.session));
    await screen.findByRole('heading', { level: 1, name: 'Session complete' }, { timeout: 3000 });
    expect(screen.queryByText(messages.chat.transcriptDeleted)).toBeNull();
  });
});
