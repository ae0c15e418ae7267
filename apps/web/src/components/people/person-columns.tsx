import type { ColumnDef } from '@tanstack/react-table';
import { PersonCell } from '@/components/people/person-cell';
import '@/components/data-table/column-meta';

type Person = { name: string; email: string | null };

/** The first column of every people table: avatar and name; it cannot be hidden. */
export function personColumn<T extends Person>({
  id = 'name',
  header = 'Name',
  picture = () => null,
}: { id?: string; header?: string; picture?: (row: T) => string | null } = {}): ColumnDef<T> {
  return {
    id,
    header,
    enableHiding: false,
    meta: { label: header, skeletonClassName: 'w-32' },
    cell: ({ row }) => (
      <PersonCell name={row.original.name} email={row.original.email} picture={picture(row.original)} />
    ),
  };
}

/** The email column, hidden on a phone. */
export function emailColumn<T extends Person>(): ColumnDef<T> {
  return {
    id: 'email',
    header: 'Email',
    meta: { hideOnMobile: true, label: 'Email', skeletonClassName: 'w-40' },
    cell: ({ row }) => <span className="text-muted-foreground">{row.original.email ?? '—'}</span>,
  };
}
