// Payout set-up through the real API: a listener who has really earned coins in a paid session (the
// e2e server runs with EARNINGS_HOLD_HOURS=0, so they are withdrawable at once), withdrawals, the
// admin's decisions and the admin dashboard's figures. Each test makes its own listener.
import { randomUUID } from 'node:crypto';
import {
  buildPath,
  endpoints,
  MAX_COINS_PER_MINUTE,
  type AdminDashboard,
  type AdminListenerUpdate,
  type AdminWithdrawal,
  type CustomerSession,
  type ListenerProfile,
  type MyWithdrawals,
  type Withdrawal,
  type WithdrawalStatus,
} from '@app/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { api, apiLogin, expect } from './fixtures.ts';
import { adminToken, bearer, createListenerViaApi, uniqueWord, type ApiListener } from './listeners.ts';
import {
  buyPlanViaApi,
  createCustomerViaApi,
  goOnlineViaApi,
  LISTENER_SHARE_PERCENT,
  listenerSessionCall,
  waitPastGrace,
} from './marketplace.ts';

/** The listener's rate for the paid session: one billed minute then earns enough to withdraw. */
const RATE = MAX_COINS_PER_MINUTE;
/** The plan the customer buys: enough coins for that minute (1,000 + 200 bonus). */
const PLAN = 'Pro';
/** One billed minute at RATE, the listener's share. */
export const EARNED_COINS = Math.floor((RATE * LISTENER_SHARE_PERCENT) / 100);

export type EarningListener = ApiListener & { upiId: string; earned: number };

/** Sets the listener's rate as the admin does (the whole profile is sent back with the new rate). */
export const setRateViaApi = async (request: APIRequestContext, id: string, coinsPerMinute: number) => {
  const admin = await adminToken(request);
  const found = await request.get(api(endpoints.listener.getById.path), {
    headers: bearer(admin),
    params: { id },
  });
  expect(found.status(), await found.text()).toBe(200);
  const profile = ((await found.json()) as { data: ListenerProfile }).data;
  const body: AdminListenerUpdate = {
    id,
    name: profile.name,
    age: profile.age ?? 30,
    dob: profile.dob ?? '',
    gender: profile.gender ?? 'FEMALE',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    country: profile.country,
    pincode: profile.pincode ?? '',
    profilePicture: profile.profilePicture ?? '',
    description: profile.description ?? '',
    languages: profile.languages,
    preferredMode: profile.preferredMode ?? 'CHAT',
    isExperienced: profile.isExperienced,
    idProofUrl: profile.idProofUrl ?? '',
    linkedInUrl: profile.linkedInUrl ?? '',
    withdrawalUpiId: profile.withdrawalUpiId ?? '',
    coinsPerMinute,
  };
  const saved = await request.post(api(endpoints.listener.updateById.path), {
    headers: bearer(admin),
    data: body,
  });
  expect(saved.status(), await saved.text()).toBe(200);
};

/**
 * A new approved listener (UPI id on the profile) who has held one paid chat session with a new
 * customer, all through the real API: the customer buys coins, asks, the listener accepts, starts,
 * and closes once the grace period has passed, so exactly one minute at RATE is billed.
 */
export const listenerWithEarningsViaApi = async (
  request: APIRequestContext,
  options: { prefix: string; name: string },
): Promise<EarningListener> => {
  const upiId = `${uniqueWord('payee')}@okbank`;
  const listener = await createListenerViaApi(request, {
    prefix: options.prefix,
    profile: { name: options.name, withdrawalUpiId: upiId, languages: ['English'], preferredMode: 'CHAT' },
    approve: true,
  });
  await setRateViaApi(request, listener.id, RATE);
  await goOnlineViaApi(request, listener);
  // A fresh sign-in: the approval is in the new token.
  const token = await apiLogin(request, listener);

  const customer = await createCustomerViaApi(request, {
    prefix: `${options.prefix}-customer`,
    name: 'Payer',
  });
  await buyPlanViaApi(request, customer.token, PLAN);
  const asked = await request.post(api(endpoints.customerSessions.request.path), {
    headers: { ...bearer(customer.token), 'Idempotency-Key': randomUUID() },
    data: { listenerId: listener.id, mode: 'CHAT', language: 'English', userMood: 'neutral' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const session = ((await asked.json()) as { data: CustomerSession }).data;
  expect(session.coinsPerMinute).toBe(RATE);

  await listenerSessionCall(request, token, endpoints.sessions.accept.path, session.id);
  const started = await listenerSessionCall(request, token, endpoints.sessions.start.path, session.id);
  expect(started.status).toBe('IN_PROGRESS');
  await waitPastGrace(started.startedAt);
  const closed = await listenerSessionCall(request, token, endpoints.sessions.close.path, session.id);
  expect(closed.status).toBe('COMPLETED');
  expect(closed.timeInMinutes).toBe(1);
  expect(closed.coinsEarned).toBe(EARNED_COINS);

  // Offline again, so the 'listeners online' figure only moves while a test needs it to.
  const offline = await request.post(api(endpoints.availability.set.path), {
    headers: bearer(token),
    data: { online: false },
  });
  expect(offline.status(), await offline.text()).toBe(200);
  return { ...listener, token, upiId, earned: closed.coinsEarned };
};

/** The listener's withdrawals page data (GET /withdrawals/mine). */
export const myWithdrawalsViaApi = async (
  request: APIRequestContext,
  token: string,
): Promise<MyWithdrawals> => {
  const response = await request.get(api(endpoints.withdrawals.mine.path), {
    headers: bearer(token),
    params: { pagenumber: 1, pagesize: 50 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: MyWithdrawals }).data;
};

export const requestWithdrawalViaApi = async (
  request: APIRequestContext,
  token: string,
  amountPaise: number,
): Promise<Withdrawal> => {
  const response = await request.post(api(endpoints.withdrawals.request.path), {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { amountPaise },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Withdrawal }).data;
};

/** Every withdrawal request matching the filter, newest first, as the admin's table pages them. */
export const adminWithdrawalsViaApi = async (
  request: APIRequestContext,
  filter: { status?: WithdrawalStatus; search?: string },
): Promise<{ rows: AdminWithdrawal[]; total: number }> => {
  const token = await adminToken(request);
  const rows: AdminWithdrawal[] = [];
  let total = 0;
  for (let pagenumber = 1; ; pagenumber += 1) {
    const response = await request.get(api(endpoints.adminWithdrawals.list.path), {
      headers: bearer(token),
      params: { pagenumber, pagesize: 100, ...filter },
    });
    expect(response.status(), await response.text()).toBe(200);
    const page = (await response.json()) as { data: AdminWithdrawal[]; totalRows: number };
    rows.push(...page.data);
    total = page.totalRows;
    if (page.data.length === 0 || rows.length >= total) break;
  }
  return { rows, total };
};

export const rejectWithdrawalViaApi = async (
  request: APIRequestContext,
  id: string,
  reason: string,
): Promise<void> => {
  const token = await adminToken(request);
  const response = await request.post(api(buildPath(endpoints.adminWithdrawals.reject.path, { id })), {
    headers: bearer(token),
    data: { reason },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** The admin dashboard's figures for the last `days` days, as the server answers them now. */
export const adminDashboardViaApi = async (
  request: APIRequestContext,
  token: string,
  days: number,
): Promise<AdminDashboard> => {
  const response = await request.get(api(endpoints.adminDashboard.get.path), {
    headers: bearer(token),
    params: { days },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: AdminDashboard }).data;
};

/** A CSV text (RFC 4180: quoted cells, doubled quotes, CRLF rows) as rows of cells. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      // The \n ends the row.
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};

/** A figure of the listener's Withdraw summary ('Available to withdraw', 'On hold', 'Reserved', ...). */
export const withdrawalSummaryFigure = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Withdrawal summary' })
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .locator('p')
    .first();
