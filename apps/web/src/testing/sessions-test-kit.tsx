// Test helpers of the listener's session screens: answers shaped exactly like the contract's schemas.
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppToaster } from '@/testing/toaster';
import type { ListenerSession } from '@app/contract';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse } from '@/testing/fetch';
import { LocationProbe } from '@/testing/render';

let counter = 0;

export function listenerSession(overrides: Partial<ListenerSession> = {}): ListenerSession {
  counter += 1;
  return {
    id: `5e55${String(counter).padStart(4, '0')}-0000-4000-8000-000000000000`,
    status: 'pending',
    endReason: null,
    mode: 'CHAT',
    language: 'Hindi',
    userMood: 'sad',
    coinsPerMinute: 4,
    requestedAt: '2025-04-01T10:00:00.000Z',
    expiresAt: '2025-04-01T10:01:00.000Z',
    startedAt: null,
    endedAt: null,
    timeInMinutes: 0,
    sessionMessages: [],
    customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Priya Nair' },
    coinsEarned: 0,
    completedAt: null,
    reportedAt: null,
    crisisAt: null,
    customerNote: null,
    ...overrides,
  };
}

export const sessionsPage = (sessions: ListenerSession[], totalRows = sessions.length) =>
  jsonResponse(200, { data: { sessions, totalRows } });

/** Renders a listener screen as the app does: an approved listener, query client, toaster, router. */
export function renderListenerScreen(
  element: ReactElement,
  path: string,
  user: Record<string, unknown> = users.listener,
) {
  signInAs(user);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
}
