import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, plansEndpoints, walletEndpoints, type Wallet } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PageQuery = { pagenumber: number; pagesize: number };

export const useWallet = () =>
  useQuery({
    queryKey: queryKeys.wallet,
    queryFn: ({ signal }) => callApi(walletEndpoints.get, { signal }).then((answer) => answer.data),
  });

/** What one coin is worth in paise (the server's COIN_VALUE_PAISE), once the wallet is known. */
export const useCoinValuePaise = (): number | undefined => useWallet().data?.coinValuePaise;

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
      setWalletBalance(queryClient, result.balance);
      void queryClient.invalidateQueries({ queryKey: queryKeys.walletTransactions.all });
    },
  });
};

/** A new balance the server told (a purchase, a session's end), keeping what else the wallet query holds. */
export const setWalletBalance = (queryClient: QueryClient, balance: number) => {
  const wallet = queryClient.getQueryData<Wallet>(queryKeys.wallet);
  if (wallet) queryClient.setQueryData<Wallet>(queryKeys.wallet, { ...wallet, balance });
  else void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
};

/** How often the purchase screen asks again while the gateway has not confirmed yet. */
const PENDING_PURCHASE_REFRESH_MS = 3000;

/** One purchase (the screen the gateway returns to), asked again while it is PENDING. */
export const usePurchaseStatus = (purchaseId: string | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.purchase(purchaseId ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await callApi(walletEndpoints.purchaseStatus, {
        params: { purchaseId: purchaseId ?? '' },
        signal,
      });
      if (answer.data.status === 'CONFIRMED') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
        void queryClient.invalidateQueries({ queryKey: queryKeys.walletTransactions.all });
      }
      return answer.data;
    },
    enabled: purchaseId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' ? PENDING_PURCHASE_REFRESH_MS : false,
  });
};
