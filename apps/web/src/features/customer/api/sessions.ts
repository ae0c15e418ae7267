import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerSessionsEndpoints,
  IDEMPOTENCY_HEADER,
  OPEN_SESSION_STATUSES,
  safetyEndpoints,
  type CustomerSession,
  type SessionRequestBody,
} from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { setWalletBalance, type PageQuery } from '@/features/customer/api/wallet';

/** An open session changes every second on the server's side (accept, start, run-out): poll it. */
export const OPEN_SESSION_REFRESH_MS = 2000;

export const isOpenSession = (session: Pick<CustomerSession, 'status'>): boolean =>
  (OPEN_SESSION_STATUSES as readonly string[]).includes(session.status);

export const useCustomerSessions = (query: PageQuery) =>
  useQuery({
    queryKey: queryKeys.customerSessions.list(query),
    queryFn: ({ signal }) => callApi(customerSessionsEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The customer's open session, or null. */
export const useCurrentSession = (options: { refetchInterval?: number } = {}) =>
  useQuery({
    queryKey: queryKeys.customerSessions.current,
    queryFn: ({ signal }) =>
      callApi(customerSessionsEndpoints.current, { signal }).then((answer) => answer.data),
    refetchInterval: options.refetchInterval,
  });

export const useCustomerSession = (id: string) =>
  useQuery({
    queryKey: queryKeys.customerSessions.detail(id),
    queryFn: ({ signal }) =>
      callApi(customerSessionsEndpoints.get, { params: { id }, signal }).then((answer) => answer.data),
    refetchInterval: (query) =>
      query.state.data && isOpenSession(query.state.data) ? OPEN_SESSION_REFRESH_MS : false,
  });

/** After any change to a session: its page shows the answer at once, the lists and wallet refresh. */
function useSessionChanged() {
  const queryClient = useQueryClient();
  return (session: CustomerSession) => {
    queryClient.setQueryData(queryKeys.customerSessions.detail(session.id), session);
    setWalletBalance(queryClient, session.walletBalance);
    void queryClient.invalidateQueries({ queryKey: queryKeys.customerSessions.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletTransactions.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
  };
}

export type SessionRequest = { body: SessionRequestBody; idempotencyKey: string };

export const useRequestSession = () => {
  const onChanged = useSessionChanged();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SessionRequest) =>
      callApi(customerSessionsEndpoints.request, {
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }).then((answer) => answer.data),
    onSuccess: onChanged,
  });
};

export const useCancelSession = () => {
  const onChanged = useSessionChanged();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(customerSessionsEndpoints.cancel, { params: { id } }).then((answer) => answer.data),
    onSuccess: onChanged,
  });
};

export const useEndSession = () => {
  const onChanged = useSessionChanged();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(customerSessionsEndpoints.end, { params: { id } }).then((answer) => answer.data),
    onSuccess: onChanged,
  });
};

export type SessionRatingInput = { id: string; stars: number; comment?: string };

/** Rates an ended session; its screen shows the stars at once, the directory's averages refresh. */
export const useRateSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stars, comment }: SessionRatingInput) =>
      callApi(safetyEndpoints.rate, { params: { id }, body: { stars, comment } }).then(
        (answer) => answer.data,
      ),
    onSuccess: (rating) => {
      queryClient.setQueryData<CustomerSession>(
        queryKeys.customerSessions.detail(rating.sessionId),
        (session) => session && { ...session, rating: { stars: rating.stars, comment: rating.comment } },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerSessions.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    },
    // Rated already (another tab): the session's own answer shows that rating.
    onError: (_error, { id }) =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerSessions.detail(id) }),
  });
};
