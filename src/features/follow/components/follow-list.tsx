// Followers of the signed-in creator, or creators the signed-in account follows: a paged list whose page lives
// in the URL (`?current=`), as every table page does. antd-free (the fan pages' JS budget, issue 22).
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { useRouter } from 'next/router';
import { paths } from '@/config/paths';
import { CheckCircleIcon, EmptyIcon } from '@/components/icons';
import { PageNav } from '@/components/plain-table';
import { type ApiError, toApiError } from '@/lib/api-error';
import { parseTableQuery, serialiseTableQuery, toOffsetLimit } from '@/lib/table-query';
import { DEFAULT_AVATAR, MESSAGES } from '@/config/constants';
import styles from './follow-list.module.css';
import { getFollowers, getFollowing, type FollowPage } from '../api';

export const FOLLOW_PAGE_SIZE = 20;
const DEFAULTS = { pageSize: FOLLOW_PAGE_SIZE, sortBy: 'createdAt', filters: {} as Record<string, string> };

interface Props {
  kind: 'followers' | 'following';
}

export function FollowList({ kind }: Props) {
  const router = useRouter();
  const query = parseTableQuery(router.query, DEFAULTS);
  const { current, pageSize } = query;
  const [page, setPage] = useState<FollowPage | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let active = true;
    const load = kind === 'followers' ? getFollowers : getFollowing;
    load(toOffsetLimit({ current, pageSize }))
      .then((result) => {
        if (!active) return;
        setPage(result);
        setError(null);
      })
      .catch((err: unknown) => active && setError(toApiError(err, MESSAGES.genericFallback)));
    return () => {
      active = false;
    };
  }, [kind, current, pageSize]);

  if (error)
    return (
      <div className="pf-alert" role="alert">
        {error.message}
      </div>
    );
  if (!page) return <p role="status">Loading...</p>;
  if (page.items.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyIcon />
        <p>{kind === 'followers' ? 'No followers yet' : 'You do not follow anyone yet'}</p>
      </div>
    );
  }

  return (
    <>
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
        aria-label={kind === 'followers' ? 'Followers' : 'Following'}
      >
        {page.items.map(({ _id, account }) => {
          const name = account.name || account.username || 'Account';
          const id = account.username || account._id;
          return (
            <li
              key={_id}
              className="profile-card"
              style={{ padding: 8, background: 'var(--fp-surface)', borderRadius: 8 }}
            >
              <img
                className={styles.avatar}
                src={account.avatar || DEFAULT_AVATAR}
                alt=""
                width={44}
                height={44}
              />
              <div>
                <div className="profile-card__name">
                  {account.isPerformer ? <Link href={paths.profile(id)}>{name}</Link> : <span>{name}</span>}
                  {account.verifiedAccount ? (
                    <span title="Verified">
                      <CheckCircleIcon className={styles.verified} />
                      <span className="sr-only">Verified</span>
                    </span>
                  ) : null}
                </div>
                {account.username ? <div className="profile-card__username">@{account.username}</div> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <PageNav
        className={styles.pager}
        numbered
        current={current}
        pageSize={pageSize}
        total={page.total}
        onChange={(next) =>
          void router.push(
            { pathname: router.pathname, query: serialiseTableQuery({ ...query, current: next }, DEFAULTS) },
            undefined,
            { shallow: true },
          )
        }
      />
    </>
  );
}
