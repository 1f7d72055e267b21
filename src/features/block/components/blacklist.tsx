// /creator/blacklist (reference §2.5): users the creator blocked, "Block user" dialog, unblock with confirmation;
// the page in the URL. antd-free (issue 22): the plain table, dialogs and toasts (useNotify).
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect, useState } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { MESSAGES } from '@/config/constants';
import { useNotify } from '@/components/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { positiveInt } from '@/lib/table-query';
import { useFeature } from '@/store/use-feature';
import { blockFeature } from '../block-feature';
import {
  BLOCKED_USERS_PAGE_SIZE,
  blockedUsersRequested,
  selectBlockedUsers,
  selectBlockMutation,
} from '../block-slice';
import { BlacklistTable } from './blacklist-table';
import { BlockUserModal } from './block-user-modal';
import styles from './block.module.css';

export function Blacklist() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const toast = useNotify();
  const [open, setOpen] = useState(false);
  const { status, error } = useAppSelector(selectBlockedUsers);
  const mutation = useAppSelector(selectBlockMutation);

  const current = positiveInt(router.query.current, 1, 100000);
  const pageSize = positiveInt(router.query.pageSize, BLOCKED_USERS_PAGE_SIZE, 200);

  useEffect(() => {
    if (!router.isReady) return;
    dispatch(blockedUsersRequested({ offset: (current - 1) * pageSize, limit: pageSize }));
  }, [dispatch, router.isReady, current, pageSize]);

  useOnNewSeq(mutation.seq, () => {
    if (mutation.status === 'succeeded') {
      toast.success(mutation.kind === 'block' ? 'User has been blocked' : 'User has been unblocked');
    } else if (mutation.status === 'failed') {
      toast.error(mutation.error?.message || MESSAGES.genericFallback);
    }
  });

  const onPageChange = (page: number, size: number) => {
    void router.replace(
      { pathname: router.pathname, query: { ...router.query, current: page, pageSize: size } },
      undefined,
      { shallow: true },
    );
  };

  return (
    <div className="container">
      <Head>
        <title>Blacklist</title>
      </Head>
      <div className={`page-heading ${styles.heading}`}>
        <h1>Blacklist</h1>
        <button type="button" className={styles.primary} onClick={() => setOpen(true)}>
          Block user
        </button>
      </div>
      {status === 'failed' ? (
        <div className={`pf-alert ${styles.alert}`} role="alert">
          <p>{error?.message || MESSAGES.genericFallback}</p>
          <button
            type="button"
            className={styles.btn}
            onClick={() =>
              dispatch(blockedUsersRequested({ offset: (current - 1) * pageSize, limit: pageSize }))
            }
          >
            Retry
          </button>
        </div>
      ) : null}
      <div className="plain-card">
        <BlacklistTable onPageChange={onPageChange} />
      </div>
      <BlockUserModal open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
