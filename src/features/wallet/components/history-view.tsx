// What the fan's money tables share (reference §2.4): the one filter above the table, the load error, the table
// (cards on phones), and the date and price columns the API sorts by. antd-free like the subscriptions table (the
// fan pages' JS budget, issue 22): plain-table parts driven by the URL view of useHistoryTable.
import type { ReactNode } from 'react';
import { Pager, plainTable, SelectFilter, SortHeader } from '@/components/plain-table';
import { formatExact } from '@/lib/money';
import styles from './money.module.css';

/** One column: its header, how a row shows in it, and for a column the API sorts by, the contract's sortBy. */
export interface HistoryColumn<T> {
  title: string;
  render: (row: T) => ReactNode;
  sortBy?: string;
  /** money: right-aligned */
  numeric?: boolean;
}

/** A sortable date and time column (the viewer's date format). */
export const dateColumn = <T,>(
  field: keyof T & string,
  title: string,
  dayTime: (v: string) => string,
): HistoryColumn<T> => ({ title, sortBy: field, render: (row) => dayTime(String(row[field] ?? '')) });

/** The sortable total: `totalPrice`, exact to the cent. */
export const priceColumn = <T extends { totalPrice: number }>(title: string): HistoryColumn<T> => ({
  title,
  sortBy: 'totalPrice',
  numeric: true,
  render: (row) => formatExact(row.totalPrice),
});

/** The parts of useHistoryTable the view reads (any of its filter shapes). */
type Table = Parameters<typeof SortHeader>[0]['table'] & {
  state: { filters: Record<string, string> };
  page: { error: string | null; items: unknown[]; total: number };
  loading: boolean;
  setFilter: (key: never, value: string) => void;
};

/** What every money table shows: its one filter, the load error, and the table (cards on phones). */
export function HistoryView<T extends { _id: string }>({
  table: t,
  columns,
  filter,
  empty,
}: {
  table: Table;
  columns: HistoryColumn<T>[];
  filter: { label: string; key: string; options: Record<string, string> };
  empty: string;
}) {
  const items = t.page.items as T[];
  return (
    <>
      <div className={styles.row} style={{ marginBottom: 12 }}>
        <SelectFilter
          label={filter.label}
          value={t.state.filters[filter.key] ?? ''}
          options={filter.options}
          onChange={(v) => t.setFilter(filter.key as never, v)}
        />
      </div>
      {t.page.error ? (
        <div role="alert" className={`${styles.alert} ${styles.error}`}>
          {t.page.error}
        </div>
      ) : null}
      <table className={plainTable.table} aria-busy={t.loading || undefined}>
        <thead>
          <tr>
            {columns.map((c) =>
              c.sortBy ? (
                <SortHeader key={c.title} table={t} field={c.sortBy} label={c.title} numeric={c.numeric} />
              ) : (
                <th key={c.title} scope="col">
                  {c.title}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row._id}>
              {columns.map((c) => (
                <td key={c.title} data-label={c.title} className={c.numeric ? plainTable.num : undefined}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {t.loading && !items.length ? <p role="status">Loading…</p> : null}
      {!t.loading && !items.length && !t.page.error ? <p>{empty}</p> : null}
      <Pager table={t} total={t.page.total} />
    </>
  );
}
