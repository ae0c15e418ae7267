import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@app/contract';

/** A real socket.io client on the test app's port; rejects (and closes) when the server refuses it. */
export const openTestSocket = (baseUrl: string, token?: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(baseUrl, {
      path: SOCKET_PATH,
      auth: token ? { token } : {},
      reconnection: false,
      transports: ['websocket'],
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
