// antd-free table parts for pages held to a small first-load budget (the money and business pages): a sortable
// column header (aria-sort, one button) and a Previous/Next pager. They drive a useUrlTable view.
import type { ReactNode } from 'react';
import { DEFAULT_AVATAR } from '@/config/constants';
import type { SortOrder } from '@/lib/table-query';
import type { TableChange } from '@/lib/use-url-table';
import styles from './plain-table.module.css';

/** The table's own class (borders, phone cards from each cell's data-label), a right-aligned number cell and
 * status tags. */
export const plainTable = {
  table: styles.table,
  num: styles.num,
  tag: styles.tag,
  tagGreen: styles.tagGreen,
  tagGold: styles.tagGold,
  tagRed: styles.tagRed,
};

interface View {
  state: { current: number; pageSize: number; sortBy: string; sort: SortOrder };
  change: (c: TableChange) => void;
}

export function SortHeader({
  table,
  field,
  label,
  numeric,
}: {
  table: View;
  field: string;
  label: string;
  /** a money or count column: right-aligned like its cells */
  numeric?: boolean;
}) {
  const { sortBy, sort } = table.state;
  const active = sortBy === field;
  const next: SortOrder = active && sort === 'descend' ? 'ascend' : 'descend';
  return (
    <th
      scope="col"
      className={numeric ? styles.num : undefined}
      aria-sort={active ? (sort === 'ascend' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={styles.sort}
        onClick={() => table.change({ current: 1, sortBy: field, sort: next })}
      >
        {label}
        <span aria-hidden="true">{active ? (sort === 'ascend' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

export function Pager({ table, total }: { table: View; total: number }) {
  const { current, pageSize, sortBy, sort } = table.state;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (page: number) => table.change({ current: page, sortBy, sort });
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" className={styles.btn} disabled={current <= 1} onClick={() => go(current - 1)}>
        Previous
      </button>
      <span>
        Page {current} of {pages}
      </span>
      <button
        type="button"
        className={styles.btn}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** A labelled filter of a table view: "All" plus the given values (value → label). */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: Record<string, string>;
  onChange: (value: string) => void;
  /** the select's own class (the page's control style) */
  className?: string;
}) {
  return (
    <label className={styles.filter}>
      {label}
      <select className={className ?? styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {Object.entries(options).map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A person in a table cell: their avatar and their name (or what stands for it). */
export function PersonCell({ avatar, children }: { avatar: string; children: ReactNode }) {
  return (
    <span>
      <img className={styles.avatar} src={avatar || DEFAULT_AVATAR} alt="" width={32} height={32} />
      {children}
    </span>
  );
}
