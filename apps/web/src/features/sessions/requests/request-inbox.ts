import { create } from 'zustand';
import type { ListenerSession } from '@app/contract';

/** A request the server pushed to this tab, and when it arrived (to tell it from an older list). */
type PushedRequest = { session: ListenerSession; receivedAt: number };

type RequestInboxState = {
  pushed: Readonly<Record<string, PushedRequest>>;
  add: (session: ListenerSession) => void;
  remove: (id: string) => void;
};

/**
 * Requests pushed over the socket (`session-request`), kept until their card is answered or gone. The
 * header's light part fills it; the cards (loaded on the first request) read it together with the
 * server's list of waiting requests, which covers a reload and a socket that was away.
 */
export const useRequestInbox = create<RequestInboxState>()((set) => ({
  pushed: {},
  add: (session) =>
    set((state) => ({ pushed: { ...state.pushed, [session.id]: { session, receivedAt: Date.now() } } })),
  remove: (id) =>
    set((state) => {
      if (!(id in state.pushed)) return state;
      const { [id]: _gone, ...rest } = state.pushed;
      return { pushed: rest };
    }),
}));
