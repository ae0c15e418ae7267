// The production topology (issue 20 §2): three compiled server processes on PostgreSQL and Redis behind
// a real HAProxy with deploy/haproxy/haproxy.cfg, as `npm run cluster` starts it. People and sessions are
// made through an in-process app on the same database and secret (tokens it signs are valid everywhere);
// everything measured goes through HAProxy.
import crypto from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, SOCKET_PATH, type ChatMessage } from '@app/contract';
import { startCluster, type Cluster } from '../../../../scripts/cluster.mjs';
import { createSessionAt, joinAs, listenerHistory, sendMessage, storedOf } from '../support/chat.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../support/test-app.ts';

const database = await openTestDatabase();
const jwtSecret = crypto.randomBytes(32).toString('hex');
let t: TestApp;
let cluster: Cluster;

beforeAll(async () => {
  t = await createTestApp({ database, jwtSecret, deadlineSweepMs: 0 });
  if (!database.url) throw new Error('the cluster runs on PostgreSQL');
  cluster = await startCluster({
    databaseUrl: database.url,
    env: { JWT_SECRET: jwtSecret, AUTH_IP_LIMIT_PER_MINUTE: '100000' },
  });
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
  await t?.close();
  await database.close();
});

/**
 * A socket through HAProxy that reconnects like the console: WebSocket, or long polling (the console's
 * fallback, which HAProxy pins to one process with a cookie).
 */
const sockets: Socket[] = [];
const openSocket = (token: string, transport: 'websocket' | 'polling' = 'websocket') =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(cluster.url, {
      path: SOCKET_PATH,
      auth: { token },
      transports: [transport],
      // A browser sends the site's cookies with its polling requests; in Node the client keeps them so.
      withCredentials: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
afterAll(() => sockets.forEach((socket) => socket.close()));

type Served = { status: number; by: string | null };
/** GET `path` through HAProxy; a network error counts as status 0. */
const get = async (path: string, token?: string): Promise<Served> => {
  try {
    const response = await fetch(`${cluster.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { status: response.status, by: response.headers.get('x-served-by') };
  } catch {
    return { status: 0, by: null };
  }
};

/** Signed-in reads through HAProxy, `concurrency` at a time, until `until` settles; answers every result. */
const loadUntil = async (token: string, until: Promise<unknown>, concurrency = 8) => {
  const results: Served[] = [];
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!done) results.push(await get(`${API_PREFIX}/auth/me`, token));
    }),
  );
  return results;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `predicate` holds (checked every 100 ms), or fails after `ms`. */
const eventually = async (predicate: () => Promise<boolean> | boolean, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(100);
  }
};

/** Which processes answer, over `count` requests. */
const servers = async (count = 12) => {
  const seen = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const { by } = await get('/readyz');
    if (by) seen.add(by);
  }
  return seen;
};

describe('three processes behind HAProxy', () => {
  it('serves from every process; the processes’ /metrics is not reachable through it', async () => {
    expect([...(await servers())].sort()).toEqual(['app1', 'app2', 'app3']);
    expect((await get('/metrics')).status).toBe(404);
  });

  it('relays chat between sockets held by different processes, and every message is stored once', async () => {
    const pair = await createSessionAt(t, 'in-progress');
    // Six sockets through a least-connections balancer: they spread over all three processes.
    const listenerSockets = await Promise.all([1, 2, 3].map(() => openSocket(pair.listener.token)));
    const customerSockets = await Promise.all([1, 2, 3].map(() => openSocket(pair.customer.token)));
    for (const socket of listenerSockets) await joinAs(socket, 'listener', pair.sessionId);
    for (const socket of customerSockets) await joinAs(socket, 'customer', pair.sessionId);

    const received = listenerSockets.map(() => [] as ChatMessage[]);
    listenerSockets.forEach((socket, i) => socket.on('message', (m: ChatMessage) => received[i]?.push(m)));
    const sent: ChatMessage[] = [];
    for (const [i, socket] of customerSockets.entries()) {
      sent.push(storedOf(await sendMessage(socket, pair.sessionId, `hello ${i}`)));
    }
    await eventually(() => received.every((list) => list.length === sent.length));
    for (const list of received) expect(list.map((m) => m.id)).toEqual(sent.map((m) => m.id));
    const history = await listenerHistory(t, pair.sessionId, pair.listener);
    expect(history.map((m) => m.id)).toEqual(sent.map((m) => m.id));
  });

  it('keeps a long-polling socket on one process (the cookie HAProxy sets), so it joins and receives', async () => {
    const pair = await createSessionAt(t, 'in-progress');
    const polling = await openSocket(pair.listener.token, 'polling');
    await joinAs(polling, 'listener', pair.sessionId);
    const customer = await openSocket(pair.customer.token);
    await joinAs(customer, 'customer', pair.sessionId);
    const received: ChatMessage[] = [];
    polling.on('message', (m: ChatMessage) => received.push(m));
    const sent = [];
    for (let i = 0; i < 5; i += 1)
      sent.push(storedOf(await sendMessage(customer, pair.sessionId, `poll ${i}`)));
    await eventually(() => received.length === sent.length);
    expect(received.map((m) => m.id)).toEqual(sent.map((m) => m.id));
    expect(polling.connected).toBe(true);
  });

  it('a process killed with SIGKILL: reads keep answering, its sockets come back through HAProxy and read what they missed, and it serves again once restarted', async () => {
    const pair = await createSessionAt(t, 'in-progress');
    const listenerSockets = await Promise.all([1, 2, 3].map(() => openSocket(pair.listener.token)));
    const customer = await openSocket(pair.customer.token);
    for (const socket of listenerSockets) await joinAs(socket, 'listener', pair.sessionId);
    await joinAs(customer, 'customer', pair.sessionId);
    let reconnects = 0;
    for (const socket of listenerSockets) socket.io.on('reconnect', () => (reconnects += 1));

    const killed = cluster.kill(0);
    const results = await loadUntil(
      pair.customer.token,
      killed.then(() => sleep(3000)),
    );
    expect(results.length).toBeGreaterThan(50);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(new Set(results.slice(-20).map((r) => r.by)).has('app1')).toBe(false);

    // The killed process's socket reconnected elsewhere; messages sent meanwhile are in the history
    // (the console reads it again on reconnect) and new ones reach every socket.
    await eventually(() => reconnects >= 1 && listenerSockets.every((socket) => socket.connected));
    for (const socket of listenerSockets) await joinAs(socket, 'listener', pair.sessionId);
    const after = storedOf(await sendMessage(customer, pair.sessionId, 'after the crash'));
    const history = await listenerHistory(t, pair.sessionId, pair.listener);
    expect(history.map((m) => m.id)).toContain(after.id);

    await cluster.restart(0);
    await eventually(async () => (await servers(6)).has('app1'));
  });

  it('a process stopped with SIGTERM drains: no request fails while it stops', async () => {
    const pair = await createSessionAt(t, 'in-progress');
    const stopped = cluster.kill(1, 'SIGTERM');
    const results = await loadUntil(
      pair.customer.token,
      stopped.then(() => sleep(1000)),
    );
    expect(await stopped).toBe(0);
    expect(results.length).toBeGreaterThan(50);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    await cluster.restart(1);
    await eventually(async () => (await servers(6)).has('app2'));
  });
});
