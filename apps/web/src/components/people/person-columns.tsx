import type { ColumnDef } from '@tanstack/react-table';
import { PersonCell } from '@/components/people/person-cell';
import { TruncatedText } from '@/components/data-table/truncated-text';
import '@/components/data-table/column-meta';
import { peopleFormsMessages } from '@app/contract';

type Person = { name: string; email: string | null };

/**
 * The first column of every people table: avatar and name; it cannot be hidden. It takes the room
 * the other columns leave (long names are cut short, the whole name on hover or focus), and shows
 * the email under the name while the table has no email column in view.
 */
export function personColumn<T extends Person>({
  id = 'name',
  header,
  picture = () => null,
}: { id?: string; header?: string; picture?: (row: T) => string | null } = {}): ColumnDef<T> {
  // Getters: columns are often built once, in module scope; the header is read when drawn.
  const title = () => header ?? peopleFormsMessages.name;
  return {
    id,
    get header() {
      return title();
    },
    enableHiding: false,
    meta: {
      get label() {
        return title();
      },
      grow: true,
      className: 'min-w-40 md:min-w-56',
      skeletonClassName: 'w-32',
    },
    cell: ({ row, table }) => (
      <PersonCell
        name={row.original.name}
        email={row.original.email}
        picture={picture(row.original)}
        showEmail={!table.getColumn('email')?.getIsVisible()}
      />
    ),
  };
}

/** The email column, the first of the secondary columns to stay: long addresses are cut short. */
export function emailColumn<T extends Person>(): ColumnDef<T> {
  return {
    id: 'email',
    get header() {
      return peopleFormsMessages.email;
    },
    meta: {
      priority: 1,
      get label() {
        return peopleFormsMessages.email;
      },
      skeletonClassName: 'w-40',
    },
    cell: ({ row }) =>
      row.original.email ? (
        <TruncatedText text={row.original.email} className="max-w-48 text-muted-foreground xl:max-w-64" />
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  };
}
