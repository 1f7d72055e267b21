// The console's Moderation calls (issue 23): the reports queue with each item's preview, hide or restore an item
// (hiding decides its open reports), dismiss a report with a note.
import { get, post, setParams, unwrap, type ListData } from '@/lib/http-client';
import type { ReportQueueItemJson } from '@api/schemas/admin';
import type { HIDEABLE_KINDS, ModerationItemJson, REPORT_STATUSES } from '@api/schemas/moderation';
import { ADMIN_PAGE_SIZE } from './api';

export type ReportQueueItem = ReportQueueItemJson;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type HideableKind = (typeof HIDEABLE_KINDS)[number];
export type ModerationItem = ModerationItemJson;
export interface ReportFilters {
  status: ReportStatus | '';
  target: string;
}

/** The report targets an operator can hide (a profile is acted on by deactivating its account). */
export function hideableKind(target: string): HideableKind | null {
  return target === 'feed' ||
    target === 'video' ||
    target === 'gallery' ||
    target === 'product' ||
    target === 'comment' ||
    target === 'message'
    ? target
    : null;
}

export function getReports(filters: ReportFilters, page: number): Promise<ListData<ReportQueueItem>> {
  return unwrap(
    get<ListData<ReportQueueItem>>(
      '/admin/reports',
      setParams({ ...filters, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE }),
    ),
  );
}

export function setItemHidden(
  kind: HideableKind,
  id: string,
  hidden: boolean,
  note: string,
): Promise<ModerationItem> {
  return unwrap(
    post<ModerationItem>(
      `/admin/moderation/${kind}/${encodeURIComponent(id)}/${hidden ? 'hide' : 'restore'}`,
      { note },
    ),
  );
}

export function dismissReport(id: string, note: string): Promise<ReportQueueItem> {
  return unwrap(post<ReportQueueItem>(`/admin/reports/${encodeURIComponent(id)}/dismiss`, { note }));
}
