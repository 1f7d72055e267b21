// The creator's asset tables (reference §2.5 my-video, my-gallery, my-store): keyword + status filters and
// paging in the URL, thumbnail, title, the page's own columns, status, updated, edit and delete (with the refund
// warning).
import { useState } from 'react';
import Link from 'next/link';
import { Alert, Button, Input, Select, Tag } from 'antd';
import { ManagementTable } from '@/components/management-table';
import type { ColumnsType } from 'antd/es/table';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatPrice, videoPoster } from '@/features/video';
import { galleryCover } from '@/features/gallery';
import { productImage } from '@/features/product';
import { useDates } from '@/lib/dates';
import { assetDeleteRequested, selectAssetList, type AssetKind, type StudioItems } from '../studio-slice';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAssetTable, type AssetTableQuery } from './use-asset-table';
import { useFeature } from '@/store/use-feature';
import { studioFeature } from '../studio-feature';

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
    <div className="studio-filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
      <Input.Search
        aria-label="Search by keyword"
        placeholder="Search by keyword"
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => apply({ q: value.trim() })}
        style={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      <Select
        aria-label="Status"
        value={state.filters.status}
        onChange={(status: string) => apply({ status })}
        style={{ flex: '0 0 160px' }}
        options={[
          { value: '', label: 'All statuses' },
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ]}
      />
    </div>
  );
}

function Thumb({ src, alt }: { src: string; alt: string }) {
  return src ? (
    <img
      src={src}
      alt={alt}
      width={72}
      height={44}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      loading="lazy"
    />
  ) : (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 72,
        height: 44,
        borderRadius: 4,
        background: 'var(--fp-surface-muted, #f0f0f0)',
      }}
    />
  );
}

export function StatusTag({ status }: { status: string }) {
  const color = status === 'active' ? 'green' : status === 'file-error' ? 'red' : 'default';
  const label = status === 'file-error' ? 'File error' : status.charAt(0).toUpperCase() + status.slice(1);
  return <Tag color={color}>{label}</Tag>;
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
  columns: ColumnsType<StudioItems[K]>;
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

  const allColumns: ColumnsType<StudioItems[K]> = [
    {
      title: 'Thumbnail',
      key: 'thumbnail',
      width: 96,
      render: (_: unknown, row) => <Thumb src={image(row)} alt={title(row)} />,
    },
    {
      title: kind === 'products' ? 'Name' : 'Title',
      key: 'title',
      render: (_: unknown, row) => <Link href={editHref(row._id)}>{title(row) || '(untitled)'}</Link>,
    },
    ...columns,
    {
      title: 'Status',
      key: 'status',
      // an operator hid it: only its owner sees it, here and on its page
      render: (_: unknown, row) => (
        <>
          <StatusTag status={row.status} />
          {row.hiddenByModeration ? <Tag color="red">Hidden by moderation</Tag> : null}
        </>
      ),
    },
    {
      title: 'Updated',
      key: 'updatedAt',
      render: (_: unknown, row) => dates.day(row.updatedAt || row.createdAt),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row) => (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Link href={editHref(row._id)} aria-label={`Edit ${title(row)}`}>
            Edit
          </Link>
          <Button
            danger
            size="small"
            loading={list.deletingIds.includes(row._id)}
            aria-label={`Delete ${title(row)}`}
            onClick={() => setPending(row)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <Filters key={state.filters.q} state={state} navigate={navigate} />
      {list.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={list.error?.message || MESSAGES.genericFallback}
          action={<Button onClick={reload}>Retry</Button>}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Delete "${title(pending) || noun}"?` : ''}
        okText="Delete"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) dispatch(assetDeleteRequested({ kind, id: pending._id }));
          setPending(null);
        }}
      >
        {refundWarning(noun)}
      </ConfirmDialog>
      <ManagementTable<StudioItems[K]>
        rowKey="_id"
        columns={allColumns}
        dataSource={items}
        loading={list.status === 'loading'}
        locale={{ emptyText: list.status === 'loading' ? ' ' : emptyText }}
        pagination={{
          current: state.current,
          pageSize: state.pageSize,
          total: list.total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (current, pageSize) => navigate({ ...state, current, pageSize }),
        }}
      />
    </>
  );
}
