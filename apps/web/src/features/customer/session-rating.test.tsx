import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import {
  messages,
  RATING_COMMENT_MAX,
  RATING_WINDOW_DAYS,
  routes,
  type CustomerSession,
} from '@app/contract';
import { callsTo, customerApi, customerSession, ids } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const ratePath = `/sessions/${ids.session}/rating`;
const DAY_S = 24 * 60 * 60;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const completed = (overrides: Partial<CustomerSession> = {}) =>
  customerSession({
    status: 'COMPLETED',
    endReason: 'CLOSED_BY_LISTENER',
    startedAt: ago(900),
    endedAt: ago(300),
    timeInMinutes: 10,
    coinsCharged: 40,
    ...overrides,
  });

function serveSession(initial: CustomerSession, rate?: () => Response) {
  const state = { session: initial };
  const api = customerApi({
    [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: state.session }),
    [`POST ${ratePath}`]:
      rate ??
      ((call) => {
        const body = call.body as { stars: number; comment?: string };
        state.session = {
          ...state.session,
          rating: { stars: body.stars, comment: body.comment ?? null },
        };
        return jsonResponse(200, {
          data: {
            sessionId: ids.session,
            stars: body.stars,
            comment: body.comment ?? null,
            createdAt: ago(0),
          },
        });
      }),
  });
  return { ...api, state };
}

const complete = () =>
  screen.findByRole('heading', { level: 1, name: 'Session complete' }, { timeout: 3000 });
const starsGroup = () => screen.getByRole('group', { name: 'How was your session with Asha Rao?' });

describe('rating a session (/app/sessions/:id)', () => {
  it('chooses stars with the keyboard, adds a comment, sends it once and then shows the stars read-only', async () => {
    const { calls } = serveSession(completed());
    render(<Toaster />);
    await renderApp(routes.app.session(ids.session));
    await complete();
    const user = userEvent.setup();

    // Nothing chosen yet: the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByText('Please choose from 1 to 5 stars')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', ratePath)).toHaveLength(0);

    // Five radios in one group; arrow keys move the choice like any radio group.
    const radios = within(starsGroup()).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    await user.click(within(starsGroup()).getByRole('radio', { name: /^3 stars/ }));
    expect(screen.queryByText('Please choose from 1 to 5 stars')).not.toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(starsGroup()).getByRole('radio', { name: /^4 stars/ })).toBeChecked();
    expect(within(starsGroup()).getByRole('radio', { name: /^4 stars/ })).toHaveFocus();

    const comment = screen.getByLabelText('Comment (optional)');
    expect(comment).toHaveAttribute('maxLength', String(RATING_COMMENT_MAX));
    await user.type(comment, '  Kind and patient.  ');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByText(messages.safety.rated)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', ratePath).map((call) => call.body)).toEqual([
      { stars: 4, comment: 'Kind and patient.' },
    ]);
    const given = await screen.findByRole('region', { name: 'Your rating' });
    expect(within(given).getByText('4 stars out of 5')).toBeInTheDocument();
    expect(within(given).getByText('“Kind and patient.”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /stars?/ })).not.toBeInTheDocument();
  });

  it('a rating without a comment sends only the stars', async () => {
    const { calls } = serveSession(completed());
    await renderApp(routes.app.session(ids.session));
    await complete();
    const user = userEvent.setup();
    await user.click(within(starsGroup()).getByRole('radio', { name: /^1 star,/ }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    await screen.findByRole('region', { name: 'Your rating' });
    expect(callsTo(calls, 'POST', ratePath)[0]!.body).toEqual({ stars: 1 });
  });

  it('rated elsewhere already: says so and shows that rating', async () => {
    const { state } = serveSession(completed(), () => {
      state.session = { ...state.session, rating: { stars: 2, comment: null } };
      return jsonResponse(409, { message: messages.safety.alreadyRated, code: 'CONFLICT' });
    });
    render(<Toaster />);
    await renderApp(routes.app.session(ids.session));
    await complete();
    const user = userEvent.setup();
    await user.click(within(starsGroup()).getByRole('radio', { name: /^5 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(messages.safety.alreadyRated)).toBeInTheDocument();
    const given = await screen.findByRole('region', { name: 'Your rating' });
    expect(within(given).getByText('2 stars out of 5')).toBeInTheDocument();
  });

  it('any other refusal stays with the form', async () => {
    serveSession(completed(), () =>
      jsonResponse(409, { message: messages.safety.ratingWindowPassed, code: 'CONFLICT' }),
    );
    await renderApp(routes.app.session(ids.session));
    await complete();
    const user = userEvent.setup();
    await user.click(within(starsGroup()).getByRole('radio', { name: /^5 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(messages.safety.ratingWindowPassed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send rating' })).toBeEnabled();
  });

  it('already rated: the stars and comment, read-only', async () => {
    serveSession(completed({ rating: { stars: 5, comment: 'Thank you!' } }));
    await renderApp(routes.app.session(ids.session));
    await complete();
    const given = screen.getByRole('region', { name: 'Your rating' });
    expect(within(given).getByText('5 stars out of 5')).toBeInTheDocument();
    expect(within(given).getByText('“Thank you!”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });

  it(`no form ${RATING_WINDOW_DAYS} days after the session ended`, async () => {
    serveSession(
      completed({
        startedAt: ago(RATING_WINDOW_DAYS * DAY_S + 900),
        endedAt: ago(RATING_WINDOW_DAYS * DAY_S + 60),
      }),
    );
    await renderApp(routes.app.session(ids.session));
    await complete();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your rating' })).not.toBeInTheDocument();
  });

  it('a reported session can still be rated within the window', async () => {
    serveSession(completed({ status: 'REPORTED', reportedAt: ago(100) }));
    await renderApp(routes.app.session(ids.session));
    await complete();
    expect(screen.getByRole('button', { name: 'Send rating' })).toBeInTheDocument();
  });

  it('a request that ended before it started offers no rating', async () => {
    serveSession(customerSession({ status: 'CANCELLED', endReason: 'EXPIRED', endedAt: ago(30) }));
    await renderApp(routes.app.session(ids.session));
    await screen.findByRole('heading', { level: 1, name: 'This request has ended' }, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });
});
