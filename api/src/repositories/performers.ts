// Creator-only fields, one row per creator account (users.role = 'performer').
import type { SqlDb } from '../db/sql-db';
import { creatorLiveColumns, creatorStatsColumn } from './sql';

export interface PerformerRow {
  userId: string;
  coverPath: string;
  welcomeVideoPath: string;
  welcomeVideoName: string;
  welcomeVideoId: string | null;
  activateWelcomeVideo: number;
  phoneCode: string;
  dateOfBirth: string;
  state: string;
  city: string;
  address: string;
  zipcode: string;
  languages: string;
  categoryIds: string;
  bio: string;
  height: string;
  weight: string;
  eyes: string;
  hair: string;
  butt: string;
  pubicHair: string;
  ethnicity: string;
  bodyType: string;
  sexualOrientation: string;
  isFreeSubscription: number;
  /** 1 when the creator shows their city on the public profile */
  showCity: number;
  durationFreeSubscriptionDays: number;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
  publicChatPriceCents: number;
  privateChatPriceCents: number;
  verifiedAccount: number;
  verifiedDocument: number;
  isFeatured: number;
  idVerificationId: string | null;
  documentVerificationId: string | null;
  blockCountries: string;
  stats: string;
  score: number;
  /** 1 while a public session streams (reference §4.3 `live`): derived by creatorLiveColumns, never stored */
  live: number;
  streamingStatus: string;
  lastStreamingTime: string | null;
  /** the operator refused the ID documents (cleared when the creator uploads a new one) */
  documentRejectedAt: string | null;
  documentReviewNote: string;
  /** the operator's platform share for this creator (0..1); null = the site setting */
  commissionOverride: number | null;
}

/** Counters kept in the `stats` JSON (followers, likes...); adjusted by follow/reaction writes. */
export type PerformerStatKey =
  | 'followers'
  | 'likes'
  | 'subscribers'
  | 'views'
  | 'totalFeeds'
  | 'totalVideos'
  | 'totalPhotos'
  | 'totalGalleries'
  | 'totalProducts';

export interface PerformerShowcase {
  stats?: Record<string, number>;
  score?: number;
  isFeatured?: boolean;
}

/** Text columns a creator may edit through PUT /performers/me. */
export const PERFORMER_TEXT_COLUMNS = [
  'phoneCode',
  'dateOfBirth',
  'state',
  'city',
  'address',
  'zipcode',
  'bio',
  'height',
  'weight',
  'eyes',
  'hair',
  'butt',
  'pubicHair',
  'ethnicity',
  'bodyType',
  'sexualOrientation',
] as const;

export interface PerformerPatch {
  text?: Partial<Record<(typeof PERFORMER_TEXT_COLUMNS)[number], string>>;
  languages?: string[];
  categoryIds?: string[];
  isFreeSubscription?: boolean;
  durationFreeSubscriptionDays?: number;
  monthlyPriceCents?: number;
  yearlyPriceCents?: number;
  publicChatPriceCents?: number;
  privateChatPriceCents?: number;
  activateWelcomeVideo?: boolean;
  showCity?: boolean;
}

export type PerformerMedia = 'cover' | 'welcomeVideo' | 'idVerification' | 'documentVerification';

export interface NewPerformer {
  dateOfBirth?: string;
  monthlyPriceCents?: number;
  yearlyPriceCents?: number;
  isFreeSubscription?: boolean;
  durationFreeSubscriptionDays?: number;
  verifiedAccount?: boolean;
  verifiedDocument?: boolean;
  bio?: string;
  idVerificationId?: string | null;
  documentVerificationId?: string | null;
}

export class PerformersRepository {
  constructor(private readonly db: SqlDb) {}

  async findByUserId(userId: string): Promise<PerformerRow | undefined> {
    return (await this.db
      .prepare(
        `SELECT p.*, ${creatorStatsColumn(this.db.text, 'p')}, ${creatorLiveColumns('p')} FROM performers p WHERE p.userId = ?`,
      )
      .get(userId)) as PerformerRow | undefined;
  }

  async create(userId: string, input: NewPerformer): Promise<PerformerRow> {
    await this.db
      .prepare(
        `INSERT INTO performers (userId, dateOfBirth, monthlyPriceCents, yearlyPriceCents, isFreeSubscription,
          durationFreeSubscriptionDays, verifiedAccount, verifiedDocument, bio, idVerificationId, documentVerificationId)
         VALUES (@userId, @dateOfBirth, @monthly, @yearly, @free, @days, @verifiedAccount, @verifiedDocument, @bio, @idv, @docv)`,
      )
      .run({
        userId,
        dateOfBirth: input.dateOfBirth ?? '',
        monthly: input.monthlyPriceCents ?? 995,
        yearly: input.yearlyPriceCents ?? 9995,
        free: input.isFreeSubscription ? 1 : 0,
        days: input.durationFreeSubscriptionDays ?? 1,
        verifiedAccount: input.verifiedAccount ? 1 : 0,
        verifiedDocument: input.verifiedDocument ? 1 : 0,
        bio: input.bio ?? '',
        idv: input.idVerificationId ?? null,
        docv: input.documentVerificationId ?? null,
      });
    return (await this.findByUserId(userId)) as PerformerRow;
  }

  async update(userId: string, patch: PerformerPatch): Promise<void> {
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(patch.text ?? {})) {
      if ((PERFORMER_TEXT_COLUMNS as readonly string[]).includes(k) && v !== undefined) values[k] = v;
    }
    if (patch.languages) values.languages = JSON.stringify(patch.languages);
    if (patch.categoryIds) values.categoryIds = JSON.stringify(patch.categoryIds);
    if (patch.isFreeSubscription !== undefined) values.isFreeSubscription = patch.isFreeSubscription ? 1 : 0;
    if (patch.activateWelcomeVideo !== undefined)
      values.activateWelcomeVideo = patch.activateWelcomeVideo ? 1 : 0;
    if (patch.showCity !== undefined) values.showCity = patch.showCity ? 1 : 0;
    for (const k of [
      'durationFreeSubscriptionDays',
      'monthlyPriceCents',
      'yearlyPriceCents',
      'publicChatPriceCents',
      'privateChatPriceCents',
    ] as const) {
      if (patch[k] !== undefined) values[k] = patch[k] as number;
    }
    const keys = Object.keys(values);
    if (!keys.length) return;
    await this.db
      .prepare(`UPDATE performers SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE userId = @userId`)
      .run({ ...values, userId });
  }

  /** Country codes this creator refuses (ISO alpha-2, already validated). */
  async setBlockCountries(userId: string, codes: string[]): Promise<void> {
    await this.db
      .prepare('UPDATE performers SET blockCountries = ? WHERE userId = ?')
      .run(JSON.stringify(codes), userId);
  }

  /** Adds delta to one stats counter, never below zero. */
  async adjustStat(userId: string, key: PerformerStatKey, delta: number): Promise<void> {
    await this.db
      .prepare(
        `UPDATE performers SET stats = ${this.db.text.jsonSet('stats', [
          [
            '@key',
            `${this.db.text.greatest('0', `coalesce(${this.db.text.jsonNumber('stats', '@key')}, 0) + @delta`)}`,
          ],
        ])} WHERE userId = @userId`,
      )
      .run({ userId, key, delta });
  }

  /** Stats, score and the featured flag (seed now; admin later). LIVE is derived from sessions (sql.ts). */
  async setShowcase(userId: string, input: PerformerShowcase): Promise<void> {
    const values: Record<string, string | number> = {};
    if (input.stats) values.stats = JSON.stringify(input.stats);
    if (input.score !== undefined) values.score = input.score;
    if (input.isFeatured !== undefined) values.isFeatured = input.isFeatured ? 1 : 0;
    const keys = Object.keys(values);
    if (!keys.length) return;
    await this.db
      .prepare(`UPDATE performers SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE userId = @userId`)
      .run({ ...values, userId });
  }

  /** The operator's decision on the ID documents: approved, or refused (with a note the creator reads). */
  async setCommissionOverride(userId: string, commission: number | null): Promise<void> {
    await this.db
      .prepare('UPDATE performers SET commissionOverride = ? WHERE userId = ?')
      .run(commission, userId);
  }

  async setDocumentReview(userId: string, verified: boolean, note: string, now: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE performers SET verifiedDocument = @verified, documentRejectedAt = @rejectedAt,
           documentReviewNote = @note WHERE userId = @userId`,
      )
      .run({ userId, verified: verified ? 1 : 0, rejectedAt: verified ? null : now, note });
  }

  /** Points a media slot at a stored file (path relative to /files). */
  async setMedia(
    userId: string,
    media: PerformerMedia,
    fileId: string,
    relPath: string,
    originalName: string,
  ): Promise<void> {
    const sql: Record<PerformerMedia, string> = {
      cover: 'UPDATE performers SET coverPath = @relPath WHERE userId = @userId',
      welcomeVideo:
        'UPDATE performers SET welcomeVideoPath = @relPath, welcomeVideoName = @originalName, welcomeVideoId = @fileId, activateWelcomeVideo = 1 WHERE userId = @userId',
      // A new ID picture after a refusal is waiting for review again.
      idVerification:
        'UPDATE performers SET idVerificationId = @fileId, documentRejectedAt = NULL WHERE userId = @userId',
      documentVerification:
        'UPDATE performers SET documentVerificationId = @fileId, documentRejectedAt = NULL WHERE userId = @userId',
    };
    await this.db.prepare(sql[media]).run({ userId, fileId, relPath, originalName });
  }
}
