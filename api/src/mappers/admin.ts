// Operator console JSON: audit rows, people and verification applicants, each typed by its answer schema.
import type { FastifyInstance } from 'fastify';
import { privateFileUrl } from '../lib/file-urls';
import { toDollars } from '../lib/money';
import type { AuditRow } from '../repositories/audit-log';
import type { LedgerEntryRow } from '../repositories/ledger';
import type { PerformerRow } from '../repositories/performers';
import type { UserRow } from '../repositories/users';
import type {
  AuditEntryJson,
  LedgerLineJson,
  PersonDetailJson,
  PersonSummaryJson,
  VerificationJson,
} from '../schemas/admin';
import { commissionRate } from '../services/wallet-charges';
import { avatarUrl, documentReviewOf } from './account';
import { toPayoutJson } from './business';
import { toSubscriptionJson, toWalletTransactionJson } from './payments';
import { toReportJson } from './social';

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

export function toAuditEntryJson(row: AuditRow): AuditEntryJson {
  return {
    _id: row.id,
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    before: parsed(row.beforeJson),
    after: parsed(row.afterJson),
    note: row.note,
    ip: row.ip,
    createdAt: row.createdAt,
  };
}

export function toPersonSummaryJson(user: UserRow, perf?: PerformerRow): PersonSummaryJson {
  return {
    _id: user.id,
    role: user.role,
    username: user.username ?? '',
    email: user.email ?? '',
    name: user.name,
    status: user.status,
    country: user.country,
    balance: toDollars(user.balanceCents),
    verifiedDocument: perf ? perf.verifiedDocument === 1 : null,
    documentReview: perf ? documentReviewOf(perf) : null,
    createdAt: user.createdAt,
  };
}

/** A signed link that lives minutes (the same links the creator sees their own documents through). */
async function documentLink(app: FastifyInstance, fileId: string | null) {
  const file = fileId ? await app.repos.files.findById(fileId) : undefined;
  return file ? { url: privateFileUrl(app, file.kind, file.storedName), mimeType: file.mimeType } : null;
}

export async function toVerificationJson(
  app: FastifyInstance,
  user: UserRow,
  perf: PerformerRow,
): Promise<VerificationJson> {
  const uploads = (
    await Promise.all(
      [perf.idVerificationId, perf.documentVerificationId].map(async (id) =>
        id ? (await app.repos.files.findById(id))?.createdAt : undefined,
      ),
    )
  )
    .filter((at): at is string => Boolean(at))
    .sort();
  return {
    person: toPersonSummaryJson(user, perf),
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: perf.dateOfBirth,
    bio: perf.bio,
    avatar: avatarUrl(app.config.apiPublicUrl, user.avatarPath),
    idVerification: await documentLink(app, perf.idVerificationId),
    documentVerification: await documentLink(app, perf.documentVerificationId),
    uploadedAt: uploads[uploads.length - 1] ?? user.createdAt,
  };
}

export function toLedgerLineJson(row: LedgerEntryRow): LedgerLineJson {
  return {
    _id: row.id,
    transactionId: row.transactionId,
    kind: row.kind,
    amount: toDollars(row.amountCents),
    counterpartyId: row.counterpartyId,
    targetType: row.targetType,
    targetId: row.targetId,
    createdAt: row.createdAt,
  };
}

const RECENT = 20;

/** One account as the console shows it: its money, what it bought and sold, and what was reported. */
export async function toPersonDetailJson(app: FastifyInstance, user: UserRow): Promise<PersonDetailJson> {
  const perf = user.role === 'performer' ? await app.repos.performers.findByUserId(user.id) : undefined;
  const now = app.now().toISOString();
  const page = { sortBy: 'createdAt', sort: 'DESC', offset: 0, limit: RECENT } as const;
  const subscriptions = (
    await app.repos.subscriptions.search({
      ...page,
      ...(perf ? { performerId: user.id } : { userId: user.id }),
      now,
    })
  ).rows;
  return {
    person: toPersonSummaryJson(user, perf),
    commission: perf ? await commissionRate(app, user.id) : null,
    commissionOverride: perf?.commissionOverride ?? null,
    ledger: (await app.repos.adminPeople.recentLedger(user.id, RECENT)).map(toLedgerLineJson),
    subscriptions: await Promise.all(subscriptions.map(async (s) => await toSubscriptionJson(app, s))),
    purchases: await Promise.all(
      (await app.repos.walletTransactions.search({ ...page, userId: user.id })).rows.map(
        async (t) => await toWalletTransactionJson(app, t),
      ),
    ),
    payouts: perf
      ? (await app.repos.payouts.search({ ...page, performerId: user.id })).rows.map(toPayoutJson)
      : [],
    reports: (await app.repos.adminPeople.reportsAbout(user.id, RECENT)).map(toReportJson),
  };
}
