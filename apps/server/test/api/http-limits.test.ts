// Slow and silent clients over real connections: a client that connects and says nothing, one that sends
// its headers a line at a time, and one that trickles its body are each answered 408 and disconnected
// once the settings' limits pass, many at once, while a client that sends its request in time is served.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { useTestApp } from '../support/test-app.ts';

const HEADERS_MS = 1000;
const REQUEST_MS = 2000;
/** How late past its limit a connection may still be open: Node looks every quarter of the headers limit. */
const SLACK_MS = 1500;
const CLIENTS = 30;

const t = await useTestApp({
  env: {
    HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_MS / 1000),
    HTTP_REQUEST_TIMEOUT_SECONDS: String(REQUEST_MS / 1000),
  },
});
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

type Ending = { openMs: number; statusLine: string };

/**
 * Opens a connection, writes `first` and then `repeat` every 200 ms (never the whole request), and
 * answers how long the server kept the connection open and the first line it answered.
 */
const slowClient = (first: string, repeat: string) =>
  new Promise<Ending>((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1');
    let trickle: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a slow connection open for 10 s'));
    }, 10_000);
    const write = (text: string) => {
      if (text && socket.writable) socket.write(text);
    };
    socket.on('connect', () => {
      write(first);
      trickle = setInterval(() => write(repeat), 200);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {}); // a reset after the 408 ends it too
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(trickle);
      resolve({ openMs: Date.now() - started, statusLine: answer.split('\r\n')[0] ?? '' });
    });
  });

const headersStart = `GET ${API_PREFIX}/plans/active HTTP/1.1\r\nHost: 127.0.0.1\r\n`;
const bodyStart = `POST ${API_PREFIX}/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"`;

describe('slow and silent clients', () => {
  it.each([
    ['connects and sends nothing', '', '', HEADERS_MS],
    ['sends its headers a line every 200 ms', headersStart, 'X-Slow: a\r\n', HEADERS_MS],
    ['sends its body a byte every 200 ms', bodyStart, 'a', REQUEST_MS],
  ] as const)(
    `%s: ${CLIENTS} such clients at once are each answered 408 and disconnected past the limit`,
    async (_kind, first, repeat, limitMs) => {
      const endings = await Promise.all(Array.from({ length: CLIENTS }, () => slowClient(first, repeat)));
      for (const ending of endings) {
        expect(ending.statusLine).toBe('HTTP/1.1 408 Request Timeout');
        expect(ending.openMs).toBeGreaterThanOrEqual(limitMs - 50);
        expect(ending.openMs).toBeLessThan(limitMs + SLACK_MS);
      }
      // The server still serves a client that sends its request in time.
      expect((await t.call('GET', '/healthz')).status).toBe(200);
    },
  );

  it('a body that takes longer than the headers limit, but not the request limit, is read and answered', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.on('connect', () => {
        socket.write(
          `POST ${API_PREFIX}/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        // Half now, the rest 1.4 s later: past the headers limit, within the request limit.
        socket.write(body.slice(0, 10));
        setTimeout(() => socket.write(body.slice(10)), HEADERS_MS + 400);
      });
      socket.on('close', () => resolve(text));
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
  });
});
