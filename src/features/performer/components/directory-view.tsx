// The /creator directory (reference §2.3): filters, card grid, pagination, loading and empty states. The URL
// query is the view's state (spec §2 "Table pages"): reloading or sharing the URL reproduces it.
import { useEffect, useMemo } from 'react';
import { useRouter } from 'next/router';
import { EmptyIcon } from '@/components/icons';
import { PageNav } from '@/components/plain-table';
import { useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { directoryRequested, selectDirectory } from '../performer-slice';
import {
  type DirectoryQuery,
  parseDirectoryQuery,
  sameDirectoryQuery,
  serialiseDirectoryQuery,
} from '../directory-query';
import { DirectoryFilters } from './directory-filters';
import { PerformerCard } from './performer-card';
import styles from './creator-cards.module.css';
import controlStyles from './creator-controls.module.css';
import { useFeatureDispatch } from '@/store/use-feature';
import { performerFeature } from '../performer-feature';

export function DirectoryView() {
  const router = useRouter();
  // the server rendered the first view: the saga downloads with the first filter or page change
  const dispatch = useFeatureDispatch(performerFeature);
  const directory = useAppSelector(selectDirectory);
  const query = useMemo(() => parseDirectoryQuery(router.query), [router.query]);

  // The URL changed without a server round trip (filters, pager, back/forward): load that view.
  useEffect(() => {
    if (directory.status !== 'idle' && sameDirectoryQuery(query, directory.query)) return;
    dispatch(directoryRequested(query));
  }, [dispatch, query, directory.status, directory.query]);

  const go = (next: DirectoryQuery) => {
    void router.push({ pathname: paths.creators, query: serialiseDirectoryQuery(next) }, undefined, {
      shallow: true,
      scroll: true,
    });
  };

  const loading = directory.status === 'loading' || directory.status === 'idle';
  return (
    <>
      <DirectoryFilters
        query={query}
        onChange={go}
        countryName={
          directory.items.find((p) => query.filters.country && p.country === query.filters.country)
            ?.countryName ?? ''
        }
      />
      <div aria-live="polite" aria-busy={loading}>
        {directory.status === 'failed' ? (
          <div className="pf-alert" role="alert">
            {directory.error?.message ?? 'Could not load creators'}
          </div>
        ) : loading ? (
          <ul className={styles.grid} aria-label="Loading creators">
            {Array.from({ length: query.pageSize > 12 ? 12 : query.pageSize }, (_, i) => (
              <li key={i} className={styles.skeletonCard} />
            ))}
          </ul>
        ) : directory.items.length === 0 ? (
          <div className={controlStyles.empty}>
            <EmptyIcon />
            <p>No creators match these filters</p>
          </div>
        ) : (
          <>
            <p className="sr-only">{`${directory.total} creators found`}</p>
            <ul className={styles.grid} aria-label="Creators">
              {directory.items.map((p, i) => (
                <li key={p._id}>
                  <PerformerCard performer={p} first={i === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <PageNav
        className={styles.pager}
        numbered
        current={query.current}
        pageSize={query.pageSize}
        total={directory.total}
        onChange={(current) => go({ ...query, current })}
      />
    </>
  );
}
