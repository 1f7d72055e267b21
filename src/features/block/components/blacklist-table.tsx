// Blocked users of the creator (GET /block/users): avatar, name, @username, reason, date; unblock with a
// confirmation. Paging is owned by the page (URL query).
import { Button, Popconfirm } from 'antd';
import { ManagementTable } from '@/components/management-table';
import type { ColumnsType } from 'antd/es/table';
import { DEFAULT_AVATAR } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBlockedUsers, selectBlockMutation, userUnblockRequested } from '../block-slice';
import { type BlockedUser, userLabel } from '../types';
import { useFeature } from '@/store/use-feature';
import { blockFeature } from '../block-feature';
import { useDates } from '@/lib/dates';

interface Props {
  onPageChange: (current: number, pageSize: number) => void;
}

export function BlacklistTable({ onPageChange }: Props) {
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const dates = useDates();
  const { items, total, offset, limit, status } = useAppSelector(selectBlockedUsers);
  const { pendingIds } = useAppSelector(selectBlockMutation);

  const columns: ColumnsType<BlockedUser> = [
    {
      title: 'User',
      key: 'user',
      render: (_: unknown, row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <img
            src={row.target.avatar || DEFAULT_AVATAR}
            alt=""
            width={32}
            height={32}
            style={{ borderRadius: '50%', objectFit: 'cover' }}
          />
          <span>
            <strong>{userLabel(row.target)}</strong>
            {row.target.username ? (
              <span style={{ display: 'block', color: 'var(--fp-text-muted)' }}>@{row.target.username}</span>
            ) : null}
          </span>
        </span>
      ),
    },
    { title: 'Reason', dataIndex: 'reason', key: 'reason', render: (r: string) => r || '—' },
    { title: 'Date', dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => dates.day(d) },
    {
      title: 'Action',
      key: 'action',
      render: (_: unknown, row) => (
        <Popconfirm
          title={`Unblock ${userLabel(row.target)}?`}
          okText="Unblock"
          cancelText="Cancel"
          onConfirm={() => {
            dispatch(userUnblockRequested({ userId: row.targetId }));
          }}
        >
          <Button danger loading={pendingIds.includes(row.targetId)}>
            Unblock
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <ManagementTable<BlockedUser>
      rowKey="_id"
      columns={columns}
      dataSource={items}
      loading={status === 'loading'}
      locale={{ emptyText: status === 'loading' ? ' ' : 'You have not blocked anyone' }}
      pagination={{
        current: Math.floor(offset / limit) + 1,
        pageSize: limit,
        total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: onPageChange,
      }}
    />
  );
}
