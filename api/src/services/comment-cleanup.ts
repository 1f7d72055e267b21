// Comments go with the item they belong to. Kept apart from services/comments (which resolves targets) so the
// item services that delete things need not import the comment service.
import type { FastifyInstance } from 'fastify';
import type { CommentObjectType } from '../repositories/comments';

/** Removes every comment on an item with their replies and likes (the item is being deleted). */
export async function removeCommentsFor(
  app: FastifyInstance,
  objectType: Exclude<CommentObjectType, 'comment'>,
  objectId: string,
): Promise<void> {
  const removed = await app.repos.comments.deleteForObject(objectType, objectId);
  for (const id of removed) await app.repos.reactions.removeForObject('comment', id);
}
