import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sessionsEndpoints, type EARNINGS_SORT_FIELDS } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type EarningsSortField = (typeof EARNINGS_SORT_FIELDS)[number];
export type EarningsQuery = {
  /** 1-based, as the spec's call. */
  pagenumber: number;
  pagesize: number;
  month?: number;
  year?: number;
  sortBy: EarningsSortField;
  sortOrder: 'asc' | 'desc';
};

export const useEarnings = (query: EarningsQuery) =>
  useQuery({
    queryKey: queryKeys.earnings.list(query),
    queryFn: ({ signal }) => callApi(sessionsEndpoints.earnings, { query, signal }),
    placeholderData: keepPreviousData,
  });
