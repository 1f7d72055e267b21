// Product orders (reference §5.9, §4.3 Order): the wallet pays, the stock is taken in the same transaction,
// digital items are delivered at purchase and downloadable only by their buyer.
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden, notFound } from '../lib/http-error';
import { toDollars } from '../lib/money';
import type { Viewer } from '../repositories/directory';
import type { AddressRow, OrderRow } from '../repositories/orders';
import { visibleProduct } from './assets';
import { payableCreator } from './purchase-decision';
import { announceBalances, move, PLATFORM_ACCOUNT } from './ledger';
import { commissionRate, WALLET_MESSAGES } from './wallet-charges';
import { splitCommission } from '../lib/money';
import { newId } from '../lib/ids';

export interface OrderBody {
  quantity?: number;
  deliveryAddressId?: string;
  phoneNumber?: string;
  userNote?: string;
}

export function addressText(a: AddressRow): string {
  return [
    a.name,
    [a.streetNumber, a.streetAddress].filter(Boolean).join(' '),
    a.ward,
    a.district,
    a.city,
    a.state,
    a.zipCode,
    a.country,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export async function buyProduct(
  app: FastifyInstance,
  fan: Viewer,
  productId: string,
  body: OrderBody,
): Promise<OrderRow> {
  const account = await app.repos.users.findById(fan.id);
  if (!account || account.role !== 'user') throw forbidden('Creators cannot purchase theirs own products!');
  const product = await visibleProduct(app, fan, productId);
  await payableCreator(app, fan, product.performerId);
  if (product.status !== 'active') throw notFound('This item is not found');
  if (product.priceCents <= 0) throw new HttpError(422, WALLET_MESSAGES.notForSale);
  const physical = product.type === 'physical';
  const quantity = physical ? (body.quantity ?? 1) : 1;
  let address: AddressRow | undefined;
  if (physical) {
    if (!body.deliveryAddressId) throw new HttpError(422, WALLET_MESSAGES.addressRequired);
    address = await app.repos.orders.findAddress(body.deliveryAddressId);
    if (!address || address.userId !== fan.id) throw notFound('Address not found');
    if (product.stock < quantity) throw new HttpError(400, WALLET_MESSAGES.outOfStock);
  }
  const cents = product.priceCents * quantity;
  const { commissionCents, netCents } = splitCommission(
    cents,
    await commissionRate(app, product.performerId),
  );
  const now = app.now().toISOString();
  const transactionId = newId();
  let order!: OrderRow;
  let changes = new Map<string, number>();
  await app.db.transaction(async () => {
    if (physical && !(await app.repos.products.takeStock(product.id, quantity, now)))
      throw new HttpError(400, WALLET_MESSAGES.outOfStock);
    changes = (
      await move(app, {
        kind: 'product',
        transactionId,
        targetType: 'product',
        targetId: product.id,
        legs: [
          { accountId: fan.id, amountCents: -cents },
          { accountId: product.performerId, amountCents: netCents },
          { accountId: PLATFORM_ACCOUNT, amountCents: commissionCents },
        ],
      })
    ).changes;
    await app.repos.walletTransactions.create(
      {
        userId: fan.id,
        performerId: product.performerId,
        target: 'product',
        targetId: product.id,
        type: 'product',
        description: `${quantity} × ${product.name}`,
        totalPriceCents: cents,
        quantity,
        sessionId: '',
      },
      now,
      transactionId,
    );
    await app.repos.earnings.add(
      {
        transactionId,
        sourceType: 'wallet',
        userId: fan.id,
        performerId: product.performerId,
        type: 'product',
        grossCents: cents,
        commissionCents,
        netCents,
        paymentGateway: 'wallet',
      },
      now,
    );
    if (!physical) await app.repos.purchases.add(fan.id, 'product', product.id, now);
    order = await app.repos.orders.create(
      {
        transactionId,
        userId: fan.id,
        performerId: product.performerId,
        productId: product.id,
        productInfo: JSON.stringify({
          name: product.name,
          description: product.description,
          type: product.type,
          price: toDollars(product.priceCents),
        }),
        quantity,
        unitPriceCents: product.priceCents,
        totalPriceCents: cents,
        deliveryAddressId: address?.id ?? null,
        deliveryAddress: address ? addressText(address) : '',
        phoneNumber: (body.phoneNumber ?? '').trim(),
        userNote: (body.userNote ?? '').trim(),
        deliveryStatus: physical ? 'processing' : 'delivered',
      },
      now,
    );
  })();
  announceBalances(app, changes);
  return order;
}

/** The buyer or the creator of an order; 404 when there is none, 403 for anyone else (issue 10). */
export async function orderFor(app: FastifyInstance, viewerId: string, id: string): Promise<OrderRow> {
  const order = await app.repos.orders.find(id);
  if (!order) throw notFound('Order not found');
  if (order.userId !== viewerId && order.performerId !== viewerId) throw forbidden('This order is not yours');
  return order;
}

export async function changeDeliveryAddress(
  app: FastifyInstance,
  fanId: string,
  id: string,
  addressId: string,
): Promise<OrderRow> {
  const order = await orderFor(app, fanId, id);
  if (order.userId !== fanId) throw forbidden('Only the buyer can change the delivery address');
  if (order.deliveryStatus !== 'processing')
    throw new HttpError(422, 'The delivery address can only be changed while the order is processing');
  const address = await app.repos.orders.findAddress(addressId);
  if (!address || address.userId !== fanId) throw notFound('Address not found');
  await app.repos.orders.update(
    id,
    { deliveryAddressId: address.id, deliveryAddress: addressText(address) },
    app.now().toISOString(),
  );
  return (await app.repos.orders.find(id)) as OrderRow;
}
