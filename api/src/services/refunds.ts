// Refunds (reference §5.9): deleting a paid item, or a creator refunding an order, gives each buyer their
// money back from the creator's balance. When the creator's balance no longer covers the net (it was spent or
// paid out), the platform covers the rest, so the fan is always made whole and no balance goes negative.
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error';
import type { OrderRow } from '../repositories/orders';
import type { WalletTarget, WalletTransactionRow } from '../repositories/wallet-transactions';
import { announceBalances, move, PLATFORM_ACCOUNT, type BalanceChanges } from './ledger';

/** What one refund gives back: the fan's total, the creator's net share of it. */
export interface RefundParts {
  fanId: string;
  creatorId: string;
  totalCents: number;
  netCents: number;
  targetType: string;
  targetId: string;
}

/**
 * The ledger side of every refund, inside the caller's transaction: the fan's wallet gets the total back; the
 * creator gives back their net share as far as their balance covers it, and the platform the rest (its
 * commission and whatever the creator already spent or withdrew), so no balance goes negative.
 */
export async function refundMovement(app: FastifyInstance, p: RefundParts): Promise<BalanceChanges> {
  const fromCreator = Math.max(0, Math.min(p.netCents, (await app.repos.ledger.balanceOf(p.creatorId)) ?? 0));
  return (
    await move(app, {
      kind: 'refund',
      targetType: p.targetType,
      targetId: p.targetId,
      legs: [
        { accountId: p.creatorId, amountCents: -fromCreator },
        { accountId: PLATFORM_ACCOUNT, amountCents: -(p.totalCents - fromCreator) },
        { accountId: p.fanId, amountCents: p.totalCents },
      ],
    })
  ).changes;
}

/** Refunds one wallet transaction inside the caller's transaction; answers the balance changes. */
export async function refundInside(app: FastifyInstance, tx: WalletTransactionRow): Promise<BalanceChanges> {
  const now = app.now().toISOString();
  if (!(await app.repos.walletTransactions.markRefunded(tx.id, now))) return new Map();
  const earning = await app.repos.earnings.ofTransaction(tx.id);
  await app.repos.earnings.markRefunded(tx.id, now);
  if (tx.target === 'feed' || tx.target === 'video' || tx.target === 'gallery' || tx.target === 'product') {
    await app.repos.purchases.remove(tx.userId, tx.target, tx.targetId);
  }
  return await refundMovement(app, {
    fanId: tx.userId,
    creatorId: tx.performerId,
    totalCents: tx.totalPriceCents,
    netCents: earning?.netCents ?? 0,
    targetType: tx.target,
    targetId: tx.targetId,
  });
}

function merge(into: BalanceChanges, from: BalanceChanges): void {
  for (const [id, cents] of from) into.set(id, (into.get(id) ?? 0) + cents);
}

/** Every buyer of an item gets their money back (called inside the delete's transaction). */
export async function refundBuyersOf(
  app: FastifyInstance,
  target: WalletTarget,
  targetId: string,
): Promise<BalanceChanges> {
  const changes: BalanceChanges = new Map();
  const now = app.now().toISOString();
  for (const tx of await app.repos.walletTransactions.successfulFor(target, targetId)) {
    merge(changes, await refundInside(app, tx));
    const order = target === 'product' ? await app.repos.orders.findByTransaction(tx.id) : undefined;
    if (order && order.deliveryStatus !== 'refunded')
      await app.repos.orders.update(order.id, { deliveryStatus: 'refunded' }, now);
  }
  return changes;
}

/** After the delete committed: tell each party their new balance. */
export { announceBalances };

/** An order's refund inside the caller's transaction: its money, its status, a physical item's stock. */
export async function refundOrderInside(
  app: FastifyInstance,
  order: OrderRow,
  tx: WalletTransactionRow,
): Promise<BalanceChanges> {
  const now = app.now().toISOString();
  const changes = await refundInside(app, tx);
  await app.repos.orders.update(order.id, { deliveryStatus: 'refunded' }, now);
  const product = await app.repos.products.findById(order.productId);
  if (product?.type === 'physical') await app.repos.products.returnStock(product.id, order.quantity, now);
  return changes;
}

/** The creator refunds one order: the money goes back and a physical item's stock returns. */
export async function refundOrder(app: FastifyInstance, order: OrderRow): Promise<void> {
  const tx = await app.repos.walletTransactions.find(order.transactionId);
  if (!tx || tx.performerId !== order.performerId) throw forbidden('This order cannot be refunded');
  let changes: BalanceChanges = new Map();
  await app.db.transaction(async () => {
    changes = await refundOrderInside(app, order, tx);
  })();
  announceBalances(app, changes);
}
