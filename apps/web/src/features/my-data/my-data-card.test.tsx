import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { myDataMessages as m, type DataExport } from '@app/contract';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';
import { MyDataCard } from './my-data-card';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('@/lib/save-file', () => ({
  saveFile: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

beforeEach(() => signInAs(users.customer));

afterEach(async () => {
  useAuthStore.getState().clearAuth();
  saved.length = 0;
  vi.unstubAllGlobals();
  await leavePseudoLocale();
});

const ID = '7f1d3a52-3b8a-4c1e-9f7e-1a2b3c4d5e6f';
const TOKEN = 'a'.repeat(43);
const HOUR = 3_600_000;
const exportOf = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: ID,
  status: 'pending',
  requestedAt: new Date(Date.now() - HOUR).toISOString(),
  finishedAt: null,
  expiresAt: null,
  nextAllowedAt: new Date(Date.now() + 23 * HOUR).toISOString(),
  ...overrides,
});
const ready = () =>
  exportOf({
    status: 'ready',
    finishedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 72 * HOUR).toISOString(),
  });

const renderCard = (path = '/app/settings') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <MyDataCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Your data', () => {
  it('asks for a copy and then says it is being prepared', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? jsonResponse(200, { data: exportOf() }) : jsonResponse(200, { data: null }),
    );
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: m.ask }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.pending);
    expect(
      calls.filter((call) => call.method === 'POST' && call.url.endsWith('/my-data/export')),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: m.ask })).not.toBeInTheDocument();
  });

  it("shows the server's reason when an ask is refused (the daily limit)", async () => {
    const refusal = 'You can ask for your data once every 24 hours. Try again after 8 Dec 2026, 10:00 am.';
    mockFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(429, { message: refusal, code: 'RATE_LIMITED' })
        : jsonResponse(200, { data: null }),
    );
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: m.ask }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('ready, seen without the mailed link: points to the mail and offers no download', async () => {
    mockFetch(() => jsonResponse(200, { data: ready() }));
    renderCard();
    expect(await screen.findByText(/Open the link we mailed you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.download })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.ask })).not.toBeInTheDocument();
    expect(screen.getByText(/You can ask for a new copy after/)).toBeInTheDocument();
  });

  it('ready, opened from the mailed link: downloads the ZIP with the link token', async () => {
    const { calls } = mockFetch((call) =>
      call.url.includes('/download')
        ? new Response(new Blob(['PK']), { status: 200, headers: { 'content-type': 'application/zip' } })
        : jsonResponse(200, { data: ready() }),
    );
    renderCard(`/app/settings?dataExport=${ID}&token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: m.download }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^listenwell-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const download = calls.find((call) => call.url.includes('/download'));
    expect(download?.url).toContain(`/my-data/exports/${ID}/download?token=${TOKEN}`);
  });

  it("an expired link: says so with the server's words, and the section then offers a new copy", async () => {
    const gone = 'This download link has expired and the file was deleted.';
    let expired = false;
    mockFetch((call) => {
      if (call.url.includes('/download')) {
        expired = true;
        return jsonResponse(410, { message: gone, code: 'GONE' });
      }
      return jsonResponse(200, {
        data: expired
          ? { ...ready(), status: 'expired', nextAllowedAt: new Date(Date.now() - HOUR).toISOString() }
          : ready(),
      });
    });
    renderCard(`/dashboard/account?dataExport=${ID}&token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: m.download }));
    expect(await screen.findByText(m.expired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.ask })).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('takes every text from the catalogue (pseudo-locale)', async () => {
    mockFetch(() =>
      jsonResponse(200, { data: exportOf({ status: 'failed', nextAllowedAt: new Date().toISOString() }) }),
    );
    await showPseudoLocale();
    const { container } = renderCard();
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('⟦');
    await screen.findByRole('button');
    expect(textsOutsideCatalogue(container, [])).toEqual([]);
  });
});
