// Moderation answers shaped exactly like the contract's schemas, and a fake API routed by path.
import { API_PREFIX, type CaseDetail, type CaseRow } from '@app/contract';
import { urlOf } from '@/testing/admin-fixtures';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

export const caseIds = {
  harassment: 'ca5e0001-0000-4000-8000-000000000000',
  crisis: 'ca5e0002-0000-4000-8000-000000000000',
  older: 'ca5e0003-0000-4000-8000-000000000000',
};

const customer = {
  id: 'c0000001-0000-4000-8000-000000000000',
  name: 'Priya Nair',
  email: 'priya@listenwell.test',
};
const listener = {
  id: 'l0000001-0000-4000-8000-000000000000',
  name: 'Asha Rao',
  email: 'asha@listenwell.test',
};

export function caseRow(overrides: Partial<CaseRow> = {}): CaseRow {
  return {
    id: caseIds.harassment,
    kind: 'REPORT',
    status: 'OPEN',
    urgent: false,
    category: 'HARASSMENT',
    details: 'She kept asking for my phone number and got rude when I said no.',
    reporter: { id: customer.id, name: customer.name, role: 'CUSTOMER' },
    customer,
    listener,
    session: {
      id: '5e550001-0000-4000-8000-000000000000',
      mode: 'CHAT',
      status: 'REPORTED',
      startedAt: '2025-03-01T10:00:00.000Z',
      endedAt: '2025-03-01T10:12:00.000Z',
      timeInMinutes: 12,
      coinsCharged: 48,
      refundedCoins: 0,
    },
    flaggedMessages: 2,
    outcome: null,
    createdAt: '2025-03-01T10:15:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

export function caseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...caseRow(),
    transcriptDeletedAt: null,
    transcript: [
      {
        id: 'm1',
        senderType: 'CUSTOMER',
        message: 'Hi, I have had a rough week.',
        originalMessage: null,
        flags: [],
        timestamp: '2025-03-01T10:01:00.000Z',
      },
      {
        id: 'm2',
        senderType: 'LISTENER',
        message: 'Message me on [contact hidden], it is easier there.',
        originalMessage: 'Message me on 98765 43210, it is easier there.',
        flags: ['phone'],
        timestamp: '2025-03-01T10:03:00.000Z',
      },
      {
        id: 'm3',
        senderType: 'CUSTOMER',
        message: 'Sometimes I feel like I want to die.',
        originalMessage: null,
        flags: ['crisis'],
        timestamp: '2025-03-01T10:05:00.000Z',
      },
    ],
    actions: [],
    history: {
      customer: { reportsFiled: 1, reportsAgainst: 0, cases: [] },
      listener: {
        reportsFiled: 0,
        reportsAgainst: 2,
        cases: [
          {
            id: caseIds.older,
            kind: 'REPORT',
            category: 'POOR_SERVICE',
            status: 'CLOSED',
            outcome: 'WARN',
            createdAt: '2025-02-10T09:00:00.000Z',
            role: 'REPORTED',
          },
        ],
      },
    },
    refundable: 48,
    earningsHeldUntil: '2999-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The path of a call without the API prefix and the query string. */
export const pathOf = (call: FetchCall) => urlOf(call).pathname.slice(API_PREFIX.length);

type Answer = Response | Promise<Response>;
/** 'GET /admin/moderation/cases' -> answer; paths as the contract writes them, with real ids. */
type ApiRoutes = Record<string, (call: FetchCall) => Answer>;

/** Signs in as an admin and answers calls from `routes`; any other call is a 404. */
export function moderationApi(routes: ApiRoutes) {
  signInAs(users.admin);
  return mockFetch((call) => {
    const handler = routes[`${call.method} ${pathOf(call)}`];
    return handler
      ? handler(call)
      : jsonResponse(404, { message: `No route ${call.url}`, code: 'NOT_FOUND' });
  });
}

export const callsTo = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && pathOf(call) === path);

export const casesPage = (rows: CaseRow[], totalRows = rows.length) =>
  jsonResponse(200, { data: rows, totalRows });
