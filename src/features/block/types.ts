// Creator blocks (reference §4.3 "Block"): server JSON of GET /block/users and the user picker as client models.
import { asRaw, str } from '@/lib/raw-json';
import type { OwnPerformerJson } from '@api/schemas/performers';
import type { BlockJson } from '@api/schemas/social';
import type { UserCardJson } from '@api/schemas/users';

export interface UserCard {
  _id: string;
  name: string;
  username: string;
  avatar: string;
}

export interface BlockedUser {
  /** the block record id */
  _id: string;
  targetId: string;
  reason: string;
  createdAt: string;
  target: UserCard;
}

export function toUserCard(raw: unknown): UserCard {
  const r = asRaw<UserCardJson>(raw);
  return { _id: str(r._id), name: str(r.name), username: str(r.username), avatar: str(r.avatar) };
}

export function toBlockedUser(raw: unknown): BlockedUser {
  const r = asRaw<BlockJson>(raw);
  const targetId = str(r.targetId);
  const info = r.targetInfo;
  const target = info ? toUserCard(info) : { _id: targetId, name: '', username: '', avatar: '' };
  return {
    _id: str(r._id),
    targetId,
    reason: str(r.reason),
    createdAt: str(r.createdAt),
    target: { ...target, _id: target._id || targetId },
  };
}

/** blockCountries.countryCodes of the creator's own profile (GET /performers/me); [] when absent. */
export function toBlockedCountryCodes(raw: unknown): string[] {
  const codes = asRaw<OwnPerformerJson['blockCountries']>(
    asRaw<OwnPerformerJson>(raw).blockCountries,
  ).countryCodes;
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
}

/** Display name of a blocked user: name, else @username, else the id. */
export function userLabel(u: UserCard): string {
  return u.name || (u.username ? `@${u.username}` : u._id);
}
