// Shared by the customer's chat and call screen tests: the session page at /app/sessions/:id with the
// sign-in's real socket (to the test's socket.io server at `socketUrl`), react-query and the toaster.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppToaster } from '@/testing/toaster';
import { routes } from '@app/contract';
import { SessionPage } from '@/features/customer/session-page';
import { ids } from '@/testing/customer-fixtures';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { createQueryClient } from '@/lib/query-client';

function Screen({ url }: { url: string }) {
  useSignedOutListener(url);
  return <SessionPage />;
}

export function renderLiveSession(socketUrl: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[routes.app.session(ids.session)]}>
        <Routes>
          <Route path="/app/sessions/:id" element={<Screen url={socketUrl} />} />
        </Routes>
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
}
