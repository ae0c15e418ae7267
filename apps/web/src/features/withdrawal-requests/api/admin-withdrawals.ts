import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminWithdrawalsEndpoints, type WithdrawalStatus } from '@app/contract';
import { callApi, callApiForBlob } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type WithdrawalFilter = { status?: WithdrawalStatus; search?: string };
export type AdminWithdrawalsQuery = WithdrawalFilter & { pagenumber: number; pagesize: number };

/** One page of withdrawal requests, newest first (the server's order). */
export const useAdminWithdrawals = (query: AdminWithdrawalsQuery) =>
  useQuery({
    queryKey: queryKeys.adminWithdrawals.list(query),
    queryFn: ({ signal }) => callApi(adminWithdrawalsEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export type WithdrawalDecision =
  | { kind: 'accept' }
  | { kind: 'pay' }
  | { kind: 'process'; payoutReference: string }
  | { kind: 'reject'; reason: string };

const decideWithdrawal = ({ id, decision }: { id: string; decision: WithdrawalDecision }) => {
  const params = { id };
  switch (decision.kind) {
    case 'accept':
      return callApi(adminWithdrawalsEndpoints.accept, { params });
    case 'pay':
      return callApi(adminWithdrawalsEndpoints.pay, { params });
    case 'process':
      return callApi(adminWithdrawalsEndpoints.process, {
        params,
        body: { payoutReference: decision.payoutReference },
      });
    case 'reject':
      return callApi(adminWithdrawalsEndpoints.reject, { params, body: { reason: decision.reason } });
  }
};

export const useDecideWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    // Also after a refusal: a 409 means another admin decided first, and the row must show it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminWithdrawals.all });
    },
  });
};

/** The filtered requests as the payout-batch CSV (the request needs the admin's token). */
export const exportWithdrawals = (filter: WithdrawalFilter) =>
  callApiForBlob(adminWithdrawalsEndpoints.exportCsv, { query: filter, accept: 'text/csv' });
