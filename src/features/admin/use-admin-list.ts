// A console list page's loading: one page of an /admin list, loaded again when its key (page, filters) changes
// or after a decision (reload); a two-factor refusal goes back to the gate. An answer for an older key is dropped.
// `usePagedAdminList` adds the filters and page every console list keeps (a new filter goes back to page 1) and the
// state the plain table's Pager reads.
import { useCallback, useEffect, useState } from 'react';
import type { ListData } from '@/lib/http-client';
import type { TableChange } from '@/lib/use-url-table';
import { ADMIN_PAGE_SIZE } from './api';
import { toApiError } from '@/lib/api-error';
import { useConsoleGate } from './components/two-factor-gate';

export interface AdminList<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: string;
  reload: () => void;
}

interface Loaded<T> {
  items: T[];
  total: number;
  error: string;
  /** the key and reload count this answer is for */
  for: string;
}

export function useAdminList<T>(load: () => Promise<ListData<T>>, key: string): AdminList<T> {
  const { refused } = useConsoleGate();
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ items: [], total: 0, error: '', for: '' });
  const wanted = `${round}:${key}`;

  useEffect(() => {
    let current = true;
    load().then(
      (page) => {
        if (current) setLoaded({ items: page.data, total: page.total, error: '', for: wanted });
      },
      (err: unknown) => {
        if (!current || refused(err)) return;
        const error = toApiError(err, 'The list could not be loaded').message;
        setLoaded((s) => ({ ...s, error, for: wanted }));
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `wanted` says when what it loads changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, refused]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return {
    items: loaded.items,
    total: loaded.total,
    error: loaded.error,
    loading: loaded.for !== wanted,
    reload,
  };
}

export interface PagedAdminList<T, F> {
  list: AdminList<T>;
  filters: F;
  /** shows the first page of what `next` finds */
  filter: (next: F) => void;
  /** what the plain table's Pager reads and calls */
  table: {
    state: { current: number; pageSize: number; sortBy: string; sort: 'descend' };
    change: (c: TableChange) => void;
  };
}

export function usePagedAdminList<T, F>(
  load: (filters: F, page: number) => Promise<ListData<T>>,
  initial: F,
): PagedAdminList<T, F> {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const list = useAdminList(() => load(filters, page), JSON.stringify([filters, page]));
  const filter = useCallback((next: F) => {
    setFilters(next);
    setPage(1);
  }, []);
  return {
    list,
    filters,
    filter,
    table: {
      state: { current: page, pageSize: ADMIN_PAGE_SIZE, sortBy: '', sort: 'descend' },
      change: (c: TableChange) => setPage(c.current ?? 1),
    },
  };
}
