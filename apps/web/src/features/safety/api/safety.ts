import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safetyEndpoints, sessionsEndpoints, type MyReport, type ReportCategory } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Keys of the safety screens (the crisis card's helplines, the caller's own reports). `myReports.all`
// is the prefix of every page, so a new report refreshes them all.
export const safetyKeys = {
  helplines: ['safety', 'helplines'] as const,
  myReports: {
    all: ['safety', 'my-reports'] as const,
    list: (query: object) => ['safety', 'my-reports', query] as const,
  },
};

/** An admin may correct the list, but not from one minute to the next: one fetch serves a sitting. */
const HELPLINES_FRESH_MS = 60 * 60 * 1000;

/**
 * The helplines of the crisis card (GET /helplines). The session screens ask for them on arrival, so
 * the card opens at once when it is wanted, even if the network has gone by then.
 */
export const useHelplines = () =>
  useQuery({
    queryKey: safetyKeys.helplines,
    queryFn: ({ signal }) => callApi(safetyEndpoints.helplines, { signal }).then((answer) => answer.data),
    staleTime: HELPLINES_FRESH_MS,
    gcTime: HELPLINES_FRESH_MS,
  });

export type ReportsQuery = { pagenumber: number; pagesize: number };

/** The caller's reports, newest first, with the admin's outcome (GET /reports/mine). */
export const useMyReports = (query: ReportsQuery) =>
  useQuery({
    queryKey: safetyKeys.myReports.list(query),
    queryFn: ({ signal }) => callApi(safetyEndpoints.myReports, { query, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The caller's reports of recent sessions by session id (the newest page holds every report of the
 * last REPORT_WINDOW_HOURS: nobody sends a hundred a day). Undefined until known: a screen then falls
 * back to what the session says, and the server refuses a second report anyway.
 */
export function useMyReportsBySession(): ReadonlyMap<string, MyReport> | undefined {
  const { data } = useMyReports({ pagenumber: 1, pagesize: 100 });
  return useMemo(
    () => (data ? new Map(data.data.map((report) => [report.sessionId, report])) : undefined),
    [data],
  );
}

export type ReportRequest = { id: string; category: ReportCategory; reason: string };

/** POST /sessions/:id/report, by the customer or the listener; the session lists and the reports refresh. */
export const useReportSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category, reason }: ReportRequest) =>
      callApi(sessionsEndpoints.report, { params: { id }, body: { category, reason } }).then(
        (answer) => answer.data,
      ),
    onSuccess: (_result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: safetyKeys.myReports.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerSessions.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerSessions.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all });
    },
  });
};
