import { routes, type ListenerSession } from '@app/contract';

/** Where a listener holds a session: the chat screen for CHAT, the call screen for AUDIO. */
export const listenerSessionPath = (session: Pick<ListenerSession, 'id' | 'mode'>) =>
  session.mode === 'CHAT' ? routes.listener.chat(session.id) : routes.call(session.id);
