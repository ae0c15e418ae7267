import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { walletEndpoints, type PurchaseStatus } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminPurchasesQuery = {
  pagenumber: number;
  pagesize: number;
  status?: PurchaseStatus;
  search?: string;
};

/** One page of every customer's purchases, newest first (the server's order). */
export const useAdminPurchases = (query: AdminPurchasesQuery, enabled = true) =>
  useQuery({
    queryKey: queryKeys.adminPurchases.list(query),
    queryFn: ({ signal }) => callApi(walletEndpoints.adminPurchases, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One page of the payment gateway's webhooks and returns, newest first, with what each did. */
export const usePaymentEvents = (query: { pagenumber: number; pagesize: number }, enabled = true) =>
  useQuery({
    queryKey: queryKeys.adminPurchases.events(query),
    queryFn: ({ signal }) => callApi(walletEndpoints.paymentEvents, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
