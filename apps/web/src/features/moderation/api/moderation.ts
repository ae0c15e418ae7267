import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  moderationEndpoints,
  safetyEndpoints,
  type CaseAction,
  type CaseParty,
  type CaseStatus,
  type Helpline,
} from '@app/contract';
import { callApi } from '@/lib/api-client';

// The moderation screen's query keys. `all` is the prefix of the others: an action refreshes the
// queue and the case at once.
const moderationKeys = {
  all: ['moderation'] as const,
  list: (query: object) => ['moderation', 'cases', query] as const,
  detail: (id: string) => ['moderation', 'case', id] as const,
  helplines: ['helplines'] as const,
};

export type CasesQuery = { pagenumber: number; pagesize: number; status: CaseStatus };

export const useCases = (query: CasesQuery) =>
  useQuery({
    queryKey: moderationKeys.list(query),
    queryFn: ({ signal }) => callApi(moderationEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    // A crisis flag cannot wait for a reload: the queue looks again this often.
    refetchInterval: 30_000,
  });

export const useCase = (id: string) =>
  useQuery({
    queryKey: moderationKeys.detail(id),
    queryFn: ({ signal }) =>
      callApi(moderationEndpoints.get, { params: { id }, signal }).then((answer) => answer.data),
  });

export type CaseActionRequest = {
  caseId: string;
  action: CaseAction;
  note?: string;
  refundCoins?: number;
  /** For a warning: whom it is mailed to. */
  warn?: CaseParty;
  /** For a refund: one key per submission, so a retry never refunds twice. */
  idempotencyKey?: string;
};

export const useCaseAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, action, note, refundCoins, warn, idempotencyKey }: CaseActionRequest) =>
      callApi(moderationEndpoints.act, {
        params: { id: caseId },
        body: { action, note, refundCoins, warn },
        headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
      }).then((answer) => answer.data),
    onSuccess: (detail) => {
      queryClient.setQueryData(moderationKeys.detail(detail.id), detail);
      // The queue (status, outcome, refunded coins) and the other cases' histories change too.
      void queryClient.invalidateQueries({
        queryKey: moderationKeys.all,
        predicate: (query) => query.queryKey[2] !== detail.id,
      });
    },
  });
};

/** The helplines list, fetched once it is wanted (the editor opens). */
export const useHelplines = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: moderationKeys.helplines,
    queryFn: ({ signal }) => callApi(safetyEndpoints.helplines, { signal }).then((answer) => answer.data),
  });

export const useUpdateHelplines = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helplines: Helpline[]) =>
      callApi(safetyEndpoints.updateHelplines, { body: { helplines } }).then((answer) => answer.data),
    onSuccess: (helplines) => queryClient.setQueryData(moderationKeys.helplines, helplines),
  });
};
