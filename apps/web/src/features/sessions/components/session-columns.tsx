import type { ColumnDef } from '@tanstack/react-table';
import { HeadphonesIcon, MessageSquareIcon } from 'lucide-react';
import { requestCardMessages, type ListenerSession } from '@app/contract';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { MoodBadge } from '@/features/sessions/components/mood-badge';
import { formatClock, secondsUntil } from '@/lib/clock-format';
import { useNow } from '@/hooks/use-now';
import { formatNumber, modeLabels } from '@/lib/people-format';

/** A session id: the first block of the UUID to read, the whole id for screen readers and on hover. */
export function SessionIdCell({ id }: { id: string }) {
  return (
    <span className="font-mono text-xs" title={id}>
      <span aria-hidden="true">{id.slice(0, 8)}</span>
      <span className="sr-only">{id}</span>
    </span>
  );
}

/** The spec's rate: '{n}/min'. */
export const formatRate = (coinsPerMinute: number) => `${formatNumber(coinsPerMinute)}/min`;

const idColumn: ColumnDef<ListenerSession> = {
  id: 'id',
  header: 'Session ID',
  // Makes way first on a narrow screen (the customer's name tells requests apart); the picker brings it back.
  meta: { priority: 6, label: 'Session ID', className: 'w-24', skeletonClassName: 'w-16' },
  cell: ({ row }) => <SessionIdCell id={row.original.id} />,
};

const customerColumn: ColumnDef<ListenerSession> = {
  id: 'customer',
  header: 'Customer',
  // A long name gives up its room before the other columns do (whole name in a tooltip).
  meta: { label: 'Customer', grow: true, className: 'min-w-24', skeletonClassName: 'w-24' },
  cell: ({ row }) => (
    <TruncatedText text={row.original.customer.name || 'Customer'} className="font-medium" />
  ),
};

const modeColumn: ColumnDef<ListenerSession> = {
  id: 'mode',
  header: 'Mode',
  meta: { priority: 3, label: 'Mode', skeletonClassName: 'w-14' },
  cell: ({ row }) => {
    const Icon = row.original.mode === 'AUDIO' ? HeadphonesIcon : MessageSquareIcon;
    return (
      <span className="inline-flex items-center gap-1.5">
        <Icon className="size-3.5 text-muted-foreground" aria-hidden="true" />
        {modeLabels[row.original.mode]}
      </span>
    );
  },
};

const languageColumn: ColumnDef<ListenerSession> = {
  id: 'language',
  header: 'Language',
  meta: { priority: 4, label: 'Language', skeletonClassName: 'w-16' },
  cell: ({ row }) => row.original.language,
};

const rateColumn: ColumnDef<ListenerSession> = {
  id: 'rate',
  header: 'Rate per min',
  meta: { priority: 5, label: 'Rate per min', className: 'text-right', skeletonClassName: 'ml-auto w-12' },
  cell: ({ row }) => <span className="tabular-nums">{formatRate(row.original.coinsPerMinute)}</span>,
};

const moodColumn: ColumnDef<ListenerSession> = {
  id: 'mood',
  header: 'Mood',
  meta: { priority: 2, label: 'Mood', skeletonClassName: 'w-16' },
  cell: ({ row }) => <MoodBadge mood={row.original.userMood} />,
};

/** A request's countdown to the server's `expiresAt`, ticking each second. */
function TimeLeftCell({ expiresAt }: { expiresAt: string }) {
  const left = secondsUntil(useNow(), expiresAt);
  return (
    <span
      className={left <= 15 ? 'font-medium text-destructive tabular-nums' : 'tabular-nums'}
      aria-label={requestCardMessages.timeLeftLabel(left)}
    >
      {formatClock(left)}
    </span>
  );
}

const timeLeftColumn: ColumnDef<ListenerSession> = {
  id: 'timeLeft',
  header: requestCardMessages.timeLeft,
  // The last column to make way: a request is answered against its clock.
  meta: { priority: 1, label: requestCardMessages.timeLeft, className: 'w-20', skeletonClassName: 'w-10' },
  cell: ({ row }) => <TimeLeftCell expiresAt={row.original.expiresAt} />,
};

/**
 * Session Requests (issue 23 §1): the spec's columns with Time left after the customer (`customer`: the
 * page's own cell, which adds the listener's private note). Mode always stays (at 375 px too); Session
 * ID makes way first.
 */
export const requestColumns = (customer: ColumnDef<ListenerSession>): ColumnDef<ListenerSession>[] => [
  idColumn,
  customer,
  timeLeftColumn,
  { ...modeColumn, meta: { ...modeColumn.meta, priority: undefined } },
  languageColumn,
  rateColumn,
  moodColumn,
];

export const sessionColumn: Record<
  'id' | 'customer' | 'mode' | 'language' | 'rate' | 'mood',
  ColumnDef<ListenerSession>
> = {
  id: idColumn,
  customer: customerColumn,
  mode: modeColumn,
  language: languageColumn,
  rate: rateColumn,
  mood: moodColumn,
};
