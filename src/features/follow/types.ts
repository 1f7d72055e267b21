// Follow list rows (GET /follows/followers, /follows/following) as client models.
import { DEFAULT_AVATAR } from '@/config/constants';
import { asRaw, flag, strictStr } from '@/lib/raw-json';
import type { FollowerJson, FollowingJson } from '@api/schemas/social';

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

function toAccount(raw: unknown, fallbackId: string): FollowAccount {
  const r = asRaw<FollowerJson['followerInfo'] | FollowingJson['followingInfo']>(raw);
  return {
    _id: strictStr(r._id) || fallbackId,
    name: strictStr(r.name),
    username: strictStr(r.username),
    avatar: strictStr(r.avatar) || DEFAULT_AVATAR,
    isPerformer: r.isPerformer === true,
    isOnline: flag(r.isOnline),
    verifiedAccount: r.verifiedAccount === true,
  };
}

export function toFollowRow(raw: unknown, kind: 'followers' | 'following'): FollowRow {
  const r = asRaw<FollowerJson | FollowingJson>(raw);
  const account =
    kind === 'followers'
      ? toAccount(r.followerInfo, strictStr(r.followerId))
      : // only creators can be followed
        { ...toAccount(r.followingInfo, strictStr(r.followingId)), isPerformer: true };
  return { _id: strictStr(r._id), createdAt: strictStr(r.createdAt), account };
}
