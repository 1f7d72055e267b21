// Blocked users of the creator (GET /block/users): avatar, name, @username, reason, date; unblock with a
// confirmation. Paging is owned by the page (URL query). antd-free (issue 22): the plain table (cards on a
// phone), its pager and the plain dialog.
import { useState } from 'react';
import { DEFAULT_AVATAR } from '@/config/constants';
import { PageNav, plainTable } from '@/components/plain-table';
import { PlainDialog } from '@/components/plain-dialog';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBlockedUsers, selectBlockMutation, userUnblockRequested } from '../block-slice';
import { type BlockedUser, userLabel } from '../types';
import { useFeature } from '@/store/use-feature';
import { blockFeature } from '../block-feature';
import { useDates } from '@/lib/dates';
import styles from './block.module.css';

interface Props {
  onPageChange: (current: number, pageSize: number) => void;
}

export function BlacklistTable({ onPageChange }: Props) {
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const dates = useDates();
  const { items, total, offset, limit, status } = useAppSelector(selectBlockedUsers);
  const { pendingIds } = useAppSelector(selectBlockMutation);
  const [asked, setAsked] = useState<BlockedUser | null>(null);
  const loading = status === 'loading' || status === 'idle';

  return (
    <>
      <table className={plainTable.table} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Reason</th>
            <th scope="col">Date</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row._id}>
              <td data-label="User">
                <span className={styles.person}>
                  <img src={row.target.avatar || DEFAULT_AVATAR} alt="" width={32} height={32} />
                  <span>
                    <strong>{userLabel(row.target)}</strong>
                    {row.target.username ? (
                      <span className={styles.handle}>@{row.target.username}</span>
                    ) : null}
                  </span>
                </span>
              </td>
              <td data-label="Reason">{row.reason || '—'}</td>
              <td data-label="Date">{dates.day(row.createdAt)}</td>
              <td data-label="Action">
                <button
                  type="button"
                  className={styles.danger}
                  disabled={pendingIds.includes(row.targetId)}
                  aria-busy={pendingIds.includes(row.targetId) || undefined}
                  onClick={() => setAsked(row)}
                >
                  Unblock
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {items.length === 0 ? (
        <p className={styles.empty} role={loading ? 'status' : undefined}>
          {loading ? 'Loading…' : 'You have not blocked anyone'}
        </p>
      ) : null}
      <PageNav
        current={Math.floor(offset / limit) + 1}
        pageSize={limit}
        total={total}
        onChange={(page) => onPageChange(page, limit)}
      />
      <PlainDialog
        open={asked !== null}
        title={asked ? `Unblock ${userLabel(asked.target)}?` : ''}
        confirmLabel="Unblock"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) dispatch(userUnblockRequested({ userId: asked.targetId }));
          setAsked(null);
        }}
      />
    </>
  );
}
