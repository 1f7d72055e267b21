// Comments (reference §4.3 Comment, contract "Comments"): replies are comments whose objectType is `comment`.
import { DEFAULT_AVATAR } from '@/config/constants';
import type { CommentJson } from '@api/schemas/feeds';
import { asRaw, str, strictNum } from '@/lib/raw-json';

export type CommentObjectType = 'feed' | 'video' | 'gallery' | 'product' | 'comment';

export interface CommentAuthor {
  _id: string;
  name: string;
  username: string;
  avatar: string;
  isPerformer: boolean;
}

export interface Comment {
  _id: string;
  objectId: string;
  objectType: CommentObjectType;
  content: string;
  createdBy: string;
  creator: CommentAuthor;
  /** the viewer wrote it */
  isAuth: boolean;
  isLiked: boolean;
  totalReply: number;
  totalLike: number;
  createdAt: string;
}

export const COMMENT_MAX = 500;
export const COMMENTS_PAGE_SIZE = 10;

/** Key of one thread: the comments on an item, or the replies to a comment. */
export const threadKey = (objectType: CommentObjectType, objectId: string) => `${objectType}:${objectId}`;

const OBJECT_TYPES: CommentObjectType[] = ['feed', 'video', 'gallery', 'product', 'comment'];

export function toComment(raw: unknown): Comment {
  const r = asRaw<CommentJson>(raw);
  const c = asRaw<CommentJson['creator']>(r.creator);
  const objectType = OBJECT_TYPES.find((t) => t === r.objectType) ?? 'feed';
  return {
    _id: str(r._id),
    objectId: str(r.objectId),
    objectType,
    content: str(r.content),
    createdBy: str(r.createdBy) || str(c._id),
    creator: {
      _id: str(c._id) || str(r.createdBy),
      name: str(c.name),
      username: str(c.username),
      avatar: str(c.avatar) || DEFAULT_AVATAR,
      isPerformer: c.isPerformer === true,
    },
    isAuth: r.isAuth === true,
    isLiked: r.isLiked === true,
    totalReply: strictNum(r.totalReply),
    totalLike: strictNum(r.totalLike),
    createdAt: str(r.createdAt),
  };
}
