import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRightIcon, ScrollTextIcon } from 'lucide-react';
import {
  ADMIN_PAGE_SIZES,
  AUDIT_ACTIONS,
  auditActorOf,
  auditLogMessages as l,
  formatDateTime as formatLocalDateTime,
  describeAuditEntry,
  type AuditAction,
  type AuditEntry,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useAuditLog } from '@/features/audit-log/api/get-audit-log';
import {
  auditActionLabel,
  auditActionTone,
  auditChanges,
  fieldLabel,
} from '@/features/audit-log/audit-format';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { cn } from '@/lib/utils';

const DEFAULT_PAGE_SIZE = 20;
const toneDot: Record<(typeof auditActionTone)[AuditAction], string> = {
  success: 'bg-success',
  warning: 'bg-warning',
  destructive: 'bg-destructive',
  brand: 'bg-brand',
  secondary: 'bg-muted-foreground/50',
};
const VISIBLE_CHANGES = 3;
const formatDateTime = (value: string) =>
  formatLocalDateTime(new Date(value), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
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
            <ArrowRightIcon className="size-3 shrink-0 text-muted-foreground" aria-label={l.changedTo} />
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
          {expanded ? l.showLess : l.showMore(changes.length - VISIBLE_CHANGES)}
        </button>
      )}
    </div>
  );
}

/** Built while rendering, so its labels are in the language shown. */
const columns = (): ColumnDef<AuditEntry>[] => [
  {
    id: 'when',
    header: l.columns.when,
    // The last to make way; its time then shows under the action.
    meta: { priority: 1, label: l.columns.when, skeletonClassName: 'w-32' },
    cell: ({ row }) => (
      <time dateTime={row.original.createdAt} className="tabular-nums">
        {formatDateTime(row.original.createdAt)}
      </time>
    ),
  },
  {
    id: 'who',
    header: l.columns.who,
    meta: { priority: 3, label: l.columns.who, skeletonClassName: 'w-36' },
    cell: ({ row }) => {
      const actor = auditActorOf(row.original);
      return (
        <div className="grid w-36 leading-tight">
          <TruncatedText text={actor.name} className="font-medium" />
          <span className="text-xs text-muted-foreground">{actor.role}</span>
        </div>
      );
    },
  },
  {
    id: 'action',
    header: l.columns.action,
    enableHiding: false,
    meta: { label: l.columns.action, className: 'min-w-56 whitespace-normal', skeletonClassName: 'w-56' },
    // On a narrow screen the columns that made way show here, under the sentence, in small print.
    cell: ({ row, table }) => {
      const entry = row.original;
      const hidden = (id: string) => !table.getColumn(id)?.getIsVisible();
      const actor = auditActorOf(entry);
      return (
        <div className="flex max-w-72 flex-col items-start gap-1 leading-snug">
          <p className="flex items-start gap-2 font-medium text-pretty">
            <span
              aria-hidden="true"
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', toneDot[auditActionTone[entry.action]])}
            />
            {describeAuditEntry(entry)}
          </p>
          <span className="pl-4 text-xs text-muted-foreground">
            {auditActionLabel(entry.action)}
            {hidden('who') && l.byActor(actor.name, actor.role.toLowerCase())}
          </span>
          {hidden('when') && (
            <time dateTime={entry.createdAt} className="pl-4 text-xs text-muted-foreground tabular-nums">
              {formatDateTime(entry.createdAt)}
            </time>
          )}
        </div>
      );
    },
  },
  {
    id: 'changes',
    header: l.columns.changes,
    // Takes the room left and wraps long values, so it never needs more than a phone's width.
    meta: {
      label: l.columns.changes,
      grow: true,
      className: 'min-w-32 whitespace-normal',
      skeletonClassName: 'w-48',
    },
    cell: ({ row }) => <Changes entry={row.original} />,
  },
];

/** Every recorded decision, newest first, as a sentence: who (and their role), what, and the fields before and after. */
export function AuditLogPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const actionParam = getFilter('action');
  const action = isAction(actionParam) ? actionParam : undefined;
  const query = useAuditLog({ page: pagination.pageIndex + 1, limit: pagination.pageSize, action });
  const tableColumns = useMemo(() => columns(), []);

  return (
    <>
      <PageHeader title={l.title} description={l.description} />
      <DataTable
        label={l.tableLabel}
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.data, total: answer.pagination.total }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle={l.loadFailed}
        toolbar={
          <DataTableFacetedFilter
            title={l.actionFilter}
            options={AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) }))}
            value={action}
            onChange={(value) => setFilter('action', value)}
          />
        }
        empty={{
          icon: ScrollTextIcon,
          title: action ? l.noEntriesForAction : l.nothingYet,
          description: action ? l.noEntriesForActionHint : l.nothingYetHint,
          action: action && (
            <Button variant="outline" size="sm" onClick={() => setFilter('action', undefined)}>
              {l.showAll}
            </Button>
          ),
        }}
      />
    </>
  );
}
