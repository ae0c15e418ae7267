/** What services may ask of the realtime layer (implemented by plugins/socket.ts). */
export type Realtime = {
  /** Tells every socket of the user (on any process) that the sign-in ended, then disconnects them. */
  signOut: (userId: string, reason: string) => void;
};

/** The socket.io room every socket of one user joins. */
export const userRoom = (userId: string) => `user:${userId}`;
