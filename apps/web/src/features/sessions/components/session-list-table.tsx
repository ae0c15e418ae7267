import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { clientMessages, LISTENER_PAGE_SIZES, type ListenerSession } from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { useListenerSessions, type SessionListKind } from '@/features/sessions/api/listener-session-lists';
import { useSessionUpdates } from '@/hooks/use-session-events';
import { queryKeys } from '@/lib/query-keys';

const DEFAULT_PAGE_SIZE = 10;

export type SessionListTableProps = {
  kind: SessionListKind;
  label: string;
  columns: ColumnDef<ListenerSession>[];
  /** The spec's text for a failed load of this list. */
  errorTitle: string;
  emptyIcon: LucideIcon;
  emptyDescription: ReactNode;
};

/**
 * One of the listener's session lists: server paging (1-based `pagenumber`, `pagesize`) with the page
 * in the URL, 10/20/30/40/50 rows, 'No results.' when empty.
 */
export function SessionListTable({
  kind,
  label,
  columns,
  errorTitle,
  emptyIcon,
  emptyDescription,
}: SessionListTableProps) {
  const { pagination, setPagination } = useTableSearchParams({
    pageSizes: LISTENER_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const queryClient = useQueryClient();
  // A session that changes (a new request, a customer who ends) shows at once; the 5 s poll is the floor.
  useSessionUpdates(() => void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all }));
  const query = useListenerSessions(kind, {
    pagenumber: pagination.pageIndex + 1,
    pagesize: pagination.pageSize,
  });
  return (
    <DataTable
      label={label}
      columns={columns}
      {...queryTableProps(query, (answer) => ({ rows: answer.data.sessions, total: answer.data.totalRows }))}
      getRowId={(row) => row.id}
      pagination={pagination}
      onPaginationChange={setPagination}
      pageSizes={LISTENER_PAGE_SIZES}
      errorTitle={errorTitle}
      empty={{ icon: emptyIcon, title: clientMessages.noResults, description: emptyDescription }}
    />
  );
}
