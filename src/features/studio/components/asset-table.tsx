// The creator's asset tables (reference §2.5 my-video, my-gallery, my-store): keyword + status filters and
// paging in the URL, thumbnail, title, the page's own columns, status, updated, edit and delete (with the refund
// warning). antd-free (issue 22): the plain table whose rows become cards on phones, the plain dialog.
import { ColumnTable, type TableColumn } from '@/components/column-table';
import { useState } from 'react';
import { Link } from '@/components/link';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { Pager, plainTable } from '@/components/plain-table';
import { PlainDialog } from '@/components/plain-dialog';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatPrice, videoPoster } from '@/features/video';
import { galleryCover } from '@/features/gallery';
import { productImage } from '@/features/product';
import { useDates } from '@/lib/dates';
import { useHydrated } from '@/lib/use-hydrated';
import { assetDeleteRequested, selectAssetList, type AssetKind, type StudioItems } from '../studio-slice';
import { useAssetTable, type AssetTableQuery } from './use-asset-table';
import { useFeature } from '@/store/use-feature';
import { studioFeature } from '../studio-feature';
import styles from './studio.module.css';

/** A column of an asset table: its header (also each cell's label on phones) and its cell. */
export type AssetColumn<T> = TableColumn<T>;

interface AssetView<T> {
  noun: string;
  emptyText: string;
  title: (item: T) => string;
  image: (item: T) => string;
  editHref: (id: string) => string;
}

const VIEWS: { [K in AssetKind]: AssetView<StudioItems[K]> } = {
  videos: {
    noun: 'video',
    emptyText: 'You have not uploaded any videos yet',
    title: (v) => v.title,
    image: videoPoster,
    editHref: paths.creator.updateVideo,
  },
  galleries: {
    noun: 'gallery',
    emptyText: 'You have not created any galleries yet',
    title: (g) => g.title,
    image: galleryCover,
    editHref: paths.creator.updateGallery,
  },
  products: {
    noun: 'product',
    emptyText: 'You have not created any products yet',
    title: (p) => p.name,
    image: productImage,
    editHref: paths.creator.updateProduct,
  },
};

export const refundWarning = (noun: string) =>
  `All earnings related to this ${noun} will be refunded. Are you sure you want to delete it?`;

function Filters({ state, navigate }: { state: AssetTableQuery; navigate: (q: AssetTableQuery) => void }) {
  const [text, setText] = useState(state.filters.q);
  const apply = (filters: Partial<AssetTableQuery['filters']>) =>
    navigate({ ...state, current: 1, filters: { ...state.filters, ...filters } });
  return (
    <form
      role="search"
      className={styles.filters}
      onSubmit={(e) => {
        e.preventDefault();
        apply({ q: text.trim() });
      }}
    >
      <input
        type="search"
        aria-label="Search by keyword"
        placeholder="Search by keyword"
        className={styles.search}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          // the search field's clear button (×) empties the keyword at once, like antd's allowClear
          if (e.target.value === '' && state.filters.q) apply({ q: '' });
        }}
      />
      <select
        aria-label="Status"
        className={styles.select}
        value={state.filters.status}
        onChange={(e) => apply({ status: e.target.value })}
      >
        <option value="">All statuses</option>
        <option value="active">Active</option>
        <option value="inactive">Inactive</option>
      </select>
    </form>
  );
}

function Thumb({ src, alt }: { src: string; alt: string }) {
  return src ? (
    <img src={src} alt={alt} width={72} height={44} className={styles.thumb} loading="lazy" />
  ) : (
    <span aria-hidden className={styles.thumb} />
  );
}

export function StatusTag({ status }: { status: string }) {
  const color = status === 'active' ? plainTable.tagGreen : status === 'file-error' ? plainTable.tagRed : '';
  const label = status === 'file-error' ? 'File error' : status.charAt(0).toUpperCase() + status.slice(1);
  return <span className={`${plainTable.tag} ${color}`}>{label}</span>;
}

/**
 * The "Access" cell of videos and galleries, in the access rule's words: on sale at $0 means free for
 * everyone; not on sale means subscribers only.
 */
export const saleText = (isSale: boolean, price: number) =>
  !isSale ? 'Subscribers' : price > 0 ? `For sale, ${formatPrice(price)}` : 'Free for everyone';

export interface AssetTableProps<K extends AssetKind> {
  kind: K;
  /** the kind's own columns, between the title and the status */
  columns: AssetColumn<StudioItems[K]>[];
}

export function AssetTable<K extends AssetKind>({ kind, columns }: AssetTableProps<K>) {
  const dispatch = useAppDispatch();
  useFeature(studioFeature);
  const dates = useDates();
  const { state, navigate, reload } = useAssetTable(kind);
  const list = useAppSelector(selectAssetList(kind));
  const items = list.items as StudioItems[K][];
  const { noun, emptyText, title, image, editHref } = VIEWS[kind] as AssetView<StudioItems[K]>;
  const [pending, setPending] = useState<StudioItems[K] | null>(null);

  const allColumns: AssetColumn<StudioItems[K]>[] = [
    { title: 'Thumbnail', key: 'thumbnail', render: (row) => <Thumb src={image(row)} alt={title(row)} /> },
    {
      title: kind === 'products' ? 'Name' : 'Title',
      key: 'title',
      render: (row) => <Link href={editHref(row._id)}>{title(row) || '(untitled)'}</Link>,
    },
    ...columns,
    {
      title: 'Status',
      key: 'status',
      // an operator hid it: only its owner sees it, here and on its page
      render: (row) => (
        <>
          <StatusTag status={row.status} />
          {row.hiddenByModeration ? (
            <span className={`${plainTable.tag} ${plainTable.tagRed}`}>Hidden by moderation</span>
          ) : null}
        </>
      ),
    },
    { title: 'Updated', key: 'updatedAt', render: (row) => dates.day(row.updatedAt || row.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (row) => (
        <span className={styles.actions}>
          <Link href={editHref(row._id)} aria-label={`Edit ${title(row)}`}>
            Edit
          </Link>
          <button
            type="button"
            className={styles.danger}
            disabled={list.deletingIds.includes(row._id)}
            aria-label={`Delete ${title(row)}`}
            onClick={() => setPending(row)}
          >
            {list.deletingIds.includes(row._id) ? 'Deleting…' : 'Delete'}
          </button>
        </span>
      ),
    },
  ];
  // until this browser has the list, the first page's room is kept (no layout shift when the rows arrive)
  const hydrated = useHydrated();
  const loading = list.status === 'loading' || list.status === 'idle' || !hydrated;
  const pager = {
    state: { current: state.current, pageSize: state.pageSize, sortBy: state.sortBy, sort: state.sort },
    change: ({ current }: { current?: number }) => navigate({ ...state, current: current ?? 1 }),
  };

  return (
    <>
      <Filters key={state.filters.q} state={state} navigate={navigate} />
      {list.status === 'failed' ? (
        <div role="alert" className={styles.alert}>
          <p>{list.error?.message || MESSAGES.genericFallback}</p>
          <button type="button" className={styles.btn} onClick={reload}>
            Retry
          </button>
        </div>
      ) : null}
      <PlainDialog
        open={pending !== null}
        title={pending ? `Delete "${title(pending) || noun}"?` : ''}
        confirmLabel="Delete"
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) dispatch(assetDeleteRequested({ kind, id: pending._id }));
          setPending(null);
        }}
      >
        <p>{refundWarning(noun)}</p>
      </PlainDialog>
      <ColumnTable columns={allColumns} rows={items} busy={loading} />
      {items.length === 0 ? (
        <p className={loading ? `${styles.empty} ${styles.loading}` : styles.empty}>
          {loading ? 'Loading…' : emptyText}
        </p>
      ) : null}
      <Pager table={pager} total={list.total} />
    </>
  );
}
