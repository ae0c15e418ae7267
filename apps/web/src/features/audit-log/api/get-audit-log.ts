import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type AuditAction } from '@app/contract';
import { callApi } from '@/lib/api-client';

export type AuditLogQuery = { page: number; limit: number; action?: AuditAction };

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditLogQuery) => ['audit-log', 'list', query] as const,
};

export const getAuditLog = (query: AuditLogQuery, signal?: AbortSignal) =>
  callApi(endpoints.admin.auditLog, { query, signal });

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
