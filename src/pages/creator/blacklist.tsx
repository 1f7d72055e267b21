// /creator/blacklist (reference §2.5): users the creator blocked, "Block user" modal, unblock with confirmation.
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect, useState } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Alert, Button, Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { MESSAGES } from '@/config/constants';
import { useToast } from '@/components/toast-provider';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  BlacklistTable,
  BLOCKED_USERS_PAGE_SIZE,
  blockedUsersRequested,
  BlockUserModal,
  selectBlockedUsers,
  selectBlockMutation,
} from '@/features/block';
import { useFeature } from '@/store/use-feature';
import { blockFeature } from '@/features/block';
import { positiveInt } from '@/lib/table-query';

const BlacklistPage: FlaggedPage = () => {
  const router = useRouter();
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const toast = useToast();
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
      <div className="page-heading" style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <h1>Blacklist</h1>
        <Button type="primary" onClick={() => setOpen(true)}>
          Block user
        </Button>
      </div>
      {status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={error?.message || MESSAGES.genericFallback}
          action={
            <Button
              onClick={() =>
                dispatch(blockedUsersRequested({ offset: (current - 1) * pageSize, limit: pageSize }))
              }
            >
              Retry
            </Button>
          }
        />
      ) : null}
      <Card>
        <BlacklistTable onPageChange={onPageChange} />
      </Card>
      <BlockUserModal open={open} onClose={() => setOpen(false)} />
    </div>
  );
};

BlacklistPage.authenticate = true;
BlacklistPage.onlyPerformer = true;

export default BlacklistPage;
