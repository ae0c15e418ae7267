import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { API_PREFIX, SUPPORT_EMAIL, type ApplicationStatus, type ListenerProfile } from '@app/contract';
import {
  ApplicationStatusCard,
  type ApplicationStatusCardProps,
} from '@/features/listener-profile/components/application-status-card';
import { ListenerProfilePage } from '@/features/listener-profile/listener-profile-page';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const REASON = 'The photo was not readable.';

const profile = (status: ApplicationStatus): ListenerProfile => ({
  id: 'l-kabir',
  name: 'Kabir Shah',
  user: { email: 'kabir@listenwell.test' },
  age: 31,
  dob: '1994-06-30',
  gender: 'MALE',
  phone: '9011223344',
  address: '3 Sector 17',
  city: 'Chandigarh',
  state: 'Chandigarh',
  country: 'India',
  pincode: '160017',
  profilePicture: `${API_PREFIX}/files/11111111-2222-4333-8444-555555555555`,
  description: 'Social worker.',
  languages: ['Punjabi', 'Hindi'],
  preferredMode: 'CHAT',
  isExperienced: false,
  idProofUrl: `${API_PREFIX}/files/66666666-7777-4888-9999-000000000000`,
  linkedInUrl: 'https://www.linkedin.com/in/kabir-shah',
  withdrawalUpiId: 'kabir.shah@okbank',
  paidRoleActivatedAt: null,
  isBlocked: false,
  applicationStatus: status,
  rejectionReason: status === 'REJECTED' ? REASON : null,
  coinsPerMinute: 4,
  submittedAt: '2025-01-05T10:00:00.000Z',
  approvedAt: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
});

function withProviders(children: React.ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const cards: Array<[string, ApplicationStatusCardProps]> = [
  ['unfinished', { status: 'PENDING', submitted: false, fieldsLeft: 3, canOpenDashboard: false }],
  ['one field left', { status: 'PENDING', submitted: false, fieldsLeft: 1, canOpenDashboard: false }],
  ['waiting', { status: 'PENDING', submitted: true, fieldsLeft: 0, canOpenDashboard: false }],
  ['under review', { status: 'UNDER_REVIEW', submitted: true, fieldsLeft: 0, canOpenDashboard: false }],
  ['approved', { status: 'APPROVED', submitted: true, fieldsLeft: 0, canOpenDashboard: true }],
  [
    'rejected',
    { status: 'REJECTED', submitted: true, fieldsLeft: 0, rejectionReason: REASON, canOpenDashboard: false },
  ],
  ['unknown', { status: undefined, submitted: false, fieldsLeft: 0, canOpenDashboard: false }],
];

describe('the listener profile in the pseudo-locale', () => {
  it.each(cards)('the Application Status card, %s, takes every text from the catalogue', async (_, props) => {
    await showPseudoLocale();
    const { container } = withProviders(<ApplicationStatusCard {...props} />);
    expect(textsOutsideCatalogue(container, [REASON, SUPPORT_EMAIL])).toEqual([]);
  });

  it.each(['REJECTED', 'PENDING'] as const)(
    'the page (%s): its header, read-only notice, status card and save bar',
    async (status) => {
      await showPseudoLocale();
      signInAs(users.pendingListener);
      mockFetch((call) =>
        call.url.includes('/listener/get-profile')
          ? jsonResponse(200, { data: profile(status) })
          : jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
      );
      const { container } = withProviders(<ListenerProfilePage />);
      // The form and the details below are the shared people components' (h-web-shell): this checks
      // the parts the page itself draws.
      await screen.findByText(/Státús⟧/);
      const heading = screen.getByRole('heading', { level: 1 });
      const parts = [heading.parentElement!, container.querySelector('aside')!];
      if (status === 'REJECTED') parts.push(screen.getByText('⟦Réád-óñly⟧').closest('[role="status"]')!);
      else parts.push(await screen.findByTestId('profile-save-bar'));
      for (const part of parts) expect(textsOutsideCatalogue(part, [REASON, SUPPORT_EMAIL])).toEqual([]);
    },
  );

  it('the loading state', async () => {
    await showPseudoLocale();
    signInAs(users.pendingListener);
    mockFetch(() => new Promise<Response>(() => undefined));
    const { container } = withProviders(<ListenerProfilePage />);
    expect(textsOutsideCatalogue(container)).toEqual([]);
  });
});
