// Socket event names from the spec (§7). Payload schemas are added with the session capability.
export const socketEvents = {
  client: {
    joinAsListener: 'join-as-listener',
    createOffer: 'create-offer',
    addIceCandidates: 'add-ice-candidates',
    startSession: 'start-session',
    closeSession: 'close-session',
    sendMessage: 'send_message',
  },
  server: {
    connectedToRoom: 'connected-to-room',
    iceCandidate: 'ice-candidate',
    answer: 'answer',
    customerJoined: 'customer-joined',
    callEnded: 'call-ended',
    participantDisconnected: 'participant-disconnected',
    message: 'message',
    updateSession: 'update-session',
    err: 'err',
    sessionEnded: 'session-ended',
    /** Sent to every socket of a user whose sign-in was revoked (blocked, deactivated, password changed). */
    signedOut: 'signed-out',
  },
} as const;
