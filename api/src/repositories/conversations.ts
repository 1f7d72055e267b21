// Private conversations (one per fan–creator pair) and their members' unread counts.
import type { SqlDb } from '../db/sql-db';
import type { MemberRole } from '../contract/roles';
import { newId } from '../lib/ids';

export interface ConversationRow {
  id: string;
  type: 'private' | 'public' | 'group';
  name: string;
  pairKey: string | null;
  performerId: string | null;
  streamId: string | null;
  lastMessage: string;
  lastSenderId: string | null;
  lastMessageCreatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MemberRow {
  conversationId: string;
  userId: string;
  source: MemberRole;
  unreadCount: number;
}

export interface Member {
  userId: string;
  source: MemberRole;
}

export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

export class ConversationsRepository {
  constructor(private readonly db: SqlDb) {}

  async find(id: string): Promise<ConversationRow | undefined> {
    return (await this.db.prepare('SELECT * FROM conversations WHERE id = ?').get(id)) as
      ConversationRow | undefined;
  }

  async members(conversationId: string): Promise<MemberRow[]> {
    return (await this.db
      .prepare('SELECT * FROM conversation_members WHERE conversationId = ? ORDER BY source')
      .all(conversationId)) as MemberRow[];
  }

  async member(conversationId: string, userId: string): Promise<MemberRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM conversation_members WHERE conversationId = ? AND userId = ?')
      .get(conversationId, userId)) as MemberRow | undefined;
  }

  /** The private conversation of two members, created once (the UNIQUE pair key settles a race). */
  async openPrivate(a: Member, b: Member, performerId: string, now: string): Promise<ConversationRow> {
    const pairKey = pairKeyOf(a.userId, b.userId);
    return await this.db.transaction(async () => {
      const existing = (await this.db
        .prepare('SELECT * FROM conversations WHERE pairKey = ?')
        .get(pairKey)) as ConversationRow | undefined;
      if (existing) return existing;
      const id = newId();
      await this.db
        .prepare(
          `INSERT INTO conversations (id, type, pairKey, performerId, createdAt, updatedAt)
           VALUES (?, 'private', ?, ?, ?, ?)`,
        )
        .run(id, pairKey, performerId, now, now);
      const add = this.db.prepare(
        'INSERT INTO conversation_members (conversationId, userId, source) VALUES (?, ?, ?)',
      );
      await add.run(id, a.userId, a.source);
      await add.run(id, b.userId, b.source);
      return (await this.find(id)) as ConversationRow;
    })();
  }

  /** A live session's chat (type 'public'): anyone allowed into the stream reads it; no members are listed. */
  /**
   * A live session's chat: 'public' for a public stream; 'group' for a private show (its two members are
   * recorded; 'private' is the messenger's one-to-one conversation).
   */
  async openStreamChat(
    performerId: string,
    streamId: string,
    name: string,
    now: string,
    members: { userId: string; source: MemberRole }[] = [],
  ): Promise<ConversationRow> {
    const id = newId();
    await this.db
      .prepare(
        `INSERT INTO conversations (id, type, name, performerId, streamId, createdAt, updatedAt)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, members.length ? 'group' : 'public', name, performerId, streamId, now, now);
    const member = this.db.prepare(
      'INSERT INTO conversation_members (conversationId, userId, source) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    );
    for (const m of members) await member.run(id, m.userId, m.source);
    return (await this.find(id)) as ConversationRow;
  }

  /**
   * A member's conversations, newest activity first; `keyword` matches the other member's name or username.
   * A conversation joins the list with its first message: one only opened (by a fan who may not write yet,
   * or who wrote nothing) has nothing to show.
   */
  async listFor(
    userId: string,
    q: { keyword?: string; offset: number; limit: number },
  ): Promise<{ rows: (ConversationRow & { unreadCount: number })[]; total: number }> {
    const params: Record<string, unknown> = { userId, offset: q.offset, limit: q.limit };
    let filter = '';
    if (q.keyword) {
      params.keyword = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filter = `AND EXISTS (SELECT 1 FROM conversation_members o JOIN users u ON u.id = o.userId
        WHERE o.conversationId = c.id AND o.userId <> @userId
          AND (${this.db.text.like('u.name', '@keyword')} OR ${this.db.text.like('u.username', '@keyword')}))`;
    }
    const from = `FROM conversations c JOIN conversation_members m ON m.conversationId = c.id AND m.userId = @userId
      WHERE c.type = 'private' AND c.lastMessageCreatedAt IS NOT NULL ${filter}`;
    const rows = (await this.db
      .prepare(
        `SELECT c.*, m.unreadCount ${from}
         ORDER BY COALESCE(c.lastMessageCreatedAt, c.createdAt) DESC, c.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all(params)) as (ConversationRow & { unreadCount: number })[];
    const { total } = (await this.db.prepare(`SELECT COUNT(*) AS total ${from}`).get(params)) as {
      total: number;
    };
    return { rows, total };
  }

  /** After a message: the list's preview, and one more unread for everyone but the sender. */
  async touch(conversationId: string, senderId: string, preview: string, at: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE conversations SET lastMessage = ?, lastSenderId = ?, lastMessageCreatedAt = ?, updatedAt = ?
         WHERE id = ?`,
      )
      .run(preview, senderId, at, at, conversationId);
    await this.db
      .prepare(
        'UPDATE conversation_members SET unreadCount = unreadCount + 1 WHERE conversationId = ? AND userId <> ?',
      )
      .run(conversationId, senderId);
  }

  /** The list's preview set again (after a delete), without touching unread counts. */
  async setPreview(conversationId: string, senderId: string, preview: string, at: string): Promise<void> {
    await this.db
      .prepare(
        'UPDATE conversations SET lastMessage = ?, lastSenderId = ?, lastMessageCreatedAt = ? WHERE id = ?',
      )
      .run(preview, senderId, at, conversationId);
  }

  async markRead(conversationId: string, userId: string): Promise<void> {
    await this.db
      .prepare('UPDATE conversation_members SET unreadCount = 0 WHERE conversationId = ? AND userId = ?')
      .run(conversationId, userId);
  }

  /** How many of a member's conversations have unread messages (the header badge). */
  async unreadConversations(userId: string): Promise<number> {
    return (
      (await this.db
        .prepare('SELECT COUNT(*) AS n FROM conversation_members WHERE userId = ? AND unreadCount > 0')
        .get(userId)) as { n: number }
    ).n;
  }
}
