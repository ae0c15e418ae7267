import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { MyReport } from '@app/contract';
import { shellMessages } from '@app/contract';
import { CrisisCard, CrisisReminder } from '@/features/safety/crisis-card';
import { CrisisHelplines, UrgentHelp } from '@/features/safety/crisis-help';
import { ReportDialog } from '@/features/safety/report-dialog';
import { CustomerReportsPage, ListenerReportsPage } from '@/features/safety/reports-pages';
import type { CrisisAlertState } from '@/features/safety/use-crisis-alert';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { testHelplines } from '@/testing/chat-test-server';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

/** The helplines as the server sends them (names, numbers, who answers). */
const HELPLINES = testHelplines
  .flatMap((helpline) => [helpline.name, helpline.description ?? ''])
  .filter(Boolean)
  // What is left of a name once the never-translated service names are taken out.
  .map((text) => text.replace(/\bTele-MANAS\b/g, ' '));
/** The day period of a time, as the locale's calendar writes it ('10:30 am' in Hindi too). */
const DAY_PERIOD = /\b[ap]m\b/g;

const report = (overrides: Partial<MyReport> = {}): MyReport => ({
  id: 'r-1',
  sessionId: '11111111-1111-4111-8111-111111111111',
  category: 'HARASSMENT',
  reason: 'He kept asking for my number.',
  createdAt: '2026-03-04T10:30:00.000Z',
  status: 'OPEN',
  outcome: null,
  closedAt: null,
  about: { name: 'Asha Rao' },
  ...overrides,
});
const closed = report({
  id: 'r-2',
  status: 'CLOSED',
  outcome: 'REFUND',
  closedAt: '2026-02-21T09:00:00.000Z',
  about: { name: 'Ravi Kumar' },
  reason: 'Charged for 10 minutes, talked for 2.',
});
const REPORT_DATA = [
  'Asha Rao',
  'Ravi Kumar',
  'He kept asking for my number.',
  'Charged for 10 minutes, talked for 2.',
];

function withProviders(children: ReactNode) {
  signInAs(users.customer);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const crisis = (open: boolean): CrisisAlertState => ({
  alert: null,
  flagged: true,
  open,
  setOpen: () => undefined,
  show: () => undefined,
});

describe('safety in the pseudo-locale', () => {
  it('the crisis card, for the customer and for the listener, and the reminder', async () => {
    await showPseudoLocale();
    for (const audience of ['customer', 'listener'] as const) {
      const { unmount } = render(
        <CrisisCard audience={audience} open onOpenChange={() => undefined} helplines={testHelplines} />,
      );
      const card = await screen.findByRole('alertdialog');
      expect(textsOutsideCatalogue(card, HELPLINES)).toEqual([]);
      unmount();
    }
    const loading = render(
      <CrisisCard audience="listener" open onOpenChange={() => undefined} helplines={undefined} />,
    );
    expect(textsOutsideCatalogue(await screen.findByRole('alertdialog'))).toEqual([]);
    loading.unmount();
    const failed = render(
      <CrisisCard
        audience="customer"
        open
        onOpenChange={() => undefined}
        helplines={undefined}
        error={new Error('x')}
        onRetry={() => undefined}
      />,
    );
    expect(textsOutsideCatalogue(await screen.findByRole('alertdialog'))).toEqual([]);
    failed.unmount();
    const { container } = render(<CrisisReminder onOpen={() => undefined} />);
    expect(textsOutsideCatalogue(container)).toEqual([]);
  });

  it('urgent help and the helplines on their own', async () => {
    await showPseudoLocale();
    let answer: (() => void) | undefined;
    mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(jsonResponse(200, { data: testHelplines }));
        }),
    );
    const { container } = withProviders(
      <>
        <UrgentHelp crisis={crisis(false)} />
        <CrisisHelplines />
      </>,
    );
    expect(textsOutsideCatalogue(container)).toEqual([]);
    answer?.();
    await screen.findAllByText('14416');
    expect(textsOutsideCatalogue(container, HELPLINES)).toEqual([]);
  });

  it('the report dialog, with its refusal of an empty reason', async () => {
    await showPseudoLocale();
    withProviders(
      <ReportDialog
        sessionId="s-1"
        personName="Asha Rao"
        reporter="LISTENER"
        open
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.setup().click(screen.getByRole('button', { name: '⟦Séñd répórt⟧' }));
    expect(await screen.findByText(/⟦/, { selector: 'p.text-destructive' })).toBeInTheDocument();
    expect(textsOutsideCatalogue(dialog, ['Asha Rao'])).toEqual([]);
  });

  it('the reports pages: with reports, empty, and failed', async () => {
    await showPseudoLocale();
    mockFetch(() => jsonResponse(200, { data: [report(), closed], totalRows: 2 }));
    const customer = withProviders(<CustomerReportsPage />);
    await screen.findAllByRole('listitem');
    expect(textsOutsideCatalogue(customer.container, [...REPORT_DATA, DAY_PERIOD])).toEqual([]);
    customer.unmount();

    mockFetch(() => jsonResponse(200, { data: [], totalRows: 0 }));
    const empty = withProviders(<ListenerReportsPage />);
    await screen.findByRole('link', { name: /⟦/ });
    expect(textsOutsideCatalogue(empty.container)).toEqual([]);
    empty.unmount();

    mockFetch(() => jsonResponse(400, { message: 'Server down', code: 'BAD_REQUEST' }));
    const failed = withProviders(<ListenerReportsPage />);
    await screen.findByRole('button', { name: shellMessages.tryAgain }, { timeout: 3000 });
    expect(textsOutsideCatalogue(failed.container, ['Server down'])).toEqual([]);
  });
});
