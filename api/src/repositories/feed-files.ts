// A post's files (reference §4.3 Feed): its media in order (`feed_files`), and the checks that a file belongs
// to a post or is already used by another, its teaser and thumbnail (columns of `feeds`) included.
import type { SqlDb } from '../db/sql-db';

export class FeedFilesRepository {
  constructor(private readonly db: SqlDb) {}

  async set(feedId: string, fileIds: string[]): Promise<void> {
    await this.db.prepare('DELETE FROM feed_files WHERE feedId = ?').run(feedId);
    const insert = this.db.prepare('INSERT INTO feed_files (feedId, fileId, position) VALUES (?, ?, ?)');
    for (const [i, fileId] of fileIds.entries()) await insert.run(feedId, fileId, i);
  }

  /** fileIds of each post, in order. */
  async idsOf(feedIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>(feedIds.map((id) => [id, []]));
    if (!feedIds.length) return map;
    const rows = (await this.db
      .prepare(
        `SELECT feedId, fileId FROM feed_files WHERE feedId IN ${this.db.text.inJson('?')} ORDER BY feedId, position`,
      )
      .all(JSON.stringify(feedIds))) as { feedId: string; fileId: string }[];
    for (const r of rows) map.get(r.feedId)?.push(r.fileId);
    return map;
  }

  /** The post (other than `exceptFeedId`) a file is attached to, as media, teaser or thumbnail. */
  async inUse(fileId: string, exceptFeedId: string): Promise<boolean> {
    return Boolean(
      await this.db
        .prepare(
          `SELECT 1 FROM feed_files WHERE fileId = @fileId AND feedId != @except
           UNION ALL SELECT 1 FROM feeds WHERE (teaserId = @fileId OR thumbnailId = @fileId) AND id != @except LIMIT 1`,
        )
        .get({ fileId, except: exceptFeedId }),
    );
  }

  /** Whether a file belongs to this post (its media, teaser or thumbnail). */
  async has(feedId: string, fileId: string): Promise<boolean> {
    return Boolean(
      await this.db
        .prepare(
          `SELECT 1 FROM feed_files WHERE feedId = @feedId AND fileId = @fileId
           UNION ALL SELECT 1 FROM feeds WHERE id = @feedId AND (teaserId = @fileId OR thumbnailId = @fileId) LIMIT 1`,
        )
        .get({ feedId, fileId }),
    );
  }
}
