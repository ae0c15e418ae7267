import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PaginationState } from '@tanstack/react-table';

export type TableSearchParamsOptions = {
  /** Allowed rows-per-page choices; a size in the URL outside the list falls back to the default. */
  pageSizes: readonly number[];
  defaultPageSize: number;
};

const PAGE = 'page';
const SIZE = 'size';

/**
 * A table's page, page size and filters, kept in the URL (`?page=2&size=20&status=APPROVED`) so a
 * reload, a shared link or the back button shows the same rows. Pages are 1-based in the URL and
 * 0-based in the table. Changing a filter or the page size goes back to the first page.
 */
export function useTableSearchParams({ pageSizes, defaultPageSize }: TableSearchParamsOptions) {
  const [searchParams, setSearchParams] = useSearchParams();

  const pagination = useMemo<PaginationState>(() => {
    const page = Number(searchParams.get(PAGE));
    const size = Number(searchParams.get(SIZE));
    return {
      pageIndex: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
      pageSize: pageSizes.includes(size) ? size : defaultPageSize,
    };
  }, [searchParams, pageSizes, defaultPageSize]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setPagination = useCallback(
    (next: PaginationState) => {
      update((params) => {
        if (next.pageIndex > 0) params.set(PAGE, String(next.pageIndex + 1));
        else params.delete(PAGE);
        if (next.pageSize !== defaultPageSize) params.set(SIZE, String(next.pageSize));
        else params.delete(SIZE);
      });
    },
    [update, defaultPageSize],
  );

  const getFilter = useCallback((name: string) => searchParams.get(name) ?? undefined, [searchParams]);

  /** Sets (or with an empty value removes) one filter and returns to the first page. */
  const setFilter = useCallback(
    (name: string, value: string | undefined) => {
      update((params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        params.delete(PAGE);
      });
    },
    [update],
  );

  return { pagination, setPagination, getFilter, setFilter };
}
