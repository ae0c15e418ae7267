import { peerConnectionSchema, type ParticipantRole, type PeerConnection } from '@app/contract';

// The two halves of a session screen's one connection state (issue 23 §3), read the same way by the
// chat room (features/chat/use-chat-room) and the call (features/call/audio-call); features/chat's
// ConnectionState shows them.

/** This side's socket: not up yet, up, or down after having been up. */
export type OwnConnection = 'connecting' | 'connected' | 'reconnecting';

export const ownConnectionOf = (up: boolean, wasEverUp: boolean): OwnConnection =>
  up ? 'connected' : wasEverUp ? 'reconnecting' : 'connecting';

/**
 * The server's `peer-connection` payload when it is about the other person of `sessionId` as
 * `viewer` sees it (the server also tells a room about a joiner's own role); null otherwise.
 */
export function otherPersonConnection(
  payload: unknown,
  sessionId: string,
  viewer: ParticipantRole,
): PeerConnection | null {
  const parsed = peerConnectionSchema.safeParse(payload);
  if (!parsed.success || parsed.data.sessionId !== sessionId || parsed.data.role === viewer) return null;
  return parsed.data;
}
