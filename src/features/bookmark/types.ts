// Bookmarks (reference §2.4 /user/bookmarks, §4.3 Reaction): GET /reactions/{type}/bookmark rows as client models.
type Raw = Record<string, unknown>;

const asRaw = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export const BOOKMARK_TABS = ['posts', 'videos', 'galleries', 'products', 'creators'] as const;
export type BookmarkTab = (typeof BOOKMARK_TABS)[number];

/** Path segment of GET /reactions/{segment}/bookmark per tab. */
export const BOOKMARK_SEGMENT: Record<BookmarkTab, string> = {
  posts: 'feeds',
  videos: 'videos',
  galleries: 'galleries',
  products: 'products',
  creators: 'performers',
};

/** objectType of POST/DELETE /reactions per tab. */
export const BOOKMARK_OBJECT_TYPE: Record<BookmarkTab, string> = {
  posts: 'feed',
  videos: 'video',
  galleries: 'gallery',
  products: 'product',
  creators: 'performer',
};

export function isBookmarkTab(value: unknown): value is BookmarkTab {
  return typeof value === 'string' && (BOOKMARK_TABS as readonly string[]).includes(value);
}

export interface BookmarkItem {
  /** the reaction id */
  _id: string;
  objectId: string;
  createdAt: string;
  /** creator name, post text, video/gallery title or product name */
  title: string;
  username: string;
  image: string;
}

export function toBookmarkItem(raw: unknown): BookmarkItem {
  const r = asRaw(raw);
  const info = asRaw(r.objectInfo);
  const thumb = asRaw(info.thumbnail);
  const cover = asRaw(info.coverPhoto);
  return {
    _id: str(r._id),
    objectId: str(r.objectId) || str(info._id),
    createdAt: str(r.createdAt),
    title: str(info.name) || str(info.title) || str(info.text) || str(info.username),
    username: str(info.username),
    image: str(info.avatar) || str(info.image) || str(thumb.url) || str(cover.url),
  };
}
