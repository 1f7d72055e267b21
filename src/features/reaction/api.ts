// POST / DELETE /reactions {objectId, objectType, action} (spec §7 "Reactions", reference §4.3 Reaction).
import { del, post } from '@/lib/http-client';
import { type ReactionAction, type ReactionObjectType } from './types';
import type { RemovedJson } from '@api/schemas/common';
import type { ReactionJson } from '@api/schemas/social';

export async function addReaction(objectType: ReactionObjectType, objectId: string, action: ReactionAction) {
  await post<ReactionJson>('/reactions', { objectId, objectType, action });
}

export async function removeReaction(
  objectType: ReactionObjectType,
  objectId: string,
  action: ReactionAction,
) {
  await del<RemovedJson>('/reactions', { objectId, objectType, action });
}
