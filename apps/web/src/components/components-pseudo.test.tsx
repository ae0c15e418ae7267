import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { InboxIcon } from 'lucide-react';
import { pseudoText, routes } from '@app/contract';
import { DashboardLayout } from '@/app/layouts/dashboard-layout';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { DataTableSearch } from '@/components/data-table/data-table-search';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/pager';
import { PasswordInput } from '@/components/ui/password-input';
import { WithdrawalStatusBadge, withdrawalStatusOptions } from '@/components/payouts/withdrawal-status';
import { emailColumn, personColumn } from '@/components/people/person-columns';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { fakeLayout } from '@/testing/layout';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';
import { renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

// The frame and the shared controls in the pseudo language: every text of theirs is the catalogue's.
// What the calling screen passes in (a table's label, rows and empty state; a dialog's words) is given
// here as data; the sidebar's entries are the catalogue's (frame.nav).

afterEach(async () => {
  useAuthStore.getState().clearAuth();
  await leavePseudoLocale();
});

type Row = { id: string; name: string; email: string };
const rows: Row[] = Array.from({ length: 10 }, (_, index) => ({
  id: String(index),
  name: `Person ${index}`,
  email: `person${index}@example.com`,
}));
const DATA = [/Person \d/, /person\d@example\.com/, /\/[a-z/-]*/g];

describe('the frame and shared controls take every text from the catalogue (pseudo-locale)', () => {
  it('a data table: toolbar, column picker, people columns, pagination', async () => {
    fakeLayout({ width: 1200 });
    await showPseudoLocale();
    const columns: ColumnDef<Row>[] = [personColumn<Row>(), emailColumn<Row>()];
    const { container } = renderAt(
      <DataTable<Row>
        label="People"
        columns={columns}
        data={rows}
        rowCount={43}
        getRowId={(row) => row.id}
        pagination={{ pageIndex: 0, pageSize: 10 }}
        onPaginationChange={() => {}}
        pageSizes={[10, 20]}
        isLoading={false}
        toolbar={
          <>
            <DataTableSearch value="" onValueChange={() => {}} label={pseudoText('Search')} />
            <DataTableFacetedFilter
              title={pseudoText('Status')}
              options={withdrawalStatusOptions}
              value="PENDING"
              onChange={() => {}}
            />
          </>
        }
        empty={{ icon: InboxIcon, title: pseudoText('Nobody'), description: pseudoText('Nobody yet') }}
      />,
    );
    expect(screen.getByRole('navigation')).toHaveAttribute('aria-label', expect.stringContaining('⟦'));
    expect(textsOutsideCatalogue(container, [...DATA, 'People'])).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /⟦Stát/ }));
    expect(textsOutsideCatalogue(document.body, [...DATA, 'People'])).toEqual([]);
  });

  it('a confirmation dialog, the pager, the password toggle and a withdrawal status', async () => {
    await showPseudoLocale();
    renderAt(
      <>
        <Pager page={2} pageSize={10} totalRows={40} onPageChange={() => {}} noun={pseudoText('people')} />
        <PasswordInput />
        <WithdrawalStatusBadge status="PROCESSING" />
        <ConfirmDialog
          open
          title={pseudoText('Approve?')}
          description={pseudoText('They can take sessions.')}
          confirmLabel={pseudoText('Approve')}
          onConfirm={async () => {}}
          onCancel={() => {}}
        />
      </>,
    );
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(textsOutsideCatalogue(document.body, DATA)).toEqual([]);
  });

  it('the console shell (sidebar, header, account menu), for an admin and an unapproved listener', async () => {
    mockFetch(() => jsonResponse(200, { data: [] }));
    for (const who of [users.admin, users.pendingListener]) {
      signInAs(who);
      await showPseudoLocale();
      const { container, unmount } = renderAt(
        <DashboardLayout>
          <div />
        </DashboardLayout>,
        { path: routes.account },
      );
      expect(await screen.findAllByText(/⟦.*çóñsólé⟧/i)).not.toHaveLength(0);
      const allowed = [...DATA, who.name, who.email, /^[A-Z]{2}$/];
      expect(textsOutsideCatalogue(container, allowed)).toEqual([]);
      unmount();
    }
  });
});
