import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@app/contract';
import { ReceiptsExport } from '@/features/purchases';
import { renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';

const r = messages.receipts;
const EXPORT_PATH = '/api/v1/admin/receipts/export';

/** Captures what would be saved: the file name and the blob: URL of each download. */
const captureDownloads = () => {
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipts');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
};

const csv = () =>
  new Response('number,date\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });

describe('ReceiptsExport', () => {
  it("starts on this month in India and downloads the chosen month's CSV with the token", async () => {
    const saved = captureDownloads();
    const { calls } = mockFetch(() => csv());
    // 31 March 2026, 20:00 UTC is already 1 April in India.
    renderAdminScreen(<ReceiptsExport now={() => new Date('2026-03-31T20:00:00Z')} />, '/');
    const month = screen.getByLabelText(r.exportLabel);
    expect(month).toHaveValue('2026-04');

    fireEvent.change(month, { target: { value: '2026-02' } });
    await userEvent.setup().click(screen.getByRole('button', { name: r.exportButton }));
    await waitFor(() => expect(saved).toEqual([{ name: 'receipts-2026-02.csv', href: 'blob:receipts' }]));
    const call = calls.find((c) => urlOf(c).pathname === EXPORT_PATH)!;
    expect(Object.fromEntries(urlOf(call).searchParams)).toEqual({ month: '2026-02' });
    expect(call.headers.accept).toBe('text/csv');
    expect(call.headers.authorization).toMatch(/^Bearer /);
  });

  it("says the server's refusal and can try again", async () => {
    const saved = captureDownloads();
    let answer = () => jsonResponse(403, { message: 'Forbidden', code: 'FORBIDDEN' });
    mockFetch(() => answer());
    renderAdminScreen(<ReceiptsExport now={() => new Date('2026-11-27T10:00:00Z')} />, '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: r.exportButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    answer = csv;
    await user.click(screen.getByRole('button', { name: r.exportButton }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an empty month without asking the server', async () => {
    const { calls } = mockFetch(() => csv());
    renderAdminScreen(<ReceiptsExport />, '/');
    fireEvent.change(screen.getByLabelText(r.exportLabel), { target: { value: '' } });
    await userEvent.setup().click(screen.getByRole('button', { name: r.exportButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(r.monthInvalid);
    expect(calls.filter((c) => urlOf(c).pathname === EXPORT_PATH)).toHaveLength(0);
  });
});
