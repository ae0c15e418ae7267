// socket.io client settings (how this browser connects and reconnects); the server does not see them.

export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;
export const SOCKET_RANDOMIZATION_FACTOR = 0.5;
