import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { adminModerationMessages as m, routes, type Helpline } from '@app/contract';
import { ModerationCasePage } from '@/features/moderation/case-page';
import { ModerationPage } from '@/features/moderation/moderation-page';
import { caseDetail, caseIds, caseRow, casesPage, moderationApi } from '@/testing/moderation-fixtures';
import { renderAdminScreen } from '@/testing/admin-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { createQueryClient } from '@/lib/query-client';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const helplines: Helpline[] = [
  { name: 'Tele-MANAS', phone: '14416', description: 'Free, 24x7', nameHi: '', descriptionHi: '' },
];
const detail = caseDetail();
/** What the fixtures put on screen: people, their words, the transcript. */
const DATA = [
  'Priya Nair',
  'Asha Rao',
  'priya@listenwell.test',
  'asha@listenwell.test',
  detail.details!,
  ...detail.transcript.flatMap((message) => [message.message, message.originalMessage ?? '']),
  'Free, 24x7',
  // An email is shown broken at its @ (BreakableEmail).
  /\b(priya|asha)\b/g,
  '@listenwell.test',
  // The test's location probe.
  routes.admin.moderation,
  // Hindi's times come from CLDR with am/pm in Latin letters ('10:15 am').
  /\b[ap]m\b/g,
].filter((item): item is string | RegExp => Boolean(item));

const api = () =>
  moderationApi({
    'GET /admin/moderation/cases': () =>
      casesPage([
        caseRow({ id: caseIds.crisis, kind: 'CRISIS', urgent: true, category: null, reporter: null }),
        caseRow({ outcome: 'WARN', session: { ...caseRow().session, refundedCoins: 4 } }),
      ]),
    [`GET /admin/moderation/cases/${caseIds.harassment}`]: () => jsonResponse(200, { data: detail }),
    'GET /helplines': () => jsonResponse(200, { data: helplines }),
  });

describe('moderation in the pseudo-locale: every text comes from the catalogue', () => {
  it('the queue and the helplines dialog', async () => {
    api();
    await showPseudoLocale();
    const user = userEvent.setup();
    const { container } = renderAdminScreen(<ModerationPage />, routes.admin.moderation);
    await screen.findAllByText('Asha Rao');
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.helplines }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByDisplayValue('Tele-MANAS');
    expect(textsOutsideCatalogue(dialog, DATA)).toEqual([]);
  });

  it("a case's page and its action dialogs", async () => {
    api();
    await showPseudoLocale();
    const user = userEvent.setup();
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`${routes.admin.moderation}/${caseIds.harassment}`]}>
          <Routes>
            <Route path={`${routes.admin.moderation}/:id`} element={<ModerationCasePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText(detail.details!);
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);

    for (const action of ['REFUND', 'WARN', 'DISMISS'] as const) {
      await user.click(screen.getByRole('button', { name: m.actions[action].label }));
      const dialog = await screen.findByRole('alertdialog');
      expect(textsOutsideCatalogue(dialog, DATA)).toEqual([]);
      await user.keyboard('{Escape}');
    }
  });
});
