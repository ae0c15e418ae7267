import type { ChatMessage } from './schemas/marketplace.ts';
import type { CrisisAlert } from './schemas/safety.ts';
import type { QueuePlaceEvent, QueueWaitingEvent } from './schemas/favourites.ts';
import type {
  AddIceCandidates,
  CallEnded,
  CreateAnswer,
  CreateOffer,
  IceCandidate,
} from './schemas/calls.ts';
import type {
  ConnectedToRoom,
  ParticipantRole,
  PeerConnection,
  SendMessage,
  SendMessageAck,
  SessionEnded,
  SessionRef,
  SessionRequestPush,
  SessionUpdate,
  SocketAck,
} from './schemas/chat.ts';

// Socket event names: the spec's (§7) for the listener, their mirror for the customer (issue 9).
export const socketEvents = {
  client: {
    joinAsListener: 'join-as-listener',
    joinAsCustomer: 'join-as-customer',
    createOffer: 'create-offer',
    createAnswer: 'create-answer',
    addIceCandidates: 'add-ice-candidates',
    startSession: 'start-session',
    closeSession: 'close-session',
    endSession: 'end-session',
    sendMessage: 'send_message',
  },
  server: {
    connectedToRoom: 'connected-to-room',
    iceCandidate: 'ice-candidate',
    offer: 'offer',
    answer: 'answer',
    customerJoined: 'customer-joined',
    listenerJoined: 'listener-joined',
    callEnded: 'call-ended',
    participantDisconnected: 'participant-disconnected',
    /** A session person's connection: connected, lost (and until when), waiting (issue 23 §3). */
    peerConnection: 'peer-connection',
    message: 'message',
    updateSession: 'update-session',
    err: 'err',
    sessionEnded: 'session-ended',
    lowBalance: 'low-balance',
    /** A new request, to the listener's own sockets. */
    sessionRequest: 'session-request',
    /** Sent to every socket of a user whose sign-in was revoked (blocked, deactivated, password changed). */
    signedOut: 'signed-out',
    /** To both people of a session when a message suggests self-harm: show the help card (issue 12). */
    crisisAlert: 'crisis-alert',
    /** To the customer: their place in a listener's line now, or why it ended (issue 23 §5). */
    queuePlace: 'queue-place',
    /** To the listener: who waits for them now, in order. */
    queueWaiting: 'queue-waiting',
  },
} as const;

type C = typeof socketEvents.client;
type S = typeof socketEvents.server;

/** What clients send (socket.io's ClientToServerEvents). Payloads are validated on the server. */
export type ClientToServerEvents = {
  [
    K in C['joinAsListener'] | C['joinAsCustomer'] | C['startSession'] | C['closeSession'] | C['endSession']
  ]: (payload: SessionRef, ack?: (answer: SocketAck) => void) => void;
} & {
  [K in C['sendMessage']]: (payload: SendMessage, ack: (answer: SendMessageAck) => void) => void;
} & {
  [K in C['createOffer']]: (payload: CreateOffer, ack?: (answer: SocketAck) => void) => void;
} & {
  [K in C['createAnswer']]: (payload: CreateAnswer, ack?: (answer: SocketAck) => void) => void;
} & {
  [K in C['addIceCandidates']]: (payload: AddIceCandidates, ack?: (answer: SocketAck) => void) => void;
};

/** What the server sends (socket.io's ServerToClientEvents). */
export type ServerToClientEvents = {
  [K in S['connectedToRoom']]: (payload: ConnectedToRoom) => void;
} & {
  [K in S['customerJoined'] | S['listenerJoined']]: (payload: { sessionId: string }) => void;
} & {
  [K in S['participantDisconnected']]: (payload: { sessionId: string; role: ParticipantRole }) => void;
} & {
  [K in S['peerConnection']]: (payload: PeerConnection) => void;
} & {
  [K in S['message']]: (payload: ChatMessage) => void;
} & {
  [K in S['updateSession']]: (payload: SessionUpdate) => void;
} & {
  [K in S['sessionEnded']]: (payload: SessionEnded) => void;
} & {
  [K in S['lowBalance']]: (payload: { sessionId: string; runsOutAt: string }) => void;
} & {
  [K in S['sessionRequest']]: (payload: SessionRequestPush) => void;
} & {
  [K in S['err']]: (payload: { message: string }) => void;
} & {
  [K in S['signedOut']]: (payload: { reason: string }) => void;
} & {
  [K in S['offer']]: (payload: { sessionId: string; offer: CreateOffer['offer'] }) => void;
} & {
  [K in S['answer']]: (payload: { sessionId: string; answer: CreateAnswer['answer'] }) => void;
} & {
  [K in S['iceCandidate']]: (payload: { sessionId: string; candidate: IceCandidate }) => void;
} & {
  [K in S['callEnded']]: (payload: CallEnded) => void;
} & {
  [K in S['crisisAlert']]: (payload: CrisisAlert) => void;
} & {
  [K in S['queuePlace']]: (payload: QueuePlaceEvent) => void;
} & {
  [K in S['queueWaiting']]: (payload: QueueWaitingEvent) => void;
};
