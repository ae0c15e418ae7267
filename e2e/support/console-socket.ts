// A listener's console as the server sees it: a signed-in socket. A listener is online only with the
// switch on AND a live console (issue 20), so a test that switches a listener on through the API also
// opens this socket; the server stamps presence on connect and every heartbeat. Closed after each test
// (the `consoles` fixture in fixtures.ts).
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@app/contract';

const open = new Set<Socket>();

/** Opens a console socket for `token` on the server at `baseURL`; resolves once it is connected. */
export const openConsoleSocket = (baseURL: string, token: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const socket = io(baseURL, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
    open.add(socket);
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

/** Closes every console socket a test opened. */
export const closeConsoleSockets = (): void => {
  for (const socket of open) socket.close();
  open.clear();
};
