// What the fan's money tables share (reference §2.4): the one filter above the table, the load error, the table
// (cards on phones), and the date and price columns the API sorts by.
import type { ReactNode } from 'react';
import { Alert, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ManagementTable } from '@/components/management-table';
import { formatExact } from '@/lib/money';
import { sortOrderOf } from './use-history-table';

type SortState = Parameters<typeof sortOrderOf>[0];

/** A column the API sorts by: `field` is both the row's field and the contract's sortBy. */
function sortedColumn<T, V>(
  state: SortState,
  field: string,
  title: string,
  render: (value: V) => ReactNode,
): ColumnsType<T>[number] {
  return { title, dataIndex: field, key: field, sorter: true, sortOrder: sortOrderOf(state, field), render };
}

/** A sortable date and time column (the viewer's date format). */
export const dateColumn = <T,>(
  state: SortState,
  field: string,
  title: string,
  dayTime: (v: string) => string,
) => sortedColumn<T, string>(state, field, title, (v) => dayTime(v));

/** The sortable total: `totalPrice`, exact to the cent. */
export const priceColumn = <T,>(state: SortState, title: string) =>
  sortedColumn<T, number>(state, 'totalPrice', title, formatExact);

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Record<string, string>;
  onChange: (v: string) => void;
}) {
  return (
    <Space>
      <span id={`filter-${label}`}>{label}</span>
      <Select
        aria-labelledby={`filter-${label}`}
        style={{ minWidth: 200 }}
        value={value}
        onChange={onChange}
        options={[
          { value: '', label: 'All' },
          ...Object.entries(options).map(([v, l]) => ({ value: v, label: l })),
        ]}
      />
    </Space>
  );
}

/** What every money table shows: its one filter, the load error, and the table (cards on phones). */
export function HistoryView<T extends { _id: string }>({
  table: t,
  columns,
  filter,
  empty,
}: {
  table: {
    state: { filters: Record<string, string> };
    page: { error: string | null; items: unknown[] };
    loading: boolean;
    pagination: object;
    setFilter: (key: never, value: string) => void;
    onTableChange: unknown;
  };
  columns: ColumnsType<T>;
  filter: { label: string; key: string; options: Record<string, string> };
  empty: string;
}) {
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Filter
          label={filter.label}
          value={t.state.filters[filter.key]}
          options={filter.options}
          onChange={(v) => t.setFilter(filter.key as never, v)}
        />
      </div>
      {t.page.error ? (
        <Alert type="error" showIcon message={t.page.error} style={{ marginBottom: 12 }} />
      ) : null}
      <ManagementTable<T>
        rowKey="_id"
        columns={columns}
        dataSource={t.page.items as T[]}
        loading={t.loading}
        pagination={t.pagination}
        onChange={t.onTableChange as never}
        locale={{ emptyText: empty }}
      />
    </>
  );
}
