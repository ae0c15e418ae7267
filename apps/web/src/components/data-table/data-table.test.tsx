import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { InboxIcon } from 'lucide-react';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { pageWindow } from '@/components/data-table/data-table-pagination';
import { fakeLayout } from '@/testing/layout';

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

type WideRow = Row & { country: string };
const wideColumns: ColumnDef<WideRow>[] = [
  {
    id: 'name',
    header: 'Name',
    enableHiding: false,
    meta: { grow: true },
    cell: ({ row }) => row.original.name,
  },
  { id: 'city', header: 'City', meta: { label: 'City', priority: 1 }, cell: ({ row }) => row.original.city },
  {
    id: 'country',
    header: 'Country',
    meta: { label: 'Country', priority: 2 },
    cell: ({ row }) => row.original.country,
  },
  {
    id: 'actions',
    header: 'Actions',
    enableHiding: false,
    meta: { pinned: 'right' },
    cell: ({ row }) => <button type="button">Open {row.original.name}</button>,
  },
];
const wideRows: WideRow[] = rows.map((row) => ({ ...row, country: 'India' }));

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const tableBox = () => screen.getByRole('table').closest('[data-slot="table-container"]') as HTMLElement;

function renderWide() {
  render(
    <DataTable<WideRow>
      label="People"
      columns={wideColumns}
      data={wideRows}
      rowCount={10}
      getRowId={(row) => row.id}
      pagination={{ pageIndex: 0, pageSize: 10 }}
      onPaginationChange={vi.fn()}
      pageSizes={[10]}
      isLoading={false}
      empty={{ icon: InboxIcon, title: 'Nobody', description: 'None yet.' }}
    />,
  );
}

describe('DataTable', () => {
  it('hides secondary columns, least important first, until the table fits its box, and brings them back when it widens', () => {
    const box = { width: 250 };
    const restore = fakeLayout(box);
    try {
      renderWide();
      // 4 columns need 480 px: Country (priority 2) goes, then City; Name and the actions stay.
      expect(headers()).toEqual(['Name', 'Actions']);
      expect(screen.queryByTestId('table-scroll-hint')).not.toBeInTheDocument();
      expect(tableBox()).not.toHaveAttribute('tabindex');

      // Room for 3 columns (360 px): City comes back, Country (480 px) does not.
      box.width = 400;
      fireEvent.scroll(tableBox());
      expect(headers()).toEqual(['Name', 'City', 'Actions']);

      // Room for all of them.
      box.width = 500;
      fireEvent.scroll(tableBox());
      expect(headers()).toEqual(['Name', 'City', 'Country', 'Actions']);

      // Narrow again: the same order of leaving.
      box.width = 370;
      fireEvent.scroll(tableBox());
      expect(headers()).toEqual(['Name', 'City', 'Actions']);
    } finally {
      restore();
    }
  });

  it('keeps a column the user chose to show; the table then scrolls, says so, and keeps its actions pinned', async () => {
    const box = { width: 250 };
    const restore = fakeLayout(box);
    const user = userEvent.setup();
    try {
      renderWide();
      expect(headers()).toEqual(['Name', 'Actions']);
      await user.click(screen.getByRole('button', { name: 'Choose columns' }));
      const country = await screen.findByRole('menuitemcheckbox', { name: 'Country' });
      expect(country).toHaveAttribute('aria-checked', 'false');
      await user.click(country);
      await user.keyboard('{Escape}');
      expect(headers()).toEqual(['Name', 'Country', 'Actions']);
      expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent(
        'Scroll sideways to see every column',
      );
      // Focusable, so the columns out of view can be reached from the keyboard.
      expect(tableBox()).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('sticky', 'right-0');
    } finally {
      restore();
    }
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
