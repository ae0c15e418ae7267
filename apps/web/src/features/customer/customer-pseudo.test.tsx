import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, routes } from '@app/contract';
import {
  customerApi,
  customerSession,
  ids,
  plan,
  publicListener,
  walletEntry,
} from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { renderApp } from '@/testing/render';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

// The customer area in the pseudo language: every word on screen (and in labels, placeholders and
// titles) comes from the catalogue, save the fixtures' own data.

afterEach(leavePseudoLocale);

const asha = publicListener({ favourite: { notifyOnline: false } });
const ravi = publicListener({
  id: ids.ravi,
  name: 'Ravi Kumar',
  description: 'Here for you at night.',
  languages: ['Bengali'],
  preferredMode: 'AUDIO',
  presence: 'busy',
  ratingAverage: null,
  ratingCount: 0,
});
/** Data that comes from the server: names, bios, plans, languages, the signed-in customer. */
const DATA = [
  'Asha Rao',
  'Ravi Kumar',
  'I listen without judging.',
  'Here for you at night.',
  'Starter',
  'Try a few sessions',
  'Value pack',
  'More minutes',
  ...LANGUAGES,
  'LW/2025/0001',
  /\S+@\S+/,
  // Initials on the avatars (of Asha Rao, Ravi Kumar and the signed-in customer).
  /\b(AR|RK|PN)\b/g,
  // A time of day as the language's formatter writes it.
  /\d{1,2}:\d{2}\s?(am|pm)/gi,
  // Not this area's: the blocking menu's trigger (blocks) and how a session ended (the contract's rules).
  'More options',
  'You ended the session.',
];

/** The page, the header and the navigation: what this area draws. */
const pageParts = () => [...document.querySelectorAll('main, header, nav')];
const leftovers = () => [...new Set(pageParts().flatMap((part) => textsOutsideCatalogue(part, DATA)))];

describe('the customer area in the pseudo language', () => {
  it('the directory', async () => {
    await showPseudoLocale();
    customerApi({
      'GET /directory/listeners': () => jsonResponse(200, { data: [asha, ravi], totalRows: 2 }),
    });
    await renderApp(routes.app.home);
    await screen.findByRole('heading', { level: 2, name: 'Asha Rao' }, { timeout: 3000 });
    expect(leftovers()).toEqual([]);
  });

  it('an empty directory with filters', async () => {
    await showPseudoLocale();
    customerApi({ 'GET /directory/listeners': () => jsonResponse(200, { data: [], totalRows: 0 }) });
    await renderApp(`${routes.app.home}?q=zzz`);
    await screen.findByText('⟦Nó lístéñérs mátçh⟧', undefined, { timeout: 3000 });
    expect(leftovers()).toEqual([]);
  });

  it('a listener’s page and its request form, with the form’s errors', async () => {
    await showPseudoLocale();
    customerApi({ [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: asha }) });
    await renderApp(routes.app.listener(ids.asha));
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' }, { timeout: 3000 });
    await userEvent.setup().click(await screen.findByRole('button', { name: /⟦Réqúést séssíóñ⟧/ }));
    await screen.findAllByText(/⟦Pléásé çhóósé/);
    expect(leftovers()).toEqual([]);
  });

  it('a busy listener’s page', async () => {
    await showPseudoLocale();
    customerApi({ [`GET /directory/listeners/${ids.ravi}`]: () => jsonResponse(200, { data: ravi }) });
    await renderApp(routes.app.listener(ids.ravi));
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' }, { timeout: 3000 });
    expect(leftovers()).toEqual([]);
  });

  it('a listener the wallet cannot pay a minute with', async () => {
    await showPseudoLocale();
    customerApi({
      'GET /wallet': () =>
        jsonResponse(200, { data: { balance: 2, paymentMode: 'TEST', coinValuePaise: 100 } }),
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: asha }),
    });
    await renderApp(routes.app.listener(ids.asha));
    await screen.findAllByText(/⟦Búy çóíñs/, undefined, { timeout: 3000 });
    expect(leftovers()).toEqual([]);
  });

  it('the wallet: balance, plans and history', async () => {
    await showPseudoLocale();
    customerApi({
      'GET /plans': () =>
        jsonResponse(200, {
          data: [
            plan(),
            plan({
              id: ids.value,
              name: 'Value pack',
              description: 'More minutes',
              coins: 500,
              bonusCoins: 50,
              pricePaise: 49_900,
            }),
          ],
        }),
      'GET /wallet/transactions': () =>
        jsonResponse(200, {
          data: [
            walletEntry({ purchaseId: ids.purchase, receiptNumber: 'LW/2025/0001' }),
            walletEntry({
              id: 'e2',
              kind: 'SESSION_CHARGE',
              coins: -12,
              balanceAfter: 538,
              planId: null,
              planName: null,
              sessionId: ids.session,
            }),
          ],
          totalRows: 2,
        }),
    });
    await renderApp(routes.app.wallet);
    await screen.findByRole('heading', { level: 3, name: 'Value pack' }, { timeout: 3000 });
    await screen.findByRole('table');
    expect(leftovers()).toEqual([]);
  });

  it('the wallet after the gateway returned a payment', async () => {
    await showPseudoLocale();
    customerApi({
      'GET /plans': () => jsonResponse(200, { data: [] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      [`GET /wallet/purchases/${ids.purchase}`]: () =>
        jsonResponse(200, {
          data: {
            purchaseId: ids.purchase,
            status: 'CONFIRMED',
            planName: 'Starter',
            coins: 100,
            bonusCoins: 0,
            pricePaise: 9900,
            createdAt: '2026-11-27T10:00:00.000Z',
            confirmedAt: '2026-11-27T10:01:00.000Z',
            // The server's own words (in the customer's language there): data to this screen.
            message: 'Starter',
            receiptNumber: 'LW/2025/0001',
          },
        }),
    });
    await renderApp(`${routes.app.wallet}?purchase=${ids.purchase}&next=${routes.app.listener(ids.asha)}`);
    await screen.findAllByText(/⟦Páyméñt réçéívéd⟧/, undefined, { timeout: 3000 });
    await screen.findAllByText(/⟦Nó tráñsáçtíóñs/);
    expect(leftovers()).toEqual([]);
  });

  it('the sessions list', async () => {
    const done = customerSession({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_CUSTOMER',
      startedAt: '2025-03-05T10:00:30.000Z',
      endedAt: '2025-03-05T11:05:30.000Z',
      timeInMinutes: 65,
      coinsCharged: 260,
    });
    const declined = customerSession({ id: ids.ravi, status: 'CANCELLED', endReason: 'DECLINED' });
    await showPseudoLocale();
    customerApi({
      'GET /sessions/mine': () => jsonResponse(200, { data: { sessions: [done, declined], totalRows: 2 } }),
    });
    await renderApp(routes.app.sessions);
    await screen.findByRole('list', { name: /⟦/ }, { timeout: 3000 });
    expect(leftovers()).toEqual([]);
  });

  it('a waiting request', async () => {
    await showPseudoLocale();
    customerApi({
      [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: customerSession() }),
    });
    await renderApp(routes.app.session(ids.session));
    await screen.findByRole('progressbar', undefined, { timeout: 3000 });
    expect(leftovers()).toEqual([]);
  });

  it('a session’s summary, with the rating form', async () => {
    const ended = new Date(Date.now() - 60_000).toISOString();
    const done = customerSession({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_CUSTOMER',
      startedAt: new Date(Date.now() - 600_000).toISOString(),
      endedAt: ended,
      timeInMinutes: 9,
      coinsCharged: 36,
    });
    await showPseudoLocale();
    customerApi({
      [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: done }),
      [`GET /directory/listeners/${ids.asha}`]: () => jsonResponse(200, { data: asha }),
      'GET /reports/mine': () => jsonResponse(200, { data: [], totalRows: 0 }),
    });
    await renderApp(routes.app.session(ids.session));
    await screen.findByRole('radio', { name: /⟦5/ }, { timeout: 3000 });
    expect(leftovers()).toEqual([]);
  });

  it('an address that does not exist', async () => {
    await showPseudoLocale();
    customerApi();
    await renderApp(`${routes.app.home}/nowhere`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    expect(leftovers()).toEqual([]);
  });
});
