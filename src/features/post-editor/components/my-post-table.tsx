// The creator's posts (GET /performer/feeds): type, text excerpt, audience, status, pinned, schedule, created,
// edit and delete (behind the refund warning, reference §2.5). Paging is owned by the page (URL query).
// antd-free (issue 22): the plain table whose rows become cards on a phone, the plain dialog and pager.
import { ColumnTable, type TableColumn } from '@/components/column-table';
import { useState } from 'react';
import { Link } from '@/components/link';
import { PlainDialog } from '@/components/plain-dialog';
import { PageNav, plainTable } from '@/components/plain-table';
import { studioClasses } from '@/features/studio';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { postDeleteRequested, selectMyPosts, selectPostDeletion } from '../post-editor-slice';
import { useDates, type Dates } from '@/lib/dates';
import { useHydrated } from '@/lib/use-hydrated';
import { DELETE_CONFIRM_TEXT, TYPE_LABELS, audienceLabel, excerpt, type Feed } from '../types';
import { useFeature } from '@/store/use-feature';
import { postEditorFeature } from '../post-editor-feature';

interface Props {
  current: number;
  pageSize: number;
  onPageChange: (current: number, pageSize: number) => void;
  filtered: boolean;
}

type Column = TableColumn<Feed>;

function scheduleText(feed: Feed, dates: Dates): string {
  const parts: string[] = [];
  if (feed.type === 'scheduled-streaming' && feed.streamingScheduled)
    parts.push(`Live ${dates.utc(feed.streamingScheduled)}`);
  if (feed.isSchedule && feed.scheduleAt) parts.push(`Publishes ${dates.utc(feed.scheduleAt)}`);
  return parts.join(' · ') || '—';
}

export function MyPostTable({ current, pageSize, onPageChange, filtered }: Props) {
  const dispatch = useAppDispatch();
  useFeature(postEditorFeature);
  const dates = useDates();
  const [deleting, setDeleting] = useState<Feed | null>(null);
  const { items, total, status } = useAppSelector(selectMyPosts);
  const { pendingIds } = useAppSelector(selectPostDeletion);

  const columns: Column[] = [
    { title: 'Type', key: 'type', render: (f) => TYPE_LABELS[f.type] },
    {
      title: 'Text',
      key: 'text',
      render: (f) => (
        <span title={f.text} style={{ display: 'inline-block', minWidth: 140 }}>
          {excerpt(f.text) || '—'}
        </span>
      ),
    },
    { title: 'Audience', key: 'audience', render: (f) => audienceLabel(f) },
    {
      title: 'Status',
      key: 'status',
      // an operator hid it: only its owner sees it, here and on its page
      render: (f) => (
        <>
          <span className={`${plainTable.tag} ${f.status === 'active' ? plainTable.tagGreen : ''}`}>
            {f.status === 'active' ? 'Active' : 'Inactive'}
          </span>
          {f.hiddenByModeration ? (
            <span className={`${plainTable.tag} ${plainTable.tagRed}`}>Hidden by moderation</span>
          ) : null}
        </>
      ),
    },
    { title: 'Pinned', key: 'pinned', render: (f) => (f.isPinned ? 'Pinned' : '—') },
    { title: 'Schedule', key: 'schedule', render: (f) => scheduleText(f, dates) },
    { title: 'Created', key: 'createdAt', render: (f) => dates.day(f.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (f) => {
        const name = excerpt(f.text, 30) || TYPE_LABELS[f.type];
        const pending = pendingIds.includes(f._id);
        return (
          <span className={studioClasses.actions}>
            <Link href={paths.creator.editPost(f._id)} aria-label={`Edit post ${name}`}>
              Edit
            </Link>
            <button
              type="button"
              className={studioClasses.danger}
              disabled={pending}
              aria-busy={pending}
              onClick={() => setDeleting(f)}
              aria-label={`Delete post ${name}`}
            >
              {pending ? 'Deleting…' : 'Delete'}
            </button>
          </span>
        );
      },
    },
  ];

  // until this browser has the list, the first page's room is kept (the server never holds the creator's list)
  const hydrated = useHydrated();
  const loading = status === 'loading' || status === 'idle' || !hydrated;

  return (
    <>
      <PlainDialog
        open={deleting !== null}
        title="Delete this post?"
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (deleting) dispatch(postDeleteRequested({ id: deleting._id }));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{DELETE_CONFIRM_TEXT}</p>
      </PlainDialog>
      <ColumnTable columns={columns} rows={items} busy={loading} />
      {items.length === 0 ? (
        <p className={loading ? `${studioClasses.empty} ${studioClasses.loading}` : studioClasses.empty}>
          {loading
            ? 'Loading…'
            : filtered
              ? 'No posts match these filters'
              : 'You have not posted anything yet'}
        </p>
      ) : null}
      <PageNav
        current={current}
        pageSize={pageSize}
        total={total}
        numbered
        onChange={(page) => onPageChange(page, pageSize)}
      />
    </>
  );
}
