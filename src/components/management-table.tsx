// The creator's management tables (videos, galleries, products, posts, blacklist): an antd Table that becomes
// one card per row on phones, each cell labelled with its column, so Edit and Delete are reachable without
// scrolling sideways. Column titles that are plain text become the labels.
import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';

function labelled<T>(columns: ColumnsType<T> | undefined): ColumnsType<T> | undefined {
  return columns?.map((column) => {
    const label = typeof column.title === 'string' ? column.title : '';
    const own = column.onCell;
    return {
      ...column,
      onCell: (record: T, index?: number) =>
        ({ ...(own ? own(record, index) : {}), 'data-label': label }) as never,
    };
  });
}

export function ManagementTable<T extends object>({ columns, className, ...props }: TableProps<T>) {
  return (
    <Table<T>
      {...props}
      columns={labelled(columns)}
      className={['management-table', className].filter(Boolean).join(' ')}
    />
  );
}
