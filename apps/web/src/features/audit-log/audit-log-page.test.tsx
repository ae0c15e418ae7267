import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type AuditEntry } from '@app/contract';
import { AuditLogPage } from '@/features/audit-log/audit-log-page';
import { ids, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';

const actor = { id: 'a1', name: 'Anita Admin', email: 'admin@listenwell.test' };
const entries: AuditEntry[] = [
  {
    id: 'e2',
    action: 'LISTENER_UPDATED',
    entityType: 'LISTENER',
    entityId: ids.asha,
    entityName: 'Asha Verma',
    actor,
    before: { coinsPerMinute: 4, city: 'Kochi' },
    after: { coinsPerMinute: 6, city: 'Pune' },
    createdAt: '2025-03-02T10:00:00.000Z',
  },
  {
    id: 'e1',
    action: 'APPLICATION_APPROVED',
    entityType: 'LISTENER',
    entityId: ids.kabir,
    entityName: 'Kabir Singh',
    actor,
    before: { applicationStatus: 'PENDING' },
    after: { applicationStatus: 'APPROVED' },
    createdAt: '2025-03-01T10:00:00.000Z',
  },
];

const answer = (data: AuditEntry[]) => ({
  data,
  pagination: {
    page: 1,
    limit: 20,
    total: data.length,
    totalPages: 1,
    hasPrevPage: false,
    hasNextPage: false,
  },
});

describe('audit log', () => {
  it('renders entries newest first with admin, action label, short record id and changes', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, answer(entries)));
    renderAdminScreen(<AuditLogPage />, routes.admin.auditLog);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('Listener edited');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Listener edited');
    expect(rows[1]).toHaveTextContent('Anita Admin');
    expect(rows[1]).toHaveTextContent(ids.asha.slice(0, 8));
    expect(rows[1]).toHaveTextContent('Asha Verma');
    expect(within(rows[1]!).getByText('Rate:')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('4')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('6')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Application approved');
    // Statuses read as the admin screens name them.
    expect(rows[2]).toHaveTextContent('Pending');
    expect(rows[2]).toHaveTextContent('Approved');
    expect(rows[2]).not.toHaveTextContent('PENDING');
    expect(urlOf(calls[0]!).searchParams.get('limit')).toBe('20');
  });

  it('filters by action', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, answer(entries)));
    const user = userEvent.setup();
    renderAdminScreen(<AuditLogPage />, routes.admin.auditLog);
    await screen.findByText('Listener edited');
    await user.click(screen.getByRole('button', { name: /^Action/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'User deleted' }));
    await waitFor(() => expect(urlOf(calls.at(-1)!).searchParams.get('action')).toBe('USER_DELETED'));
  });

  it('explains an empty log', async () => {
    mockFetch(() => jsonResponse(200, answer([])));
    renderAdminScreen(<AuditLogPage />, routes.admin.auditLog);
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });
});
