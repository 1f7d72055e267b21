// The creator's posts (GET /performer/feeds): type, text excerpt, audience, status, pinned, schedule, created,
// edit and delete (behind the refund warning, reference §2.5). Paging is owned by the page (URL query).
import { useState } from 'react';
import Link from 'next/link';
import { Button, Tag } from 'antd';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ManagementTable } from '@/components/management-table';
import type { ColumnsType } from 'antd/es/table';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { postDeleteRequested, selectMyPosts, selectPostDeletion } from '../post-editor-slice';
import { useDates, type Dates } from '@/lib/dates';
import { DELETE_CONFIRM_TEXT, TYPE_LABELS, audienceLabel, excerpt, type Feed } from '../types';
import { useFeature } from '@/store/use-feature';
import { postEditorFeature } from '../post-editor-feature';

interface Props {
  current: number;
  pageSize: number;
  onPageChange: (current: number, pageSize: number) => void;
  filtered: boolean;
}

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

  const columns: ColumnsType<Feed> = [
    { title: 'Type', key: 'type', render: (_: unknown, f) => TYPE_LABELS[f.type] },
    {
      title: 'Text',
      key: 'text',
      onCell: () => ({ style: { minWidth: 180 } }),
      render: (_: unknown, f) => <span title={f.text}>{excerpt(f.text) || '—'}</span>,
    },
    { title: 'Audience', key: 'audience', render: (_: unknown, f) => audienceLabel(f) },
    {
      title: 'Status',
      key: 'status',
      // an operator hid it: only its owner sees it, here and on its page
      render: (_: unknown, f) => (
        <>
          <Tag color={f.status === 'active' ? 'green' : 'default'}>
            {f.status === 'active' ? 'Active' : 'Inactive'}
          </Tag>
          {f.hiddenByModeration ? <Tag color="red">Hidden by moderation</Tag> : null}
        </>
      ),
    },
    { title: 'Pinned', key: 'pinned', render: (_: unknown, f) => (f.isPinned ? 'Pinned' : '—') },
    { title: 'Schedule', key: 'schedule', render: (_: unknown, f) => scheduleText(f, dates) },
    { title: 'Created', key: 'createdAt', render: (_: unknown, f) => dates.day(f.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, f) => {
        const name = excerpt(f.text, 30) || TYPE_LABELS[f.type];
        return (
          <span style={{ display: 'inline-flex', gap: 8 }}>
            <Link href={paths.creator.editPost(f._id)} aria-label={`Edit post ${name}`}>
              Edit
            </Link>
            <Button
              size="small"
              danger
              loading={pendingIds.includes(f._id)}
              onClick={() => setDeleting(f)}
              aria-label={`Delete post ${name}`}
            >
              Delete
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this post?"
        okText="Delete"
        onConfirm={() => {
          if (deleting) dispatch(postDeleteRequested({ id: deleting._id }));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        {DELETE_CONFIRM_TEXT}
      </ConfirmDialog>
      <ManagementTable<Feed>
        rowKey="_id"
        columns={columns}
        dataSource={items}
        loading={status === 'loading'}
        locale={{
          emptyText:
            status === 'loading'
              ? ' '
              : filtered
                ? 'No posts match these filters'
                : 'You have not posted anything yet',
        }}
        pagination={{
          current,
          pageSize,
          total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: onPageChange,
        }}
      />
    </>
  );
}
