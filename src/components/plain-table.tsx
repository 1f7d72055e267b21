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
  tagBlue: styles.tagBlue,
  tagPurple: styles.tagPurple,
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
  return (
    <PageNav
      current={current}
      pageSize={pageSize}
      total={total}
      onChange={(page) => table.change({ current: page, sortBy, sort })}
    />
  );
}

/** The pages a numbered pager shows: the first, the last and two either side of the current; null for a gap. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let page = 1; page <= pages; page += 1) {
    if (page === 1 || page === pages || Math.abs(page - current) <= 2) shown.push(page);
    else if (shown[shown.length - 1] !== null) shown.push(null);
  }
  return shown;
}

/** Previous / "Page n of m" / Next, for any paged list (the tables above, the creators' directory). */
export function PageNav({
  current,
  pageSize,
  total,
  onChange,
  className,
  numbered,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  className?: string;
  /** a button per page near the current one (and the first and last), like antd's pager, instead of "Page n of m" */
  numbered?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={className ?? styles.pager} aria-label="Pages">
      <button
        type="button"
        className={styles.btn}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        Previous
      </button>
      {numbered ? (
        pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <span key={`gap-${i}`} aria-hidden>
              …
            </span>
          ) : (
            <button
              key={page}
              type="button"
              className={page === current ? `${styles.btn} ${styles.current}` : styles.btn}
              aria-current={page === current ? 'page' : undefined}
              aria-label={`Page ${page}`}
              onClick={() => onChange(page)}
            >
              {page}
            </button>
          ),
        )
      ) : (
        <span>
          Page {current} of {pages}
        </span>
      )}
      <button
        type="button"
        className={styles.btn}
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
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
