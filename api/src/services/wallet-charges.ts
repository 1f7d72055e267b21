// Wallet spending (reference §5.3, §5.9): the charge every wallet purchase makes (tips in services/tips, unlocks
// of posts, videos and galleries here, product orders, live sessions).
// Each is one SQL transaction: the fan's conditional debit, the creator's net credit and the platform's
// commission (ledger legs), the wallet transaction, the earning row and what was bought.
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden } from '../lib/http-error';
import { newId } from '../lib/ids';
import { splitCommission } from '../lib/money';
import type { Viewer } from '../repositories/directory';
import type { WalletTarget, WalletTransactionRow, WalletType } from '../repositories/wallet-transactions';
import { resolveTarget } from './content-targets';
import { announceBalances, move, PLATFORM_ACCOUNT, type BalanceChanges } from './ledger';
import { payableCreator } from './purchase-decision';

export const WALLET_MESSAGES = {
  creatorsCannotBuy: 'Creators cannot buy with a wallet: use a fan account',
  ownItem: 'You cannot buy your own content',
  alreadyBought: 'You have already unlocked this item',
  free: 'This item is free: there is nothing to unlock',
  notForSale: 'This item is not for sale',
  outOfStock: 'Not Enough Stock!',
  addressRequired: 'Please choose a delivery address',
};

/**
 * The platform's share of a sale by this creator as a fraction (0.2 = 20 %): the operator's override for the
 * creator (issue 23), else the site's `performerCommission` setting. Every sale splits through here.
 */
export async function commissionRate(app: FastifyInstance, performerId: string): Promise<number> {
  const override = (await app.repos.performers.findByUserId(performerId))?.commissionOverride;
  if (typeof override === 'number') return override;
  const value = await app.repos.settings.get<number>('performerCommission');
  return typeof value === 'number' ? value : 0.2;
}

export interface Charge {
  fan: Viewer;
  performerId: string;
  cents: number;
  target: WalletTarget;
  targetId: string;
  type: WalletType;
  description: string;
  quantity?: number;
  sessionId?: string;
  /** what the fan wrote with it (a tip's message), for the creator's earning row */
  note?: string;
  /** writes what was bought, inside the same transaction */
  also?: (transactionId: string) => Promise<void>;
}

/** Debits the fan, credits the creator's net and the platform's commission, records the spending. */
export async function charge(
  app: FastifyInstance,
  c: Charge,
): Promise<{ row: WalletTransactionRow; changes: BalanceChanges }> {
  const { commissionCents, netCents } = splitCommission(c.cents, await commissionRate(app, c.performerId));
  const transactionId = newId();
  const now = app.now().toISOString();
  let changes: BalanceChanges = new Map();
  let row!: WalletTransactionRow;
  await app.db.transaction(async () => {
    changes = (
      await move(app, {
        kind: c.type,
        transactionId,
        targetType: c.target,
        targetId: c.targetId,
        legs: [
          { accountId: c.fan.id, amountCents: -c.cents },
          { accountId: c.performerId, amountCents: netCents },
          { accountId: PLATFORM_ACCOUNT, amountCents: commissionCents },
        ],
      })
    ).changes;
    row = await app.repos.walletTransactions.create(
      {
        userId: c.fan.id,
        performerId: c.performerId,
        target: c.target,
        targetId: c.targetId,
        type: c.type,
        description: c.description,
        totalPriceCents: c.cents,
        quantity: c.quantity ?? 1,
        sessionId: c.sessionId ?? '',
      },
      now,
      transactionId,
    );
    await app.repos.earnings.add(
      {
        transactionId,
        sourceType: 'wallet',
        userId: c.fan.id,
        performerId: c.performerId,
        type: c.type,
        grossCents: c.cents,
        commissionCents,
        netCents,
        paymentGateway: 'wallet',
        note: c.note ?? '',
      },
      now,
    );
    await c.also?.(transactionId);
  })();
  return { row, changes };
}

export async function assertFan(app: FastifyInstance, fan: Viewer): Promise<void> {
  const account = await app.repos.users.findById(fan.id);
  if (!account || account.role !== 'user') throw forbidden(WALLET_MESSAGES.creatorsCannotBuy);
}

export type UnlockKind = 'feed' | 'video' | 'gallery';

interface Sellable {
  id: string;
  performerId: string;
  isSale: number;
  priceCents: number;
  title: string;
}

/** The sale fields of an item row (the row itself carries many more). */
const saleOf = (row: Sellable): Sellable => ({
  id: row.id,
  performerId: row.performerId,
  isSale: row.isSale,
  priceCents: row.priceCents,
  title: row.title,
});

async function sellable(app: FastifyInstance, kind: UnlockKind, id: string): Promise<Sellable | undefined> {
  if (kind === 'feed') {
    const row = await app.repos.feeds.findById(id);
    // a post may have no title: its first words name it on the receipt
    return row && { ...saleOf(row), title: row.title || row.text.slice(0, 40) || 'Post' };
  }
  const row = kind === 'video' ? await app.repos.videos.findById(id) : await app.repos.galleries.findById(id);
  return row && saleOf(row);
}

const UNLOCK_NOUN: Record<UnlockKind, string> = { feed: 'post', video: 'video', gallery: 'gallery' };

/** Buys a pay-per-view item once. The access rule then opens it (services/access `hasBought`). */
export async function unlockItem(
  app: FastifyInstance,
  fan: Viewer,
  kind: UnlockKind,
  id: string,
): Promise<{ row: WalletTransactionRow }> {
  await assertFan(app, fan);
  // visibility, the creator's blocks and country blocks: the same decision every route takes
  await resolveTarget(app, fan, kind, id);
  const item = await sellable(app, kind, id);
  if (!item) throw new HttpError(404, 'This item is not found');
  await payableCreator(app, fan, item.performerId);
  if (item.performerId === fan.id) throw new HttpError(422, WALLET_MESSAGES.ownItem);
  if (!item.isSale) throw new HttpError(422, WALLET_MESSAGES.notForSale);
  if (item.priceCents <= 0) throw new HttpError(422, WALLET_MESSAGES.free);
  if (await app.repos.purchases.exists(fan.id, kind, id))
    throw new HttpError(422, WALLET_MESSAGES.alreadyBought);
  const now = app.now().toISOString();
  const { row, changes } = await charge(app, {
    fan,
    performerId: item.performerId,
    cents: item.priceCents,
    target: kind,
    targetId: id,
    type: kind,
    description: `Unlock ${UNLOCK_NOUN[kind]} "${item.title}"`,
    also: async () => {
      // the UNIQUE purchase row settles a race between two unlocks of the same item
      const before = await app.repos.purchases.exists(fan.id, kind, id);
      if (before) throw new HttpError(422, WALLET_MESSAGES.alreadyBought);
      await app.repos.purchases.add(fan.id, kind, id, now);
    },
  });
  announceBalances(app, changes);
  return { row };
}
