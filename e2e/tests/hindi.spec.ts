// Issue 24, "done means": a Hindi speaker signs up, buys coins, talks to a listener and gets help in a
// crisis without reading a word of English; an English visitor downloads none of it. The browser is set
// to Hindi (navigator.languages), as a phone in India set to Hindi is; the app follows it.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { endpoints, routes, type CustomerSession, type Plan } from '@app/contract';
import { waitForOtp, fetchMails, mailText } from '../support/mailbox.ts';
import { api, expect, pathIs, storedToken, test, uniqueEmail } from '../support/fixtures.ts';
import { expectNoEnglish } from '../support/hindi.ts';
import { bearer, completeProfile, createListenerViaApi } from '../support/listeners.ts';
import { goOnlineViaApi, listenerSessionCall, shootMarketplace } from '../support/marketplace.ts';
import { apiLogin } from '../support/fixtures.ts';
import { e2eDir } from '../support/paths.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'hindi');
const PHONE = { width: 390, height: 844 } as const;
/** The customer's words that the chat's crisis filter flags. */
const CRISIS_WORDS = 'मैं अपनी ज़िंदगी ख़त्म करना चाहता हूँ, I want to end my life';

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN', viewport: PHONE, isMobile: true, hasTouch: true });

  test('a customer signs up, buys coins, talks to a listener and gets help in a crisis, all in Hindi', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Sign-up: the screen follows the browser's language, with its Devanagari font.
    await page.goto(routes.app.signup);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'अपना खाता बनाएँ' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          let loaded = false;
          document.fonts.forEach((font) => {
            if (font.family.includes('Noto Sans Devanagari') && font.status === 'loaded') loaded = true;
          });
          return loaded;
        }),
      )
      .toBe(true);
    await expectNoEnglish(page.locator('body'));
    await shootMarketplace(page, 'signup', SHOTS);

    const email = uniqueEmail('hindi');
    await page.getByLabel('ईमेल').fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'OTP भेजें', exact: true }).click();
    await expect(page.getByText('अपना खाता सत्यापित करें', { exact: true })).toBeVisible();
    await expectNoEnglish(page.locator('body'), [email]);
    const otp = await waitForOtp(email, { since });
    // The code comes in a Hindi mail.
    const [mail] = await fetchMails(email);
    expect(mailText(mail?.raw ?? '')).toContain(`आपका खाता सत्यापित करने के लिए आपका ListenWell OTP ${otp} है।`);
    await page.getByPlaceholder('6 अंकों का कोड डालें').fill(otp);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('secret-123');
    await page.getByLabel('मैंने गोपनीयता सूचना पढ़ ली है और मैं इससे सहमत हूँ').check();
    await page.getByRole('button', { name: 'खाता बनाएँ', exact: true }).click();
    await expect(page).toHaveURL(pathIs(routes.app.home));
    const token = (await storedToken(page)) ?? '';
    // The account reads Hindi: its mails and notifications follow.
    const me = await request.get(api(endpoints.auth.me.path), { headers: bearer(token) });
    expect(((await me.json()) as { locale: string }).locale).toBe('hi');
    // The person's own name (their email's first part, as no name was given) and its initials are data.
    const person = [email.split('@')[0] ?? email, /^[A-Z]{1,2}$/];
    await expectNoEnglish(page.getByRole('banner'), person);
    await expectNoEnglish(page.locator('h1'));
    await shootMarketplace(page, 'home', SHOTS);

    // Coins: the wallet, a plan, the payment (test mode confirms at once).
    await page.goto(routes.app.wallet);
    await expect(page.getByRole('heading', { level: 1, name: 'वॉलेट' })).toBeVisible();
    await page.getByRole('button', { name: /खरीदें/ }).first().click();
    await expect(page.getByText(/कॉइन आपके वॉलेट में जोड़ दिए गए/).first()).toBeVisible({ timeout: 15_000 });
    // A plan shows its Hindi name and description (the demo's four have them); plans other journeys
    // made without Hindi show the admin's English, which is data here. The receipt's number is a code.
    await expect(page.getByRole('heading', { name: 'शुरुआत', exact: true })).toBeVisible();
    const plans = await request.get(api(endpoints.plans.list.path), { headers: bearer(token) });
    const planWords = ((await plans.json()) as { data: Plan[] }).data.flatMap((plan) => [
      plan.nameHi ? '' : plan.name,
      plan.descriptionHi ? '' : plan.description,
    ]);
    await expectNoEnglish(page.locator('main'), [...planWords, 'TEST-LW', ...person]);
    await shootMarketplace(page, 'wallet', SHOTS);

    // A listener takes the request, and the chat opens in Hindi.
    const listener = await createListenerViaApi(request, {
      prefix: 'hindi-listener',
      profile: { name: 'आशा', languages: ['Hindi'], preferredMode: 'CHAT' },
      approve: true,
    });
    await goOnlineViaApi(request, listener);
    const listenerToken = await apiLogin(request, listener);
    const asked = await request.post(api(endpoints.customerSessions.request.path), {
      headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
      data: { listenerId: listener.id, mode: 'CHAT', language: 'Hindi', userMood: 'sad' },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const { id } = ((await asked.json()) as { data: CustomerSession }).data;
    await listenerSessionCall(request, listenerToken, endpoints.sessions.accept.path, id);
    await listenerSessionCall(request, listenerToken, endpoints.sessions.start.path, id);
    await page.goto(routes.app.session(id));
    await expect(page.getByRole('heading', { name: 'इनके साथ सेशन चल रहा है: आशा' })).toBeVisible();

    // Words of crisis: the help card, in Hindi, helplines included.
    const box = page.getByRole('textbox', { name: 'संदेश' });
    await box.fill(CRISIS_WORDS);
    await box.press('Enter');
    const card = page.getByRole('alertdialog');
    await expect(card).toBeVisible({ timeout: 5_000 });
    await expect(card).toContainText('आप अकेले नहीं हैं। मदद अभी उपलब्ध है।');
    await expect(card).toContainText('टेली-मानस (राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन)');
    await expectNoEnglish(card);
    await shootMarketplace(page, 'crisis-card', SHOTS);
  });
});

test('an English visitor downloads neither the Hindi texts nor the Devanagari font', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(routes.home);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fetched.filter((url) => /devanagari/i.test(url))).toEqual([]);
  // The switch shows the app in Hindi, loading them only now.
  await page.getByRole('radio', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect.poll(() => fetched.filter((url) => /devanagari/i.test(url)).length).toBeGreaterThan(0);
});

test.describe('the listener console in Hindi', () => {
  test.use({ locale: 'hi-IN', viewport: { width: 1280, height: 800 } });

  test('a listener whose account reads Hindi runs every screen of their console without a word of English', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const listener = await createListenerViaApi(request, {
      prefix: 'hindi-console',
      profile: { name: 'आशा', languages: ['Hindi'], preferredMode: 'CHAT' },
      approve: true,
    });
    const chose = await request.put(api(endpoints.auth.setLocale.path), {
      headers: bearer(listener.token),
      data: { locale: 'hi' },
    });
    expect(chose.status(), await chose.text()).toBe(200);

    await page.goto(routes.login);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByLabel('ईमेल').fill(listener.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(listener.password);
    await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await expect(page).toHaveURL(pathIs(routes.dashboard));

    // The listener's own name and email, and their profile's answers (a bio, a city) are data.
    const profile = completeProfile({ profilePicture: '', idProofUrl: '' });
    const [local = '', domain = ''] = listener.email.split('@');
    const data = [
      listener.email,
      // An email may be shown broken at its @.
      local,
      `@${domain}`,
      listener.name,
      /^[A-Z]{1,2}$/,
      profile.address,
      profile.city,
      profile.state,
      profile.country,
      profile.description,
      profile.linkedInUrl ?? '',
      profile.withdrawalUpiId ?? '',
    ];
    const screens = {
      dashboard: routes.dashboard,
      requests: routes.listener.sessionRequests,
      ongoing: routes.listener.ongoingSessions,
      sessions: routes.listener.sessions,
      earnings: routes.listener.earnings,
      withdrawals: routes.listener.withdrawals,
      reports: routes.listener.reports,
      profile: routes.listener.profile,
    };
    for (const [name, route] of Object.entries(screens)) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
      await expectNoEnglish(page.locator('body'), data);
      await shootMarketplace(page, `listener-${name}`, SHOTS);
    }
  });
});
