import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRightIcon, ScrollTextIcon } from 'lucide-react';
import { ADMIN_PAGE_SIZES, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuditLog } from '@/features/audit-log/api/get-audit-log';
import {
  auditActionLabels,
  auditActionTone,
  auditChanges,
  fieldLabel,
} from '@/features/audit-log/audit-format';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { formatDateTime } from '@/lib/people-format';

const DEFAULT_PAGE_SIZE = 20;
const VISIBLE_CHANGES = 3;
const actionOptions = AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabels[action] }));
const isAction = (value: string | undefined): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

function Changes({ entry }: { entry: AuditEntry }) {
  const [expanded, setExpanded] = useState(false);
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted-foreground">—</span>;
  const shown = expanded ? changes : changes.slice(0, VISIBLE_CHANGES);
  return (
    <div className="grid gap-1">
      <ul className="grid gap-0.5 text-xs">
        {shown.map((change) => (
          <li key={change.field} className="flex flex-wrap items-center gap-x-1.5 break-words">
            <span className="font-medium">{fieldLabel(change.field)}:</span>
            <span className="text-muted-foreground line-through decoration-muted-foreground/50">
              {change.before}
            </span>
            <ArrowRightIcon className="size-3 shrink-0 text-muted-foreground" aria-label="changed to" />
            <span>{change.after}</span>
          </li>
        ))}
      </ul>
      {changes.length > VISIBLE_CHANGES && (
        <button
          type="button"
          className="w-fit text-xs font-medium text-brand underline-offset-4 hover:underline"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : `Show ${changes.length - VISIBLE_CHANGES} more`}
        </button>
      )}
    </div>
  );
}

const columns: ColumnDef<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    // The last to make way; its time then shows under the action.
    meta: { priority: 1, label: 'When', skeletonClassName: 'w-32' },
    cell: ({ row }) => (
      <time dateTime={row.original.createdAt} className="tabular-nums">
        {formatDateTime(row.original.createdAt)}
      </time>
    ),
  },
  {
    id: 'admin',
    header: 'Admin',
    meta: { priority: 3, label: 'Admin', skeletonClassName: 'w-36' },
    cell: ({ row }) => (
      <div className="grid w-36 leading-tight">
        <TruncatedText text={row.original.actor.name} className="font-medium" />
        {row.original.actor.email && (
          <TruncatedText text={row.original.actor.email} className="text-xs text-muted-foreground" />
        )}
      </div>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    enableHiding: false,
    meta: { label: 'Action', skeletonClassName: 'w-36' },
    // On a narrow screen the columns that made way show here, under the action, in small print.
    cell: ({ row, table }) => {
      const entry = row.original;
      const hidden = (id: string) => !table.getColumn(id)?.getIsVisible();
      return (
        <div className="flex max-w-44 flex-col items-start gap-0.5 leading-tight">
          <Badge variant={auditActionTone[entry.action]}>{auditActionLabels[entry.action]}</Badge>
          {hidden('record') && (
            <TruncatedText
              text={entry.entityName ?? 'Unknown'}
              className="w-0 min-w-full text-xs font-medium"
            />
          )}
          {hidden('when') && (
            <time dateTime={entry.createdAt} className="text-xs text-muted-foreground tabular-nums">
              {formatDateTime(entry.createdAt)}
            </time>
          )}
          {hidden('admin') && (
            <TruncatedText
              text={`by ${entry.actor.name}`}
              className="w-0 min-w-full text-xs text-muted-foreground"
            />
          )}
        </div>
      );
    },
  },
  {
    id: 'record',
    header: 'Record',
    meta: { priority: 2, label: 'Record', skeletonClassName: 'w-20' },
    cell: ({ row }) => (
      <span className="grid w-40 leading-tight">
        <TruncatedText text={row.original.entityName ?? 'Unknown'} className="font-medium" />
        <span className="text-xs text-muted-foreground">
          <span className="capitalize">{row.original.entityType.toLowerCase()}</span>{' '}
          <code className="font-mono" title={row.original.entityId}>
            {row.original.entityId.slice(0, 8)}
          </code>
        </span>
      </span>
    ),
  },
  {
    id: 'changes',
    header: 'What changed',
    // Takes the room left and wraps long values, so it never needs more than a phone's width.
    meta: {
      label: 'What changed',
      grow: true,
      className: 'min-w-32 whitespace-normal',
      skeletonClassName: 'w-48',
    },
    cell: ({ row }) => <Changes entry={row.original} />,
  },
];

/** Every admin decision, newest first: who, what, on which record, and the fields before and after. */
export function AuditLogPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const actionParam = getFilter('action');
  const action = isAction(actionParam) ? actionParam : undefined;
  const query = useAuditLog({ page: pagination.pageIndex + 1, limit: pagination.pageSize, action });
  const tableColumns = useMemo(() => columns, []);

  return (
    <>
      <PageHeader title="Audit Log" description="Who changed what, and when" />
      <DataTable
        label="Audit log"
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.data, total: answer.pagination.total }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle="Error loading the audit log"
        toolbar={
          <DataTableFacetedFilter
            title="Action"
            options={actionOptions}
            value={action}
            onChange={(value) => setFilter('action', value)}
          />
        }
        empty={{
          icon: ScrollTextIcon,
          title: action ? 'No entries for this action' : 'Nothing recorded yet',
          description: action
            ? 'No admin has done this yet. Choose another action or show every entry.'
            : 'Approvals, rejections, edits, blocks and account changes are recorded here as admins make them.',
          action: action && (
            <Button variant="outline" size="sm" onClick={() => setFilter('action', undefined)}>
              Show all entries
            </Button>
          ),
        }}
      />
    </>
  );
}
