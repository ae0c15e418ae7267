import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  listenerEndpoints,
  withdrawalsEndpoints,
  type PayoutDetailsBody,
  type WithdrawalStatus,
} from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type MyWithdrawalsQuery = { pagenumber: number; pagesize: number; status?: WithdrawalStatus };

/** One page of the listener's requests (newest first, the server's order) and what they can withdraw. */
export const useMyWithdrawals = (query: MyWithdrawalsQuery) =>
  useQuery({
    queryKey: queryKeys.withdrawals.list(query),
    queryFn: ({ signal }) => callApi(withdrawalsEndpoints.mine, { query, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Asks for a withdrawal. The key names one request: a retry of the same request sends the same key,
 * so the server reserves the amount once however often the request reaches it.
 */
const requestWithdrawal = ({
  amountPaise,
  idempotencyKey,
}: {
  amountPaise: number;
  idempotencyKey: string;
}) =>
  callApi(withdrawalsEndpoints.request, {
    body: { amountPaise },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  }).then((answer) => answer.data);

export const useRequestWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => {
      // The reservation lowers what is available and the Dashboard's Current Wallet.
      void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawals.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerStats });
    },
  });
};

/**
 * Issue 25 §2: POST /listener/payout-details, the new UPI id with the current password (and the
 * authenticator code when the account has two-step sign-in). Withdrawals pause after it (the list shows
 * until when), so the list and the profile are read again.
 */
export const useChangePayoutDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutDetailsBody) => callApi(listenerEndpoints.payoutDetails, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawals.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerProfile });
    },
  });
};
