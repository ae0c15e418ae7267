import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, plansEndpoints, walletEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PageQuery = { pagenumber: number; pagesize: number };

export const useWallet = () =>
  useQuery({
    queryKey: queryKeys.wallet,
    queryFn: ({ signal }) => callApi(walletEndpoints.get, { signal }).then((answer) => answer.data),
  });

export const useWalletTransactions = (query: PageQuery) =>
  useQuery({
    queryKey: queryKeys.walletTransactions.list(query),
    queryFn: ({ signal }) => callApi(walletEndpoints.transactions, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const usePlansOnSale = () =>
  useQuery({
    queryKey: queryKeys.plansOnSale,
    queryFn: ({ signal }) => callApi(plansEndpoints.list, { signal }).then((answer) => answer.data),
  });

/**
 * Buys a plan. The key names one purchase: a retry of the same purchase sends the same key, so the
 * server credits the coins once however often the request reaches it.
 */
export const purchasePlan = ({ planId, idempotencyKey }: { planId: string; idempotencyKey: string }) =>
  callApi(walletEndpoints.purchase, {
    body: { planId },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  }).then((answer) => answer.data);

export const usePurchasePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchasePlan,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.wallet, { balance: result.balance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.walletTransactions.all });
    },
  });
};
