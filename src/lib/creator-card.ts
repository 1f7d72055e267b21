// The creator's public card that posts, videos, galleries and products carry (`performer` in their JSON).
import { DEFAULT_AVATAR } from '@/config/constants';
import type { FeedCreatorJson } from '@api/schemas/feeds';
import type { PerformerCardJson } from '@api/schemas/performers';
import { asRaw, flag, str } from './raw-json';

export interface CreatorCard {
  _id: string;
  name: string;
  username: string;
  avatar: string;
  verifiedAccount: boolean;
  isFeatured: boolean;
  isOnline: boolean;
  /** streaming now */
  live: boolean;
}

/** null when the JSON names no creator (neither id nor username). */
/** A post's creator or an asset's (the directory card). */
export function toCreatorCard(raw: unknown): CreatorCard | null {
  const r = asRaw<FeedCreatorJson | PerformerCardJson>(raw);
  if (!str(r._id) && !str(r.username)) return null;
  return {
    _id: str(r._id),
    name: str(r.name),
    username: str(r.username),
    avatar: str(r.avatar) || DEFAULT_AVATAR,
    verifiedAccount: r.verifiedAccount === true,
    isFeatured: r.isFeatured === true,
    isOnline: flag(r.isOnline),
    live: flag(r.live),
  };
}
