import { create } from 'zustand';

/**
 * How many requests wait for the signed-in listener's answer right now. The request cards write it;
 * the page header reads it for the tab's title ('(2) Earnings · ListenWell'), which every console page
 * names through it, so the count shows whichever page the listener is on.
 */
type WaitingRequestsState = { count: number; setCount: (count: number) => void };

export const useWaitingRequestsStore = create<WaitingRequestsState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
}));
