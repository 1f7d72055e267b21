// An operator's hide / restore of a reported item (issue 23): one `hiddenAt` column per content table, read by
// each kind's one visibility rule (feeds' VISIBLE, the asset tables' public lists and assertVisible, comments'
// list, a message's JSON for the members who did not send it), so no route decides it on its own.
import type { SqlDb } from '../db/sql-db';

export type HideableKind = 'feed' | 'video' | 'gallery' | 'product' | 'comment' | 'message';

/** Table of each kind; a Map so a name from a URL never reaches SQL. */
const TABLES = new Map<string, string>([
  ['feed', 'feeds'],
  ['video', 'videos'],
  ['gallery', 'galleries'],
  ['product', 'products'],
  ['comment', 'comments'],
  ['message', 'messages'],
]);

export function isHideableKind(kind: string): kind is HideableKind {
  return TABLES.has(kind);
}

export class ModerationRepository {
  constructor(private readonly db: SqlDb) {}

  /** `{ hiddenAt }` of the item, undefined when it does not exist. */
  async state(kind: HideableKind, id: string): Promise<{ hiddenAt: string | null } | undefined> {
    return (await this.db.prepare(`SELECT hiddenAt FROM ${TABLES.get(kind)} WHERE id = ?`).get(id)) as
      { hiddenAt: string | null } | undefined;
  }

  /** Hides (a time) or restores (null) the item. */
  async setHidden(kind: HideableKind, id: string, hiddenAt: string | null): Promise<void> {
    await this.db.prepare(`UPDATE ${TABLES.get(kind)} SET hiddenAt = ? WHERE id = ?`).run(hiddenAt, id);
  }
}
