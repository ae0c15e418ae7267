import type { ColumnDef } from '@tanstack/react-table';
import { HistoryIcon } from 'lucide-react';
import { messages, type ListenerSession } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { BlockMenu } from '@/features/blocks/block-menu';
import { sessionColumn } from '@/features/sessions/components/session-columns';
import { SessionListTable } from '@/features/sessions/components/session-list-table';
import { SessionStatusBadge } from '@/features/sessions/components/session-status-badge';
import { formatNumber } from '@/lib/people-format';

// The customer is not told: their requests to this listener are refused as 'not available'.
const describeCustomerBlock = (name: string) =>
  `${name} will not be able to ask you for a session again. They are not told that you blocked them. You can unblock them at any time on your Account page.`;

const columns: ColumnDef<ListenerSession>[] = [
  sessionColumn.id,
  sessionColumn.customer,
  sessionColumn.mode,
  sessionColumn.language,
  {
    id: 'duration',
    header: 'Duration (min)',
    meta: {
      priority: 6,
      label: 'Duration (min)',
      className: 'text-right',
      skeletonClassName: 'ml-auto w-10',
    },
    cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.timeInMinutes)}</span>,
  },
  sessionColumn.rate,
  {
    id: 'coinsEarned',
    header: 'Coins Earned',
    meta: { label: 'Coins Earned', className: 'text-right', skeletonClassName: 'ml-auto w-12' },
    cell: ({ row }) => (
      <span className="font-medium tabular-nums">{formatNumber(row.original.coinsEarned)}</span>
    ),
  },
  sessionColumn.mood,
  {
    id: 'status',
    header: 'Status',
    // The last to make way, for the row's menu on a phone (the picker brings it back).
    meta: { priority: 1, label: 'Status', skeletonClassName: 'w-20' },
    cell: ({ row }) => <SessionStatusBadge status={row.original.status} />,
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableHiding: false,
    meta: { pinned: 'right', className: 'w-12 text-right', skeletonClassName: 'ml-auto w-8' },
    cell: ({ row }) => {
      const customer = { id: row.original.customer.id, name: row.original.customer.name || 'Customer' };
      return (
        <BlockMenu
          person={customer}
          size="icon-sm"
          icon="horizontal"
          triggerLabel={`Actions for ${customer.name}`}
          describe={describeCustomerBlock}
        />
      );
    },
  },
];

/** Completed Sessions: the listener's finished sessions, newest first, with what each earned. */
export function SessionsPage() {
  return (
    <>
      <PageHeader title="Sessions" description="Your completed sessions and what each one earned" />
      <SessionListTable
        kind="completed"
        label="Completed sessions"
        columns={columns}
        errorTitle={messages.sessions.errorLoading}
        emptyIcon={HistoryIcon}
        emptyDescription="Sessions you finish appear here with their minutes and the coins you earned."
      />
    </>
  );
}
