import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEndpoints, type AuditAction } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AuditLogQuery = { page: number; limit: number; action?: AuditAction };

export const getAuditLog = (query: AuditLogQuery, signal?: AbortSignal) =>
  callApi(auditEndpoints.listAuditLog, { query, signal });

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({
    queryKey: queryKeys.auditLog.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
