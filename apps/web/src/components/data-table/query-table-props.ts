import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableProps } from '@/components/data-table/data-table';

export type QueryTableProps<TRow> = Pick<
  DataTableProps<TRow>,
  'data' | 'rowCount' | 'isLoading' | 'isFetching' | 'error' | 'onRetry'
>;

/**
 * A page query (with `placeholderData: keepPreviousData`) as DataTable props: the rows and total of
 * the answer, skeletons until the first answer, the old rows dimmed while the next page loads, and
 * the error with a retry.
 */
export function queryTableProps<TAnswer, TRow>(
  query: UseQueryResult<TAnswer>,
  select: (answer: TAnswer) => { rows: TRow[]; total: number },
): QueryTableProps<TRow> {
  const page = query.data === undefined ? undefined : select(query.data);
  return {
    data: page?.rows,
    rowCount: page?.total,
    isLoading: query.isPending,
    isFetching: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
