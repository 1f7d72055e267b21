// Comments on feeds, videos, galleries and products; a reply is a comment on a comment (objectType
// 'comment', objectId = parent). recipientId = the creator who owns the commented item (may delete it).
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import type { Page } from './sql';

export type CommentObjectType = 'feed' | 'video' | 'gallery' | 'product' | 'comment';

export interface CommentRow {
  id: string;
  objectType: CommentObjectType;
  objectId: string;
  content: string;
  createdBy: string;
  recipientId: string;
  totalReply: number;
  totalLike: number;
  /** set while an operator has it hidden (issue 23 moderation); its author still sees it */
  hiddenAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

export type CommentWithAuthorRow = CommentRow & {
  authorName: string;
  authorUsername: string | null;
  authorAvatarPath: string;
  authorRole: string;
};

const SELECT = `SELECT c.*, u.name AS authorName, u.username AS authorUsername, u.avatarPath AS authorAvatarPath, u.role AS authorRole
  FROM comments c JOIN users u ON u.id = c.createdBy`;

export class CommentsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(
    input: Pick<CommentRow, 'objectType' | 'objectId' | 'content' | 'createdBy' | 'recipientId'>,
    now: string,
  ): Promise<CommentRow> {
    const id = newId();
    await this.db
      .prepare(
        `INSERT INTO comments (id, objectType, objectId, content, createdBy, recipientId, createdAt, updatedAt)
         VALUES (@id, @objectType, @objectId, @content, @createdBy, @recipientId, @now, @now)`,
      )
      .run({ ...input, id, now });
    return (await this.findById(id)) as CommentRow;
  }

  async findById(id: string): Promise<CommentRow | undefined> {
    return (await this.db.prepare('SELECT * FROM comments WHERE id = ?').get(id)) as CommentRow | undefined;
  }

  async findWithAuthor(id: string): Promise<CommentWithAuthorRow | undefined> {
    return (await this.db.prepare(`${SELECT} WHERE c.id = ?`).get(id)) as CommentWithAuthorRow | undefined;
  }

  async updateContent(id: string, content: string, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE comments SET content = ?, updatedAt = ? WHERE id = ?')
      .run(content, now, id);
  }

  /** Newest first; authors that no longer exist are gone with their comments (cascade). */
  async list(
    objectType: CommentObjectType,
    objectId: string,
    offset: number,
    limit: number,
    viewerId = '',
  ): Promise<Page<CommentWithAuthorRow>> {
    const params = { objectType, objectId, viewerId };
    const where =
      'c.objectType = @objectType AND c.objectId = @objectId AND (c.hiddenAt IS NULL OR c.createdBy = @viewerId)';
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM comments c WHERE ${where}`).get(params)) as {
        n: number;
      }
    ).n;
    const rows = (await this.db
      .prepare(`${SELECT} WHERE ${where} ORDER BY c.createdAt DESC, c.id DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, offset, limit })) as CommentWithAuthorRow[];
    return { rows, total };
  }

  /** Deletes a comment and its replies; returns the ids removed (for their reactions). */
  async deleteWithReplies(id: string): Promise<string[]> {
    const ids = [id, ...(await this.replyIds([id]))];
    await this.db
      .prepare(`DELETE FROM comments WHERE id IN ${this.db.text.inJson('?')}`)
      .run(JSON.stringify(ids));
    return ids;
  }

  /** Deletes every comment (and reply) on an item; returns the ids removed. */
  async deleteForObject(
    objectType: Exclude<CommentObjectType, 'comment'>,
    objectId: string,
  ): Promise<string[]> {
    const top = (
      (await this.db
        .prepare('SELECT id FROM comments WHERE objectType = ? AND objectId = ?')
        .all(objectType, objectId)) as { id: string }[]
    ).map((r) => r.id);
    const ids = [...top, ...(await this.replyIds(top))];
    if (ids.length)
      await this.db
        .prepare(`DELETE FROM comments WHERE id IN ${this.db.text.inJson('?')}`)
        .run(JSON.stringify(ids));
    return ids;
  }

  private async replyIds(parentIds: string[]): Promise<string[]> {
    if (!parentIds.length) return [];
    return (
      (await this.db
        .prepare(
          `SELECT id FROM comments WHERE objectType = 'comment' AND objectId IN ${this.db.text.inJson('?')}`,
        )
        .all(JSON.stringify(parentIds))) as { id: string }[]
    ).map((r) => r.id);
  }

  async adjustCounter(id: string, counter: 'totalReply' | 'totalLike', delta: number): Promise<void> {
    await this.db
      .prepare(
        `UPDATE comments SET ${counter} = ${this.db.text.greatest('0', `${counter} + ?`)} WHERE id = ?`,
      )
      .run(delta, id);
  }
}
