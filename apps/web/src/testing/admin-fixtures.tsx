// Shared by the admin people screens' tests: answers shaped exactly like the contract's schemas.
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '@/testing/toaster';
import type { AdminUser, ApplicationRow, ListenerProfile, ListenerRow } from '@app/contract';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import type { FetchCall } from '@/testing/fetch';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationProbe } from '@/testing/render';

export const ids = {
  kabir: '11111111-1111-4111-8111-111111111111',
  asha: '22222222-2222-4222-8222-222222222222',
  neha: '33333333-3333-4333-8333-333333333333',
  priya: '44444444-4444-4444-8444-444444444444',
};

export const file = (n: number) => `/api/v1/files/${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;

export function profile(overrides: Partial<ListenerProfile> = {}): ListenerProfile {
  return {
    id: ids.kabir,
    name: 'Kabir Singh',
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
    profilePicture: file(1),
    description: 'I listen without judging.',
    languages: ['Punjabi', 'Hindi'],
    preferredMode: 'CHAT',
    isExperienced: true,
    idProofUrl: file(2),
    linkedInUrl: 'https://www.linkedin.com/in/kabir-singh',
    withdrawalUpiId: 'kabir@okbank',
    paidRoleActivatedAt: null,
    isBlocked: false,
    applicationStatus: 'PENDING',
    rejectionReason: null,
    coinsPerMinute: 4,
    submittedAt: '2025-01-10T10:00:00.000Z',
    approvedAt: null,
    createdAt: '2025-01-09T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function applicationRow(p: ListenerProfile): ApplicationRow {
  return {
    id: p.id,
    name: p.name,
    email: p.user.email,
    applicationStatus: p.applicationStatus,
    submittedAt: p.submittedAt,
    createdAt: p.createdAt,
    city: p.city,
    state: p.state,
    languages: p.languages,
    preferredMode: p.preferredMode,
    profilePicture: null,
  };
}

export function listenerRow(p: ListenerProfile): ListenerRow {
  return {
    ...applicationRow(p),
    isBlocked: p.isBlocked,
    coinsPerMinute: p.coinsPerMinute,
    phone: p.phone,
    approvedAt: p.approvedAt,
    quality: {
      requests: 20,
      acceptanceRate: 90,
      medianAcceptSeconds: 14,
      completionRate: 94.4,
      reportRate: 5.9,
      averageRating: 4.5,
      ratingCount: 11,
    },
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: ids.priya,
    name: 'Priya Shah',
    email: 'priya@listenwell.test',
    age: 27,
    gender: 'FEMALE',
    role: 'CUSTOMER',
    isActive: true,
    totalSessions: 3,
    createdAt: '2025-02-03T10:00:00.000Z',
    updatedAt: '2025-02-03T10:00:00.000Z',
    ...overrides,
  };
}

/** The URL of a recorded call, parsed (calls are made to relative paths). */
export const urlOf = (call: FetchCall) => new URL(call.url, 'http://console.test');

/** Renders an admin screen as the app does: signed-in admin, query client, toaster, router. */
export function renderAdminScreen(element: ReactElement, path: string, search = '') {
  signInAs(users.admin);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`${path}${search}`]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
}
