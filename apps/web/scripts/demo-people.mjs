// The demo people of a product server started with SEED_DEMO (README, "Demo sign-ins"), signed in the
// way the web app remembers a sign-in, and a live session between two of them made through the API.
// Used by the budget check (check-size.mjs) and the Lighthouse bench (bench/lighthouse.ts). Runs after
// the build: `@app/contract` resolves to its compiled output.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { io } from 'socket.io-client';
import {
  API_PREFIX,
  SOCKET_PATH,
  authEndpoints,
  availabilityEndpoints,
  buildPath,
  customerSessionsEndpoints,
  directoryEndpoints,
  routes,
  sessionsEndpoints,
  socketEvents,
  twoFactorEndpoints,
} from '@app/contract';

// The web app's persisted auth store key (src/config/storage.ts). Should it change, a signed-in page
// ends at /login, which both callers check.
export const AUTH_STORAGE_KEY = 'sms';

/** Demo sign-ins. The live session is between people the other pages do not use. */
export const DEMO_PEOPLE = {
  admin: { email: 'admin@listenwell.test', password: 'admin1234' },
  listener: { email: 'asha@listenwell.test', password: 'listener1234' },
  customer: { email: 'priya@listenwell.test', password: 'customer1234' },
  sessionListener: { email: 'rohan@listenwell.test', password: 'listener1234' },
  sessionCustomer: { email: 'arjun@listenwell.test', password: 'customer1234' },
};

/** A few lines of conversation, so the live screen shows a chat in progress. */
const CHAT_LINES = [
  ['customer', 'Hi, thanks for taking my request.'],
  ['listener', 'Of course. I am here, take your time.'],
  ['customer', 'Work has been a lot this week and I cannot switch off at night.'],
  ['listener', 'That sounds exhausting. What does a usual evening look like for you right now?'],
];

/** One contract endpoint through the API, as the web calls it; throws with the server's answer. */
const call = async (baseUrl, endpoint, { token, body, query, params } = {}) => {
  const url = new URL(`${baseUrl}${API_PREFIX}${buildPath(endpoint.path, params)}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      'x-client': 'web',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(endpoint.method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
};

/** Signs a demo person in through the API; answers the token. */
export const signInDemo = async (baseUrl, who) => {
  if (who === 'admin') return adminToken(baseUrl);
  const answer = await call(baseUrl, authEndpoints.login, { body: DEMO_PEOPLE[who] });
  return answer.token;
};

const adminTokens = new Map();

/**
 * Every admin has two-step sign-in (issue 25 §1): the demo admin sets it up through the API once per
 * server (an app code's step works once) and its sign-in is kept.
 */
const adminToken = (baseUrl) => {
  let token = adminTokens.get(baseUrl);
  if (!token) {
    token = (async () => {
      const first = await call(baseUrl, authEndpoints.login, { body: DEMO_PEOPLE.admin });
      const { secret } = await call(baseUrl, twoFactorEndpoints.start, { token: first.token, body: {} });
      const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
      const confirmed = await call(baseUrl, twoFactorEndpoints.confirm, {
        token: first.token,
        body: { code },
      });
      return confirmed.token;
    })();
    adminTokens.set(baseUrl, token);
  }
  return token;
};

/** The value the web app's persisted auth store (zustand `persist`) keeps for a signed-in user. */
export const persistedAuth = (token) => {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const text = (value) => (typeof value === 'string' ? value : null);
  const user = {
    id: text(claims.id) ?? text(claims.sub),
    name: text(claims.name) ?? text(claims.email),
    email: text(claims.email) ?? '',
    role: text(claims.role),
    approvedAt: text(claims.approvedAt),
    profileImageUrl: text(claims.profileImageUrl),
    avatar: text(claims.avatar),
  };
  return JSON.stringify({ state: { accessToken: token, user, isAuthenticated: true }, version: 0 });
};

/** A signed-in socket, as the web app opens one; resolves once connected. */
const openSocket = (baseUrl, token) =>
  new Promise((resolve, reject) => {
    const socket = io(baseUrl, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/** Emits a socket event and waits for its acknowledgement; throws on a refusal. */
const emitAcked = (socket, event, payload) =>
  new Promise((resolve, reject) => {
    socket.timeout(10_000).emit(event, payload, (error, answer) => {
      if (error) reject(error);
      else if (!answer?.ok) reject(new Error(`${event}: ${answer?.message ?? 'refused'}`));
      else resolve();
    });
  });

/**
 * A running chat session between the demo session customer (Arjun) and listener (Rohan): the
 * listener's console is online (a socket and the switch), the customer asks, the listener accepts and
 * starts it, and both hold a socket in the room (someone gone for the reconnect grace would end it);
 * a few messages are sent. Answers the customer's screen of it and `close`, which ends it (billed)
 * and closes the sockets.
 */
export const startLiveSession = async (baseUrl) => {
  const [customerToken, listenerToken] = await Promise.all([
    signInDemo(baseUrl, 'sessionCustomer'),
    signInDemo(baseUrl, 'sessionListener'),
  ]);
  const sockets = [];
  try {
    const listenerSocket = await openSocket(baseUrl, listenerToken);
    sockets.push(listenerSocket);
    await call(baseUrl, availabilityEndpoints.set, { token: listenerToken, body: { online: true } });
    const me = await call(baseUrl, authEndpoints.me, { token: listenerToken });
    const profile = await call(baseUrl, directoryEndpoints.get, {
      token: customerToken,
      params: { id: me.user.id },
    });
    const asked = await call(baseUrl, customerSessionsEndpoints.request, {
      token: customerToken,
      body: {
        listenerId: me.user.id,
        mode: 'CHAT',
        language: profile.data.languages[0] ?? 'English',
        userMood: 'neutral',
      },
    });
    const sessionId = asked.data.id;
    await call(baseUrl, sessionsEndpoints.accept, { token: listenerToken, query: { id: sessionId } });
    const customerSocket = await openSocket(baseUrl, customerToken);
    sockets.push(customerSocket);
    await emitAcked(customerSocket, socketEvents.client.joinAsCustomer, { sessionId });
    await emitAcked(listenerSocket, socketEvents.client.joinAsListener, { sessionId });
    await call(baseUrl, sessionsEndpoints.start, { token: listenerToken, query: { id: sessionId } });
    for (const [who, message] of CHAT_LINES) {
      await emitAcked(who === 'customer' ? customerSocket : listenerSocket, socketEvents.client.sendMessage, {
        sessionId,
        message,
        clientMessageId: crypto.randomUUID(),
      });
    }
    return {
      path: routes.app.session(sessionId),
      token: customerToken,
      close: async () => {
        try {
          await call(baseUrl, customerSessionsEndpoints.end, {
            token: customerToken,
            params: { id: sessionId },
          });
        } finally {
          for (const socket of sockets) socket.close();
        }
      },
    };
  } catch (error) {
    for (const socket of sockets) socket.close();
    throw error;
  }
};
