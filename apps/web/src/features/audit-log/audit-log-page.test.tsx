import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type AuditEntry } from '@app/contract';
import { AuditLogPage } from '@/features/audit-log/audit-log-page';
import { ids, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';

const actor = { id: 'a1', name: 'Anita Admin', email: 'admin@listenwell.test', role: 'ADMIN' as const };
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

/** A listener's own request and the gateway's answer on it: not an admin's doing. */
const withdrawalEntries: AuditEntry[] = [
  {
    id: 'w2',
    action: 'WITHDRAWAL_PROCESSED',
    entityType: 'withdrawal',
    entityId: ids.asha,
    entityName: 'Asha Verma',
    actor,
    before: { status: 'ACCEPTED', amountPaise: 10000 },
    after: { status: 'PROCESSED', amountPaise: 10000, by: 'gateway' },
    createdAt: '2025-03-04T10:00:00.000Z',
  },
  {
    id: 'w1',
    action: 'WITHDRAWAL_REQUESTED',
    entityType: 'withdrawal',
    entityId: ids.asha,
    entityName: 'Asha Verma',
    actor: { id: 'l1', name: 'Asha Verma', email: null, role: 'LISTENER' },
    before: null,
    after: { status: 'PENDING', amountPaise: 12550, coins: 125 },
    createdAt: '2025-03-03T10:00:00.000Z',
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
  it('reads each entry as a sentence with who did it and their role, and the changes', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, answer(entries)));
    renderAdminScreen(<AuditLogPage />, routes.admin.auditLog);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('Anita Admin edited Asha Verma’s listener profile');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Listener edited');
    expect(within(rows[1]!).getByText('Anita Admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rate:')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('4')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('6')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Anita Admin approved Kabir Singh’s application')).toBeInTheDocument();
    // Statuses read as the admin screens name them.
    expect(rows[2]).toHaveTextContent('Pending');
    expect(rows[2]).toHaveTextContent('Approved');
    expect(rows[2]).not.toHaveTextContent('PENDING');
    expect(table).not.toHaveTextContent(/Unknown/);
    expect(urlOf(calls[0]!).searchParams.get('limit')).toBe('20');
  });

  it('names a listener and the payment gateway as such, and shows amounts in rupees, never paise', async () => {
    mockFetch(() => jsonResponse(200, answer(withdrawalEntries)));
    renderAdminScreen(<AuditLogPage />, routes.admin.auditLog);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('Withdrawal ₹100 for Asha Verma: paid out');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Withdrawal ₹100 for Asha Verma: paid out')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Payment gateway')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('System')).toBeInTheDocument();
    expect(rows[0]).not.toHaveTextContent('Anita');
    expect(within(rows[1]!).getByText('Withdrawal ₹125.50 for Asha Verma: requested')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Listener')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Amount:')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₹125.50')).toBeInTheDocument();
    expect(table).not.toHaveTextContent(/12550|10000|Paise/);
  });

  it('filters by action', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, answer(entries)));
    const user = userEvent.setup();
    renderAdminScreen(<AuditLogPage />, routes.admin.auditLog);
    await screen.findByText('Anita Admin edited Asha Verma’s listener profile');
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
