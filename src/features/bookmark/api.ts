// Bookmark calls (spec §7 "Reactions and reports"; reference §2.4).
import { del, get, unwrap, type ListData } from '@/lib/http-client';
import {
  type BookmarkItem,
  type BookmarkTab,
  BOOKMARK_OBJECT_TYPE,
  BOOKMARK_SEGMENT,
  toBookmarkItem,
} from './types';
import type { RemovedJson } from '@api/schemas/common';
import type { BookmarkJson } from '@api/schemas/social';

export async function getBookmarks(
  tab: BookmarkTab,
  query: { offset: number; limit: number },
): Promise<{ items: BookmarkItem[]; total: number }> {
  const data = await unwrap(
    get<ListData<BookmarkJson>>(`/reactions/${BOOKMARK_SEGMENT[tab]}/bookmark`, query),
  );
  return {
    items: (data?.data ?? []).map((raw) => toBookmarkItem(raw, tab)),
    total: Number(data?.total) || 0,
  };
}

/** DELETE /reactions {objectId, objectType, action: 'bookmark'} */
export async function removeBookmark(tab: BookmarkTab, objectId: string): Promise<void> {
  await del<RemovedJson>('/reactions', {
    objectId,
    objectType: BOOKMARK_OBJECT_TYPE[tab],
    action: 'bookmark',
  });
}
