// A plain table drawn from a list of columns (the studio's asset lists, the post list): each column's title heads
// it and labels its cells, so the table reads as cards on a phone (plain-table's cards).
import type { ReactNode } from 'react';
import { plainTable } from './plain-table';

/** A column: its header (also each cell's label on phones) and its cell. */
export interface TableColumn<T> {
  title: string;
  key: string;
  render: (row: T) => ReactNode;
}

export function ColumnTable<T extends { _id: string }>({
  columns,
  rows,
  busy,
}: {
  columns: TableColumn<T>[];
  rows: T[];
  /** a page is loading (aria-busy) */
  busy?: boolean;
}) {
  return (
    <table className={plainTable.table} aria-busy={busy}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._id}>
            {columns.map((c) => (
              <td key={c.key} data-label={c.title}>
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
