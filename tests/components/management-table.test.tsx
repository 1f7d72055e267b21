import { render, screen } from '@testing-library/react';
import { ManagementTable } from '@/components/management-table';
import './resize-observer-stub';

type Row = { _id: string; title: string };

// antd measures the scrollbar through a pseudo-element, which jsdom does not implement
const computed = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((el) => computed(el));
});
afterAll(() => jest.restoreAllMocks());

describe('ManagementTable', () => {
  it('labels every cell with its column title so phone card rows can name each value', () => {
    const onCell = jest.fn(() => ({ title: 'own attribute' }));
    render(
      <ManagementTable<Row>
        rowKey="_id"
        dataSource={[{ _id: '1', title: 'Beach day' }]}
        pagination={false}
        columns={[
          { title: 'Title', dataIndex: 'title', onCell },
          { title: <span>Icon</span>, key: 'actions', render: () => <button type="button">Edit</button> },
        ]}
      />,
    );
    const titleCell = screen.getByText('Beach day').closest('td');
    expect(titleCell).toHaveAttribute('data-label', 'Title');
    // a column's own onCell props are kept
    expect(titleCell).toHaveAttribute('title', 'own attribute');
    expect(onCell).toHaveBeenCalled();
    // a title that is not plain text gives no label (the value stands alone)
    expect(screen.getByRole('button', { name: 'Edit' }).closest('td')).toHaveAttribute('data-label', '');
    expect(screen.getByRole('table').closest('.management-table')).not.toBeNull();
  });
});
