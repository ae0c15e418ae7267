// The chat bench's limit (issue 21 §1): a bare socket.io relay, the same socket.io and Redis adapter as the
// product, speaking the same events (join-as-listener / join-as-customer, send_message with an
// acknowledgement, `message` to the room), with no database, no sign-in check, no filters and no send
// limit. Whatever the product's latency is above this one's, on the same machine in the same run, is the
// product's own work. Started by bench/chat.ts (kinds bare and bare-redis) as its own process; prints
// "running at <url>" like the server. Settings: PORT (0 = any), REDIS_URL (fan-out across processes).
import crypto from 'node:crypto';
import http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { SOCKET_PATH, socketEvents, type ChatMessage } from '@app/contract';

const server = http.createServer();
const io = new Server(server, { path: SOCKET_PATH, serveClient: false, transports: ['websocket'] });
if (process.env.REDIS_URL) {
  const pub = new Redis(process.env.REDIS_URL);
  io.adapter(createAdapter(pub, pub.duplicate()));
}

io.on('connection', (socket) => {
  let senderType: ChatMessage['senderType'] = 'CUSTOMER';
  const join =
    (as: ChatMessage['senderType']) => (payload: { sessionId: string }, ack: (a: unknown) => void) => {
      senderType = as;
      void socket.join(payload.sessionId);
      ack({ ok: true, status: 'IN_PROGRESS' });
    };
  socket.on(socketEvents.client.joinAsListener, join('LISTENER'));
  socket.on(socketEvents.client.joinAsCustomer, join('CUSTOMER'));
  socket.on(
    socketEvents.client.sendMessage,
    (payload: { sessionId: string; message: string; clientMessageId: string }, ack: (a: unknown) => void) => {
      const message: ChatMessage = {
        id: crypto.randomUUID(),
        sessionId: payload.sessionId,
        senderType,
        message: payload.message,
        timestamp: new Date().toISOString(),
        clientMessageId: payload.clientMessageId,
        masked: false,
      };
      io.to(payload.sessionId).emit(socketEvents.server.message, message);
      ack({ ok: true, message });
    },
  );
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object')
    console.log(`bare relay running at http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => {
  void io.close();
  server.close(() => process.exit(0));
});
