import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortState } from '@/components/data-table/sort-header';

/**
 * A server-sorted table's order, kept in the URL (`?sortBy=coinsEarned&sortOrder=asc`) like its page
 * and filters, so a reload or a shared link keeps it. A field outside `fields` counts as none
 * (undefined: the server's own order). The screen's default order is left out of the URL. Changing
 * the order goes back to the first page.
 */
export function useSortSearchParams<F extends string>(fields: readonly F[], defaultSort?: SortState<F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortBy = searchParams.get('sortBy');
  const sortOrder = searchParams.get('sortOrder') === 'asc' ? 'asc' : 'desc';
  const defaultField = defaultSort?.field;
  const defaultOrder = defaultSort?.order;

  const sort = useMemo<SortState<F> | undefined>(() => {
    const field = fields.find((candidate) => candidate === sortBy);
    if (field) return { field, order: sortOrder };
    return defaultField && defaultOrder ? { field: defaultField, order: defaultOrder } : undefined;
  }, [fields, sortBy, sortOrder, defaultField, defaultOrder]);

  const setSort = useCallback(
    (next: SortState<F>) => {
      const isDefault = next.field === defaultField && next.order === defaultOrder;
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (isDefault) {
            params.delete('sortBy');
            params.delete('sortOrder');
          } else {
            params.set('sortBy', next.field);
            params.set('sortOrder', next.order);
          }
          params.delete('page');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams, defaultField, defaultOrder],
  );

  return { sort, setSort };
}
