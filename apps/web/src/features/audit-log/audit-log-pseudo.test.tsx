import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes, type AuditEntry } from '@app/contract';
import { AuditLogPage } from '@/features/audit-log/audit-log-page';
import { ids, renderAdminScreen } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const actor = { id: 'a1', name: 'Anita Admin', email: 'admin@listenwell.test', role: 'ADMIN' as const };
const entries: AuditEntry[] = [
  {
    id: 'e2',
    action: 'LISTENER_UPDATED',
    entityType: 'LISTENER',
    entityId: ids.asha,
    entityName: 'Asha Verma',
    actor,
    before: { coinsPerMinute: 4, city: 'Kochi', isActive: true, dob: '1990-01-01T00:00:00.000Z' },
    after: { coinsPerMinute: 6, city: 'Pune', isActive: false, dob: '1991-01-01T00:00:00.000Z' },
    createdAt: '2025-03-02T10:00:00.000Z',
  },
  {
    id: 'w2',
    action: 'WITHDRAWAL_PROCESSED',
    entityType: 'withdrawal',
    entityId: ids.asha,
    entityName: 'Asha Verma',
    actor,
    before: { status: 'ACCEPTED', amountPaise: 10000 },
    after: { status: 'PROCESSED', amountPaise: 10000, by: 'gateway' },
    createdAt: '2025-03-01T10:00:00.000Z',
  },
];

/** What the fixtures put on screen, and other areas' shared parts. */
const DATA = [
  'Anita Admin',
  'Asha Verma',
  'Kochi',
  'Pune',
  // Recorded values shown as they were stored (codes).
  /\b(ACCEPTED|PROCESSED|gateway)\b/g,
  // The test's location probe.
  routes.admin.auditLog,
  // Hindi's times come from CLDR with am/pm in Latin letters.
  /\b[ap]m\b/g,
];

describe('the audit log in the pseudo-locale: every text comes from the catalogue', () => {
  it('the entries: sentences, actions, who, and what changed', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        data: entries,
        pagination: { page: 1, limit: 20, total: 2, totalPages: 1, hasPrevPage: false, hasNextPage: false },
      }),
    );
    await showPseudoLocale();
    const { container } = renderAdminScreen(<AuditLogPage />, routes.admin.auditLog);
    await screen.findAllByText('Kochi');
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);
  });
});
