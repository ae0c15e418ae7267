// Shared by the customer area's tests: answers shaped exactly like the contract's schemas, and a
// fetch stand-in that answers by method and path (the network edge; everything above it is real).
import {
  API_PREFIX,
  DEFAULT_BILLING_GRACE_SECONDS,
  type CustomerSession,
  type Plan,
  type PublicListener,
  type WalletEntry,
} from '@app/contract';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

export const ids = {
  asha: '22222222-2222-4222-8222-222222222222',
  ravi: '33333333-3333-4333-8333-333333333333',
  meera: '55555555-5555-4555-8555-555555555555',
  session: '66666666-6666-4666-8666-666666666666',
  starter: '77777777-7777-4777-8777-777777777777',
  value: '88888888-8888-4888-8888-888888888888',
  purchase: '99999999-9999-4999-8999-999999999999',
};

export function publicListener(overrides: Partial<PublicListener> = {}): PublicListener {
  return {
    id: ids.asha,
    name: 'Asha Rao',
    profilePicture: null,
    languages: ['Hindi', 'English', 'Tamil', 'Kannada'],
    preferredMode: 'CHAT',
    description: 'I listen without judging.',
    isExperienced: true,
    coinsPerMinute: 4,
    billingGraceSeconds: DEFAULT_BILLING_GRACE_SECONDS,
    presence: 'online',
    completedSessions: 12,
    ratingAverage: 4.6,
    ratingCount: 9,
    favourite: null,
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso).toISOString();

export function customerSession(overrides: Partial<CustomerSession> = {}): CustomerSession {
  const now = Date.now();
  return {
    id: ids.session,
    status: 'pending',
    endReason: null,
    mode: 'CHAT',
    language: 'Hindi',
    userMood: 'sad',
    coinsPerMinute: 4,
    requestedAt: at(new Date(now - 10_000).toISOString()),
    expiresAt: at(new Date(now + 50_000).toISOString()),
    startedAt: null,
    endedAt: null,
    timeInMinutes: 0,
    sessionMessages: [],
    listener: { id: ids.asha, name: 'Asha Rao', profilePicture: null },
    coinsCharged: 0,
    billingGraceSeconds: DEFAULT_BILLING_GRACE_SECONDS,
    runsOutAt: null,
    lowBalance: false,
    walletBalance: 200,
    reportedAt: null,
    refundedCoins: 0,
    rating: null,
    ...overrides,
  };
}

export function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: ids.starter,
    name: 'Starter',
    description: 'Try a few sessions',
    nameHi: '',
    descriptionHi: '',
    pricePaise: 9900,
    coins: 100,
    bonusCoins: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function walletEntry(overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 'e1',
    kind: 'PURCHASE',
    coins: 550,
    balanceAfter: 550,
    createdAt: '2025-03-04T10:00:00.000Z',
    planId: ids.value,
    planName: 'Value pack',
    sessionId: null,
    purchaseId: null,
    receiptNumber: null,
    ...overrides,
  };
}

type Answer = Response | Promise<Response>;
/** 'GET /wallet' -> answer; paths as the contract writes them, with real ids. */
export type Routes = Record<string, (call: FetchCall) => Answer>;

/** The path of a call without the API prefix and the query string. */
export const pathOf = (call: FetchCall) => new URL(call.url, 'http://x').pathname.slice(API_PREFIX.length);
export const queryOf = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);

/** The answers every customer screen needs (the header's balance, no open session). */
const baseRoutes: Routes = {
  'GET /wallet': () =>
    jsonResponse(200, { data: { balance: 200, paymentMode: 'TEST', coinValuePaise: 100 } }),
  'GET /sessions/mine/current': () => jsonResponse(200, { data: null }),
  'GET /blocks': () => jsonResponse(200, { data: [] }),
  'GET /queue/mine': () => jsonResponse(200, { data: null }),
};

/** Signs in as a customer and answers calls from `routes` (then the base ones); others are a 404. */
export function customerApi(routes: Routes = {}) {
  signInAs(users.customer);
  const all = { ...baseRoutes, ...routes };
  return mockFetch((call) => {
    const handler = all[`${call.method} ${pathOf(call)}`];
    return handler
      ? handler(call)
      : jsonResponse(404, { message: `No route ${call.url}`, code: 'NOT_FOUND' });
  });
}

export const callsTo = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && pathOf(call) === path);
