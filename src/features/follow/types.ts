// Follow list rows (GET /follows/followers, /follows/following) as client models.
import { DEFAULT_AVATAR } from '@/config/constants';

/** An account shown in a follow list: a fan or a creator. */
export interface FollowAccount {
  _id: string;
  name: string;
  username: string;
  avatar: string;
  isPerformer: boolean;
  isOnline: boolean;
  verifiedAccount: boolean;
}

export interface FollowRow {
  /** the follow's own id */
  _id: string;
  createdAt: string;
  account: FollowAccount;
}

type Raw = Record<string, unknown>;
const asRaw = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function toAccount(raw: unknown, fallbackId: string): FollowAccount {
  const r = asRaw(raw);
  return {
    _id: str(r._id) || fallbackId,
    name: str(r.name),
    username: str(r.username),
    avatar: str(r.avatar) || DEFAULT_AVATAR,
    isPerformer: r.isPerformer === true,
    isOnline: r.isOnline === true || (typeof r.isOnline === 'number' && r.isOnline > 0),
    verifiedAccount: r.verifiedAccount === true,
  };
}

export function toFollowRow(raw: unknown, kind: 'followers' | 'following'): FollowRow {
  const r = asRaw(raw);
  const account =
    kind === 'followers'
      ? toAccount(r.followerInfo, str(r.followerId))
      : // only creators can be followed
        { ...toAccount(r.followingInfo, str(r.followingId)), isPerformer: true };
  return { _id: str(r._id), createdAt: str(r.createdAt), account };
}
