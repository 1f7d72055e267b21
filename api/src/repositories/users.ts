// Accounts (fans and creators). Usernames are stored lowercase, emails lowercase.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import { escapeLike } from './sql';
import type { Role } from '../contract/roles';

export interface UserRow {
  id: string;
  role: Role;
  name: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string | null;
  passwordHash: string | null;
  gender: string;
  country: string;
  phone: string;
  avatarPath: string;
  balanceCents: number;
  status: string;
  verifiedEmail: number;
  googleId: string | null;
  twitterId: string | null;
  /** presence flag shown on cards (0/1); the directory sorts by it */
  isOnline: number;
  onlineAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The public card of an account (blacklist picker, follower lists, fan view). */
export interface UserCardRow {
  id: string;
  role: string;
  name: string;
  username: string | null;
  avatarPath: string;
  isOnline: number;
  createdAt: string;
}

export interface NewUser {
  role: Role;
  name: string;
  firstName?: string;
  lastName?: string;
  username?: string | null;
  email?: string | null;
  passwordHash?: string | null;
  gender?: string;
  country?: string;
  status?: string;
  verifiedEmail?: boolean;
  googleId?: string | null;
  twitterId?: string | null;
}

/** Columns a profile update may touch. Balance, role, status and verification are never in here. */
const PROFILE_COLUMNS = [
  'name',
  'firstName',
  'lastName',
  'username',
  'email',
  'gender',
  'country',
  'phone',
] as const;
export type UserProfilePatch = Partial<Record<(typeof PROFILE_COLUMNS)[number], string>>;

export class UsersRepository {
  constructor(private readonly db: SqlDb) {}

  async findById(id: string): Promise<UserRow | undefined> {
    return (await this.db.prepare('SELECT * FROM users WHERE id = ?').get(id)) as UserRow | undefined;
  }

  /** Login accepts a username or an email in the same field. */
  async findByLogin(login: string): Promise<UserRow | undefined> {
    const value = login.trim().toLowerCase();
    return (await this.db
      .prepare('SELECT * FROM users WHERE username = ? OR email = ? LIMIT 1')
      .get(value, value)) as UserRow | undefined;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return (await this.db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim().toLowerCase())) as
      UserRow | undefined;
  }

  async findByProvider(provider: 'google' | 'twitter', providerId: string): Promise<UserRow | undefined> {
    const column = provider === 'google' ? 'googleId' : 'twitterId';
    return (await this.db.prepare(`SELECT * FROM users WHERE ${column} = ?`).get(providerId)) as
      UserRow | undefined;
  }

  async isUsernameTaken(username: string, exceptId?: string): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT id FROM users WHERE username = ? AND id != ?')
      .get(username.toLowerCase(), exceptId ?? '');
    return Boolean(row);
  }

  async isEmailTaken(email: string, exceptId?: string): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT id FROM users WHERE email = ? AND id != ?')
      .get(email.toLowerCase(), exceptId ?? '');
    return Boolean(row);
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM users').get()) as { n: number }).n;
  }

  async create(input: NewUser, now: string): Promise<UserRow> {
    const id = newId();
    await this.db
      .prepare(
        `INSERT INTO users (id, role, name, firstName, lastName, username, email, passwordHash, gender, country,
          status, verifiedEmail, balanceCents, googleId, twitterId, createdAt, updatedAt)
         VALUES (@id, @role, @name, @firstName, @lastName, @username, @email, @passwordHash, @gender, @country,
          @status, @verifiedEmail, @balanceCents, @googleId, @twitterId, @now, @now)`,
      )
      .run({
        id,
        role: input.role,
        name: input.name,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        username: input.username ? input.username.toLowerCase() : null,
        email: input.email ? input.email.toLowerCase() : null,
        passwordHash: input.passwordHash ?? null,
        gender: input.gender ?? '',
        country: input.country ?? '',
        status: input.status ?? 'active',
        verifiedEmail: input.verifiedEmail ? 1 : 0,
        // every account starts at zero: only the ledger (services/ledger.ts) moves a balance
        balanceCents: 0,
        googleId: input.googleId ?? null,
        twitterId: input.twitterId ?? null,
        now,
      });
    return (await this.findById(id)) as UserRow;
  }

  async updateProfile(id: string, patch: UserProfilePatch, now: string): Promise<UserRow | undefined> {
    const entries = PROFILE_COLUMNS.filter((c) => patch[c] !== undefined).map((c) => {
      const v = patch[c] as string;
      return [c, c === 'username' || c === 'email' ? v.toLowerCase() : v] as const;
    });
    if (entries.length) {
      const set = entries.map(([c]) => `${c} = @${c}`).join(', ');
      await this.db
        .prepare(`UPDATE users SET ${set}, updatedAt = @now WHERE id = @id`)
        .run({ ...Object.fromEntries(entries), now, id });
    }
    return await this.findById(id);
  }

  /** A changed address must be proven again. */
  async clearEmailVerification(id: string, now: string): Promise<void> {
    await this.db.prepare('UPDATE users SET verifiedEmail = 0, updatedAt = ? WHERE id = ?').run(now, id);
  }

  async setPasswordHash(id: string, passwordHash: string, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE users SET passwordHash = ?, updatedAt = ? WHERE id = ?')
      .run(passwordHash, now, id);
  }

  async setVerifiedEmail(id: string, now: string): Promise<void> {
    // A pending-email-confirmation account becomes active once its address is proven.
    await this.db
      .prepare(
        `UPDATE users SET verifiedEmail = 1, updatedAt = ?,
           status = CASE WHEN status = 'pending-email-confirmation' THEN 'active' ELSE status END WHERE id = ?`,
      )
      .run(now, id);
  }

  async setAvatar(id: string, avatarPath: string, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE users SET avatarPath = ?, updatedAt = ? WHERE id = ?')
      .run(avatarPath, now, id);
  }

  async setOnline(id: string, online: boolean, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE users SET isOnline = ?, onlineAt = ? WHERE id = ?')
      .run(online ? 1 : 0, now, id);
  }

  async setStatus(id: string, status: string, now: string): Promise<void> {
    await this.db.prepare('UPDATE users SET status = ?, updatedAt = ? WHERE id = ?').run(status, now, id);
  }

  /** An active account by id, or by username when the value is not an id. */
  async findActiveCard(idOrUsername: string): Promise<UserCardRow | undefined> {
    return (await this.db
      .prepare(
        `SELECT id, role, name, username, avatarPath, isOnline, createdAt FROM users
         WHERE status = 'active' AND (id = @v OR username = lower(@v)) LIMIT 1`,
      )
      .get({ v: idOrUsername })) as UserCardRow | undefined;
  }

  /** Active fans matching a keyword on name or username (never email: no address probing), for a creator's blacklist picker. */
  async searchFans(
    q: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: UserCardRow[]; total: number }> {
    const d = this.db.text;
    const where = `role = 'user' AND status = 'active'
      AND (@q = '' OR ${d.like('name', '@like')} OR ${d.like('username', '@like')})`;
    const params = { q, like: `%${escapeLike(q)}%`, offset, limit };
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE ${where}`).get(params)) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(
        `SELECT id, role, name, username, avatarPath, isOnline, createdAt FROM users WHERE ${where}
         ORDER BY ${d.caseless('name')}, id LIMIT @limit OFFSET @offset`,
      )
      .all(params)) as UserCardRow[];
    return { rows, total };
  }

  async linkProvider(
    id: string,
    provider: 'google' | 'twitter',
    providerId: string,
    now: string,
  ): Promise<void> {
    const column = provider === 'google' ? 'googleId' : 'twitterId';
    await this.db
      .prepare(`UPDATE users SET ${column} = ?, updatedAt = ? WHERE id = ?`)
      .run(providerId, now, id);
  }
}
