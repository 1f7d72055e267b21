// One of an account's records in the console (ledger, subscriptions, purchases, payouts, reports): a captioned
// plain table that reads as cards on a phone, or a line saying there is none.
import type { ReactNode } from 'react';
import { plainTable } from '@/components/plain-table';
import styles from './admin.module.css';
import records from './admin-records.module.css';

export interface RecordColumn<T> {
  label: string;
  /** a money or count column, right-aligned */
  num?: boolean;
  cell: (row: T) => ReactNode;
}

export function RecordTable<T>({
  title,
  rows,
  rowKey,
  columns,
  empty,
}: {
  title: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: RecordColumn<T>[];
  empty: string;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={records.sectionTitle}>{title}</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <table className={plainTable.table}>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.num ? plainTable.num : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.label} data-label={c.label} className={c.num ? plainTable.num : undefined}>
                    <span className={records.cell}>{c.cell(row)}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
