import { useMemo, useState } from 'react';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { toast } from 'sonner';
import { PackageIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import {
  ADMIN_PAGE_SIZES,
  formatNumber,
  plansMessages as p,
  plansPageMessages as pp,
  type Plan,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, useLastValue } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAdminPlans } from '@/features/plans/api/get-admin-plans';
import { useDeletePlan } from '@/features/plans/api/delete-plan';
import { PlanFormDialog, type PlanDialogTarget } from '@/features/plans/components/plan-form-dialog';
import { formatRupees } from '@app/contract';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { serverMessageOr } from '@/lib/api-error';

const DEFAULT_PAGE_SIZE = 10;

type RowActions = { edit: (plan: Plan) => void; remove: (plan: Plan) => void };

function columns(actions: RowActions): ColumnDef<Plan>[] {
  return [
    {
      id: 'id',
      header: () => pp.columnId,
      meta: { priority: 4, label: pp.columnId, className: 'w-24', skeletonClassName: 'w-16' },
      // Ids are UUIDs: the first block tells plans apart; the whole id is in the tooltip and for readers.
      cell: ({ row }) => (
        <span className="font-mono text-xs text-muted-foreground" title={row.original.id}>
          <span aria-hidden="true">{row.original.id.slice(0, 8)}</span>
          <span className="sr-only">{row.original.id}</span>
        </span>
      ),
    },
    {
      id: 'name',
      header: () => pp.columnName,
      meta: { label: pp.columnName, skeletonClassName: 'w-24' },
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'description',
      header: () => pp.columnDescription,
      meta: {
        priority: 3,
        label: pp.columnDescription,
        grow: true,
        className: 'min-w-40',
        skeletonClassName: 'w-40',
      },
      cell: ({ row }) =>
        row.original.description ? (
          <TruncatedText text={row.original.description} className="text-muted-foreground" />
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'price',
      header: () => pp.columnPrice,
      meta: { label: pp.columnPrice, className: 'text-right', skeletonClassName: 'ml-auto w-16' },
      cell: ({ row }) => <span className="tabular-nums">{formatRupees(row.original.pricePaise)}</span>,
    },
    {
      id: 'coins',
      header: () => pp.columnCoins,
      meta: {
        priority: 1,
        label: pp.columnCoins,
        className: 'text-right',
        skeletonClassName: 'ml-auto w-10',
      },
      cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.coins)}</span>,
    },
    {
      id: 'bonusCoins',
      header: () => pp.columnBonusCoins,
      meta: {
        priority: 2,
        label: pp.columnBonusCoins,
        className: 'text-right',
        skeletonClassName: 'ml-auto w-10',
      },
      cell: ({ row }) => (
        <span
          className={
            row.original.bonusCoins > 0
              ? 'font-medium text-success tabular-nums'
              : 'text-muted-foreground tabular-nums'
          }
        >
          +{formatNumber(row.original.bonusCoins)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => pp.columnActions,
      enableHiding: false,
      meta: { pinned: 'right', className: 'w-px text-right', skeletonClassName: 'ml-auto w-16' },
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={pp.editOf(row.original.name)}
            title={pp.edit}
            onClick={() => actions.edit(row.original)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={pp.deleteOf(row.original.name)}
            title={pp.delete}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => actions.remove(row.original)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];
}

/** Admin Plans: the coin plans customers buy; create, edit and delete them. */
export function PlansPage() {
  const query = useAdminPlans();
  const { mutateAsync: deletePlan } = useDeletePlan();
  const [dialog, setDialog] = useState<PlanDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const shownDeleting = useLastValue(deleting);
  // Every plan comes in one answer (a handful at most); the table pages them here.
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const { remember, restore } = useReturnFocus();

  const tableColumns = useMemo(
    () =>
      columns({
        edit: (plan) => {
          remember();
          setDialog({ mode: 'edit', plan });
        },
        remove: (plan) => {
          remember();
          setDeleting(plan);
        },
      }),
    [remember],
  );

  const plans = query.data?.data;
  const start = pagination.pageIndex * pagination.pageSize;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePlan(deleting.id);
    } catch (error) {
      throw new Error(serverMessageOr(error, p.deleteFailed));
    }
    toast.success(p.deleted);
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title={p.title}
        description={p.subtitle}
        actions={
          <Button
            onClick={() => {
              remember();
              setDialog({ mode: 'create' });
            }}
          >
            <PlusIcon aria-hidden="true" />
            {p.createButton}
          </Button>
        }
      />
      {query.isPending ? (
        <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-md border text-sm text-muted-foreground">
          <Spinner className="size-6" aria-hidden="true" role={undefined} />
          <p role="status">{pp.loading}</p>
        </div>
      ) : (
        <DataTable
          label={pp.tableLabel}
          columns={tableColumns}
          data={plans?.slice(start, start + pagination.pageSize)}
          rowCount={plans?.length}
          getRowId={(row) => row.id}
          pagination={pagination}
          onPaginationChange={setPagination}
          pageSizes={ADMIN_PAGE_SIZES}
          isLoading={false}
          error={query.error}
          errorTitle={pp.loadError}
          onRetry={() => void query.refetch()}
          empty={{
            icon: PackageIcon,
            title: p.noPlans,
            description: pp.noPlansHint,
            action: (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  remember();
                  setDialog({ mode: 'create' });
                }}
              >
                <PlusIcon aria-hidden="true" />
                {p.createButton}
              </Button>
            ),
          }}
        />
      )}
      <PlanFormDialog target={dialog} onClose={() => setDialog(null)} onCloseAutoFocus={restore} />
      <ConfirmDialog
        open={deleting !== null}
        title={p.deleteTitle}
        description={
          shownDeleting ? (
            <>
              <span className="font-medium text-foreground">{shownDeleting.name}</span>: {p.deleteDescription}
            </>
          ) : (
            p.deleteDescription
          )
        }
        confirmLabel={pp.delete}
        busyLabel={pp.deleting}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        onCloseAutoFocus={restore}
      />
    </>
  );
}
