import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { InboxIcon } from 'lucide-react';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { pageWindow } from '@/components/data-table/data-table-pagination';

type Row = { id: string; name: string; city: string };
const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Name', enableHiding: false, cell: ({ row }) => row.original.name },
  { id: 'city', header: 'City', meta: { label: 'City' }, cell: ({ row }) => row.original.city },
];
const rows = Array.from({ length: 10 }, (_, index) => ({
  id: String(index),
  name: `Person ${index}`,
  city: 'Pune',
}));

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const onPaginationChange = vi.fn();
  render(
    <DataTable<Row>
      label="People"
      columns={columns}
      data={rows}
      rowCount={43}
      getRowId={(row) => row.id}
      pagination={{ pageIndex: 0, pageSize: 10 }}
      onPaginationChange={onPaginationChange}
      pageSizes={[5, 10, 20, 50]}
      isLoading={false}
      empty={{ icon: InboxIcon, title: 'Nobody here yet', description: 'People appear once they join.' }}
      {...props}
    />,
  );
  return { onPaginationChange };
}

const narrowScreen = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('DataTable', () => {
  it('hides hideOnMobile columns on a phone and shows them on a wide screen', () => {
    const mobileColumns: ColumnDef<Row>[] = [
      columns[0] as ColumnDef<Row>,
      { ...(columns[1] as ColumnDef<Row>), meta: { label: 'City', hideOnMobile: true } },
    ];
    narrowScreen(true);
    const { unmount } = render(
      <DataTable<Row>
        label="People"
        columns={mobileColumns}
        data={rows}
        rowCount={43}
        getRowId={(row) => row.id}
        pagination={{ pageIndex: 0, pageSize: 10 }}
        onPaginationChange={vi.fn()}
        pageSizes={[10]}
        isLoading={false}
        empty={{ icon: InboxIcon, title: 'Nobody', description: 'None yet.' }}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    unmount();
    narrowScreen(false);
    renderTable({ columns: mobileColumns });
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('numbers pages, moves between them and changes the page size', async () => {
    const user = userEvent.setup();
    const { onPaginationChange } = renderTable();
    expect(screen.getByText('Showing 1–10 of 43')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10 });
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 4, pageSize: 10 });
    await user.selectOptions(within(nav).getByLabelText('Rows per page'), '20');
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 20 });
  });

  it('shows skeleton rows while loading, and no pagination', () => {
    renderTable({ data: undefined, rowCount: undefined, isLoading: true });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(8);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a helpful empty state instead of "Page 1 of 0"', () => {
    renderTable({ data: [], rowCount: 0 });
    expect(screen.getByText('Nobody here yet')).toBeInTheDocument();
    expect(screen.getByText('People appear once they join.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderTable({ error: new Error('Server down'), errorTitle: 'Error loading people', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading people');
    expect(alert).toHaveTextContent('Server down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('hides a column from the column picker', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'City' }));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
  });

  it('opens a row on click, but not when a button inside it is clicked', async () => {
    const onRowClick = vi.fn();
    const user = userEvent.setup();
    renderTable({ onRowClick });
    await user.click(screen.getByText('Person 2'));
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);
    onRowClick.mockClear();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onRowClick).not.toHaveBeenCalled();
  });
});

describe('pageWindow', () => {
  it('shows every page up to 7, then first, last and the neighbours with gaps', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 50)).toEqual([0, 1, 2, 3, 4, 'gap', 49]);
    expect(pageWindow(20, 50)).toEqual([0, 'gap', 19, 20, 21, 'gap', 49]);
    expect(pageWindow(49, 50)).toEqual([0, 'gap', 45, 46, 47, 48, 49]);
  });
});
