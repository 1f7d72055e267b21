// Bookmarks (reference §2.4 /user/bookmarks, §4.3 Reaction): GET /reactions/{type}/bookmark rows as client models.
import type { FileJson } from '@api/schemas/media';
import type { BookmarkJson } from '@api/schemas/social';
import { asRaw, str, strictStrList, type Loose } from '@/lib/raw-json';

/** The bookmarked object: a creator card, a post, a video, a gallery or a product. */
type BookmarkInfo = BookmarkJson['objectInfo'];

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
  /** the bookmarked item's page ('' for creators: their profile is built from the username) */
  href: string;
  /** the creator of a post, video, gallery or product */
  creatorName: string;
  /** dollars; 0 = free or not for sale */
  price: number;
  isSale: boolean;
}

/** A file JSON (contract "Media files"): its (≤ 640 px or blurred) thumbnail, else its url; strings pass. */
const fileImage = (v: unknown) =>
  typeof v === 'string' ? v : strictStrList(asRaw<FileJson>(v).thumbnails)[0] || str(asRaw<FileJson>(v).url);

const HREF: Record<BookmarkTab, (id: string) => string> = {
  posts: (id) => `/post/${encodeURIComponent(id)}`,
  videos: (id) => `/video/${encodeURIComponent(id)}`,
  galleries: (id) => `/gallery/${encodeURIComponent(id)}`,
  products: (id) => `/product/${encodeURIComponent(id)}`,
  creators: () => '',
};

function contentImage(tab: BookmarkTab | undefined, info: Loose<BookmarkInfo>): string {
  if (tab === 'posts') {
    const files = Array.isArray(info.files) ? info.files : [];
    return fileImage(info.thumbnail) || files.map(fileImage).find(Boolean) || '';
  }
  if (tab === 'videos') return fileImage(info.thumbnail) || fileImage(info.teaser) || fileImage(info.video);
  if (tab === 'galleries') return fileImage(info.coverPhoto);
  if (tab === 'products') return fileImage(info.image);
  return str(info.avatar);
}

export function toBookmarkItem(raw: unknown, tab?: BookmarkTab): BookmarkItem {
  const r = asRaw<BookmarkJson>(raw);
  const info = asRaw<BookmarkInfo>(r.objectInfo);
  const performer = asRaw<Extract<BookmarkInfo, { performer: unknown }>['performer']>(info.performer);
  const objectId = str(r.objectId) || str(info._id);
  const image =
    tab && tab !== 'creators'
      ? contentImage(tab, info)
      : str(info.avatar) || fileImage(info.image) || fileImage(info.thumbnail) || fileImage(info.coverPhoto);
  const price = Number(info.price);
  return {
    _id: str(r._id),
    objectId,
    createdAt: str(r.createdAt),
    title: str(info.name) || str(info.title) || str(info.text) || str(info.username),
    username: str(info.username) || str(performer.username),
    image,
    href: tab ? HREF[tab](str(info.slug) || objectId) : '',
    creatorName: tab && tab !== 'creators' ? str(performer.name) || str(performer.username) : '',
    price: Number.isFinite(price) ? price : 0,
    isSale: info.isSale === true || tab === 'products',
  };
}
