import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { favouritesMessages as f, routes, type PublicListener, type QueuePlace } from '@app/contract';
import { callsTo, customerApi, customerSession, ids, publicListener } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const asha = publicListener();
const ravi = publicListener({ id: ids.ravi, name: 'Ravi Kumar', presence: 'busy', languages: ['Hindi'] });
const favourite = (listener: PublicListener) => ({
  data: {
    listener: { id: listener.id, name: listener.name, profilePicture: null, presence: listener.presence },
    notifyOnline: false,
    favouritedAt: ago(0),
  },
});

describe('favourites (issue 23 §5)', () => {
  it('the star on a directory card adds a favourite, and a starred one removes it', async () => {
    const state = { starred: false };
    const { calls } = customerApi({
      'GET /directory/listeners': () =>
        jsonResponse(200, {
          data: [{ ...asha, favourite: state.starred ? { notifyOnline: false } : null }, ravi],
          totalRows: 2,
        }),
      [`PUT /favourites/${ids.asha}`]: () => {
        state.starred = true;
        return jsonResponse(200, favourite(asha));
      },
      [`DELETE /favourites/${ids.asha}`]: () => {
        state.starred = false;
        return jsonResponse(200, { data: { listenerId: ids.asha } });
      },
    });
    render(<Toaster />);
    await renderApp(routes.app.home);
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: f.favouriteOf('Asha Rao') });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    // The star sits beside the card's link, not inside it.
    expect(screen.getByRole('link', { name: /Asha Rao/ })).not.toContainElement(add);
    await user.click(add);
    const remove = await screen.findByRole('button', { name: f.unfavouriteOf('Asha Rao') });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(calls, 'PUT', `/favourites/${ids.asha}`)).toHaveLength(1);
    expect(await screen.findByText(f.favourited('Asha Rao'))).toBeInTheDocument();

    await user.click(remove);
    await screen.findByRole('button', { name: f.favouriteOf('Asha Rao') });
    expect(callsTo(calls, 'DELETE', `/favourites/${ids.asha}`)).toHaveLength(1);
  });

  it('the profile of a favourite offers "Notify me when online"', async () => {
    const { calls } = customerApi({
      [`GET /directory/listeners/${ids.asha}`]: () =>
        jsonResponse(200, { data: { ...asha, favourite: { notifyOnline: false } } }),
      [`PUT /favourites/${ids.asha}`]: () => jsonResponse(200, favourite(asha)),
    });
    await renderApp(routes.app.listener(ids.asha));
    const user = userEvent.setup();
    const notify = await screen.findByRole('button', { name: f.notifyOnline });
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    await user.click(notify);
    await waitFor(() => expect(callsTo(calls, 'PUT', `/favourites/${ids.asha}`)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', `/favourites/${ids.asha}`)[0]!.body).toEqual({
      notifyOnline: true,
    });
  });

  it('the session summary offers "Add to favourites"', async () => {
    const completed = customerSession({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_CUSTOMER',
      startedAt: ago(600),
      endedAt: ago(300),
      timeInMinutes: 5,
      coinsCharged: 20,
    });
    const { calls } = customerApi({
      [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: completed }),
      [`GET /directory/listeners/${completed.listener.id}`]: () =>
        jsonResponse(200, { data: { ...asha, id: completed.listener.id } }),
      [`PUT /favourites/${completed.listener.id}`]: () => jsonResponse(200, favourite(asha)),
    });
    await renderApp(routes.app.session(ids.session));
    await screen.findByRole('heading', { name: 'Session complete' });
    await userEvent.setup().click(await screen.findByRole('button', { name: f.favourite }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', `/favourites/${completed.listener.id}`)).toHaveLength(1),
    );
  });
});

describe('the waiting line (customer)', () => {
  const place = (position: number): QueuePlace => ({
    mode: 'CHAT',
    language: 'Hindi',
    userMood: 'sad',
    joinedAt: ago(10),
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    position,
    listener: { id: ids.ravi, name: 'Ravi Kumar', profilePicture: null },
  });

  it("a busy listener's form joins the line, shows the position, and Leave gives the place up", async () => {
    const state: { place: QueuePlace | null } = { place: null };
    const { calls } = customerApi({
      [`GET /directory/listeners/${ids.ravi}`]: () => jsonResponse(200, { data: ravi }),
      'GET /queue/mine': () => jsonResponse(200, { data: state.place }),
      'POST /queue': () => jsonResponse(200, { data: (state.place = place(2)) }),
      'DELETE /queue/mine': () => {
        state.place = null;
        return jsonResponse(200, { message: f.queueLeft });
      },
    });
    render(<Toaster />);
    await renderApp(routes.app.listener(ids.ravi));
    const user = userEvent.setup();
    expect(await screen.findByText(f.queueHint)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Chat/ }));
    await user.click(screen.getByRole('radio', { name: /Sad/ }));
    await user.click(screen.getByRole('button', { name: f.queueJoin }));

    const status = await screen.findByText(f.queuePositionOf(2, 'Ravi Kumar'));
    expect(status).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/queue')[0]!.body).toEqual({
      listenerId: ids.ravi,
      mode: 'CHAT',
      language: 'Hindi',
      userMood: 'sad',
    });
    expect(callsTo(calls, 'POST', '/sessions/request')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: f.queueLeave }));
    await waitFor(() =>
      expect(screen.queryByText(f.queuePositionOf(2, 'Ravi Kumar'))).not.toBeInTheDocument(),
    );
    expect(callsTo(calls, 'DELETE', '/queue/mine')).toHaveLength(1);
  });
});
