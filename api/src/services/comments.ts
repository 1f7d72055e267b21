// Comments and replies (contract "Comments"). A comment needs the viewer to see the item's content; the
// item's counter (totalComment / stats.comments) and the parent's totalReply move with creates/deletes.
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound, unprocessable } from '../lib/http-error';
import { toCommentJson, type CommentJson } from '../mappers/feeds';
import type { CommentObjectType, CommentRow, CommentWithAuthorRow } from '../repositories/comments';
import type { Viewer } from '../repositories/directory';
import { COMMENT_MAX } from '../schemas/feeds';
import { counterOf, resolveTarget } from './content-targets';
import type { ResolvedTarget } from './target-types';

export const COMMENT_MESSAGES = {
  noAccess: 'You do not have access to comment on this item',
  notFound: 'Comment not found',
  length: `A comment must be 1 to ${COMMENT_MAX} characters`,
  nested: 'You can only reply to a comment, not to a reply',
  notAuthor: 'You can only edit your own comments',
  cannotDelete: 'You can only delete your own comments or comments on your content',
} as const;

function cleanContent(content: string): string {
  const text = content.trim();
  if (!text || text.length > COMMENT_MAX) throw unprocessable(COMMENT_MESSAGES.length);
  return text;
}

/** An operator hid it: gone for everyone but its author (issue 23 moderation). */
export function isHiddenComment(row: CommentRow, viewer: Viewer | null): boolean {
  return Boolean(row.hiddenAt) && row.createdBy !== viewer?.id;
}

/** The item a comment (or the parent of a reply) is attached to, checked against the viewer. */
async function itemOf(
  app: FastifyInstance,
  viewer: Viewer,
  type: CommentObjectType,
  id: string,
): Promise<{ target: ResolvedTarget; parent?: CommentRow }> {
  if (type !== 'comment') return { target: await resolveTarget(app, viewer, type, id) };
  const parent = await app.repos.comments.findById(id);
  if (!parent || isHiddenComment(parent, viewer)) throw notFound(COMMENT_MESSAGES.notFound);
  if (parent.objectType === 'comment') throw unprocessable(COMMENT_MESSAGES.nested);
  return { target: await resolveTarget(app, viewer, parent.objectType, parent.objectId), parent };
}

async function oneJson(app: FastifyInstance, viewer: Viewer, id: string): Promise<CommentJson> {
  const row = (await app.repos.comments.findWithAuthor(id)) as CommentWithAuthorRow;
  const liked = await app.repos.reactions.exists({
    action: 'like',
    objectType: 'comment',
    objectId: id,
    createdBy: viewer.id,
  });
  return toCommentJson(row, viewer.id, liked, app.config.apiPublicUrl);
}

export async function createComment(
  app: FastifyInstance,
  viewer: Viewer,
  body: { objectId: string; objectType: CommentObjectType; content: string },
) {
  const content = cleanContent(body.content);
  const { target, parent } = await itemOf(app, viewer, body.objectType, body.objectId);
  if (target.canView === false) throw forbidden(COMMENT_MESSAGES.noAccess);
  const id = await app.db.transaction(async () => {
    const row = await app.repos.comments.create(
      {
        objectType: body.objectType,
        objectId: body.objectId,
        content,
        createdBy: viewer.id,
        recipientId: target.performerId,
      },
      app.now().toISOString(),
    );
    if (parent) await app.repos.comments.adjustCounter(parent.id, 'totalReply', 1);
    // The item's count is every comment on it, replies included (what fans read as "12 comments").
    await target.adjustCounter?.('comment', 1);
    return row.id;
  })();
  return await oneJson(app, viewer, id);
}

export async function updateComment(app: FastifyInstance, viewer: Viewer, id: string, content: string) {
  const row = await app.repos.comments.findById(id);
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  if (row.createdBy !== viewer.id) throw forbidden(COMMENT_MESSAGES.notAuthor);
  // The same decision as for a new comment: a fan blocked since (or locked out) cannot edit either.
  const { target } = await itemOf(app, viewer, row.objectType, row.objectId);
  if (target.canView === false) throw forbidden(COMMENT_MESSAGES.noAccess);
  await app.repos.comments.updateContent(id, cleanContent(content), app.now().toISOString());
  return await oneJson(app, viewer, id);
}

export async function listComments(
  app: FastifyInstance,
  viewer: Viewer,
  q: { objectType: CommentObjectType; objectId: string; offset: number; limit: number },
) {
  await itemOf(app, viewer, q.objectType, q.objectId);
  const page = await app.repos.comments.list(q.objectType, q.objectId, q.offset, q.limit, viewer.id);
  const liked = await app.repos.reactions.reactedAmong(
    viewer.id,
    'like',
    'comment',
    page.rows.map((r) => r.id),
  );
  return {
    data: page.rows.map((r) => toCommentJson(r, viewer.id, liked.has(r.id), app.config.apiPublicUrl)),
    total: page.total,
  };
}

/** Deletes a comment (and its replies): its author, or the creator who owns the commented item. */
export async function deleteComment(app: FastifyInstance, viewer: Viewer, id: string) {
  const row = await app.repos.comments.findById(id);
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  if (row.createdBy !== viewer.id && row.recipientId !== viewer.id)
    throw forbidden(COMMENT_MESSAGES.cannotDelete);
  const parent = row.objectType === 'comment' ? await app.repos.comments.findById(row.objectId) : undefined;
  const item = parent ?? row;
  const adjust =
    item.objectType === 'comment' ? undefined : await counterOf(app, item.objectType, item.objectId);
  await app.db.transaction(async () => {
    const removed = await app.repos.comments.deleteWithReplies(id);
    for (const cid of removed) await app.repos.reactions.removeForObject('comment', cid);
    if (parent) await app.repos.comments.adjustCounter(parent.id, 'totalReply', -1);
    // The comment and its replies leave the item's count.
    for (let i = 0; i < removed.length; i += 1) await adjust?.('comment', -1);
  })();
  return { success: true };
}
