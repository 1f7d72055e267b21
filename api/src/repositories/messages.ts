// Messages of conversations, in the server's order (`seq`), with their attached files.
import type { SqlDb } from '../db/sql-db';
import type { MemberRole } from '../contract/roles';
import { newId } from '../lib/ids';

export interface MessageRow {
  seq: number;
  id: string;
  conversationId: string;
  type: 'text' | 'media' | 'photo' | 'video' | 'tip' | 'notify';
  text: string;
  senderId: string;
  senderSource: MemberRole;
  clientId: string | null;
  priceCents: number;
  isDeleted: number;
  /** set while an operator hides the message (issue 23 moderation) */
  hiddenAt?: string | null;
  createdAt: string;
}

export type MessageInput = Pick<
  MessageRow,
  'conversationId' | 'type' | 'text' | 'senderId' | 'senderSource' | 'clientId' | 'priceCents'
>;

export class MessagesRepository {
  constructor(private readonly db: SqlDb) {}

  async find(id: string): Promise<MessageRow | undefined> {
    return (await this.db.prepare('SELECT * FROM messages WHERE id = ?').get(id)) as MessageRow | undefined;
  }

  async byClientId(senderId: string, clientId: string): Promise<MessageRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM messages WHERE senderId = ? AND clientId = ?')
      .get(senderId, clientId)) as MessageRow | undefined;
  }

  /** Inserts, or answers undefined when the sender already stored this clientId (the caller reads that one). */
  async insert(
    input: MessageInput,
    fileIds: readonly string[],
    now: string,
  ): Promise<MessageRow | undefined> {
    const id = newId();
    const result = await this.db
      .prepare(
        `INSERT INTO messages (id, conversationId, type, text, senderId, senderSource, clientId, priceCents, createdAt)
         VALUES (@id, @conversationId, @type, @text, @senderId, @senderSource, @clientId, @priceCents, @now)
         ON CONFLICT (senderId, clientId) DO NOTHING`,
      )
      .run({ id, ...input, now });
    if (result.changes === 0) return undefined;
    const add = this.db.prepare('INSERT INTO message_files (messageId, fileId, position) VALUES (?, ?, ?)');
    for (const [i, fileId] of fileIds.entries()) await add.run(id, fileId, i);
    return await this.find(id);
  }

  /** Newest first (the client reverses the page), as the contract pages it. */
  async page(
    conversationId: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: MessageRow[]; total: number }> {
    const rows = (await this.db
      .prepare('SELECT * FROM messages WHERE conversationId = ? ORDER BY seq DESC LIMIT ? OFFSET ?')
      .all(conversationId, limit, offset)) as MessageRow[];
    const { total } = (await this.db
      .prepare('SELECT COUNT(*) AS total FROM messages WHERE conversationId = ?')
      .get(conversationId)) as { total: number };
    return { rows, total };
  }

  /** What came after a message the client holds (catch-up after a reconnect), oldest first. */
  async after(conversationId: string, afterId: string, limit: number): Promise<MessageRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM messages WHERE conversationId = ?
           AND seq > COALESCE((SELECT seq FROM messages WHERE id = ? AND conversationId = ?), 0)
         ORDER BY seq ASC LIMIT ?`,
      )
      .all(conversationId, afterId, conversationId, limit)) as MessageRow[];
  }

  async fileIds(messageId: string): Promise<string[]> {
    return (
      (await this.db
        .prepare('SELECT fileId FROM message_files WHERE messageId = ? ORDER BY position')
        .all(messageId)) as { fileId: string }[]
    ).map((r) => r.fileId);
  }

  /** A file's message, if it is attached to one. */
  async messageOfFile(fileId: string): Promise<string | undefined> {
    return (
      (await this.db.prepare('SELECT messageId FROM message_files WHERE fileId = ?').get(fileId)) as
        { messageId: string } | undefined
    )?.messageId;
  }

  /** Clears a chat (a live session's, by its creator). */
  async clear(conversationId: string): Promise<number> {
    return (await this.db.prepare('DELETE FROM messages WHERE conversationId = ?').run(conversationId))
      .changes;
  }

  /** The newest message of a conversation; with `kept`, the newest neither deleted nor hidden by moderation. */
  async newest(conversationId: string, { kept = false } = {}): Promise<MessageRow | undefined> {
    return (await this.db
      .prepare(
        `SELECT * FROM messages WHERE conversationId = ? ${kept ? 'AND isDeleted = 0 AND hiddenAt IS NULL' : ''}
         ORDER BY seq DESC LIMIT 1`,
      )
      .get(conversationId)) as MessageRow | undefined;
  }

  async markDeleted(id: string): Promise<void> {
    await this.db.prepare("UPDATE messages SET isDeleted = 1, text = '' WHERE id = ?").run(id);
  }
}
