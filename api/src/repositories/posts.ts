// CMS pages (reference §4.3 CMS post). Content is operator HTML, sanitised by the console's route when saved
// (lib/sanitize-html.ts) and again by the web app when rendered.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import { escapeLike, type Page } from './sql';

export interface PostRow {
  id: string;
  title: string;
  slug: string;
  content: string;
  shortDescription: string;
  type: string;
  status: 'active' | 'inactive';
  ordering: number;
  createdAt: string;
  updatedAt: string;
}

export type NewPost = Pick<
  PostRow,
  'title' | 'slug' | 'content' | 'shortDescription' | 'type' | 'ordering'
> & {
  status?: PostRow['status'];
  id?: string;
};

export interface PostFilters {
  q: string;
  type: string;
  offset: number;
  limit: number;
}

export class PostsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: NewPost, now: string): Promise<PostRow> {
    // the console names the id first: its audit row points at the new item
    const id = input.id ?? newId();
    await this.db
      .prepare(
        `INSERT INTO posts (id, title, slug, content, shortDescription, type, status, ordering, createdAt, updatedAt)
         VALUES (@id, @title, @slug, @content, @shortDescription, @type, @status, @ordering, @now, @now)`,
      )
      .run({ ...input, status: input.status ?? 'active', id, now });
    return (await this.db.prepare('SELECT * FROM posts WHERE id = ?').get(id)) as PostRow;
  }

  async findById(id: string): Promise<PostRow | undefined> {
    return (await this.db.prepare('SELECT * FROM posts WHERE id = ?').get(id)) as PostRow | undefined;
  }

  /** The page that has `slug`, active or not (slugs are unique). */
  async findBySlug(slug: string): Promise<PostRow | undefined> {
    return (await this.db.prepare('SELECT * FROM posts WHERE slug = ?').get(slug)) as PostRow | undefined;
  }

  /** Every page, active or not, for the console. */
  async listAll(offset: number, limit: number): Promise<Page<PostRow>> {
    const total = await this.count();
    const rows = (await this.db
      .prepare(
        `SELECT * FROM posts ORDER BY ordering, ${this.db.text.caseless('title')}, id LIMIT ? OFFSET ?`,
      )
      .all(limit, offset)) as PostRow[];
    return { rows, total };
  }

  async update(
    id: string,
    patch: Partial<Omit<PostRow, 'id' | 'createdAt' | 'updatedAt'>>,
    now: string,
  ): Promise<void> {
    const fields = Object.keys(patch).filter((k) => (patch as Record<string, unknown>)[k] !== undefined);
    if (!fields.length) return;
    await this.db
      .prepare(
        `UPDATE posts SET ${fields.map((f) => `${f} = @${f}`).join(', ')}, updatedAt = @now WHERE id = @id`,
      )
      .run({ ...patch, id, now });
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM posts').get()) as { n: number }).n;
  }

  /** An active page by id or slug. */
  async findActive(idOrSlug: string): Promise<PostRow | undefined> {
    return (await this.db
      .prepare("SELECT * FROM posts WHERE status = 'active' AND (id = @v OR slug = lower(@v)) LIMIT 1")
      .get({ v: idOrSlug })) as PostRow | undefined;
  }

  async searchActive(f: PostFilters): Promise<Page<PostRow>> {
    const where = `status = 'active' AND (@type = '' OR type = @type)
      AND (@q = '' OR ${this.db.text.like('title', '@like')} OR ${this.db.text.like('shortDescription', '@like')})`;
    const params = { type: f.type, q: f.q, like: `%${escapeLike(f.q)}%` };
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM posts WHERE ${where}`).get(params)) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(
        `SELECT * FROM posts WHERE ${where} ORDER BY ordering, ${this.db.text.caseless('title')}, id LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, offset: f.offset, limit: f.limit })) as PostRow[];
    return { rows, total };
  }
}
