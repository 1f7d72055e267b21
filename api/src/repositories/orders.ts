// Product orders and the fans' delivery addresses.
import { addCondition, equalsConditions, pageOf, type Page } from './sql';
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export type DeliveryStatus = 'processing' | 'shipping' | 'delivered' | 'refunded';

export interface OrderRow {
  id: string;
  orderNumber: string;
  transactionId: string;
  userId: string;
  performerId: string;
  productId: string;
  /** JSON snapshot of the product at purchase: {name, description, type, price} */
  productInfo: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  deliveryAddressId: string | null;
  deliveryAddress: string;
  phoneNumber: string;
  userNote: string;
  shippingCode: string;
  deliveryStatus: DeliveryStatus;
  createdAt: string;
  updatedAt: string;
}

export type OrderInput = Omit<OrderRow, 'id' | 'orderNumber' | 'createdAt' | 'updatedAt' | 'shippingCode'>;

export interface AddressRow {
  id: string;
  userId: string;
  name: string;
  country: string;
  state: string;
  city: string;
  district: string;
  ward: string;
  streetNumber: string;
  streetAddress: string;
  zipCode: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export type AddressInput = Omit<AddressRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface OrderSearch {
  /** the buyer's orders, or the creator's received orders */
  userId?: string;
  performerId?: string;
  deliveryStatus?: string;
  fromDate?: string;
  toDate?: string;
  sortBy: 'createdAt' | 'updatedAt' | 'totalPriceCents';
  sort: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export class OrdersRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: OrderInput, now: string): Promise<OrderRow> {
    const id = newId();
    // short and readable on a parcel, unique by the id it comes from
    const row: OrderRow = {
      id,
      orderNumber: id.slice(-8).toUpperCase(),
      shippingCode: '',
      createdAt: now,
      updatedAt: now,
      ...input,
    };
    await this.db
      .prepare(
        `INSERT INTO orders (id, orderNumber, transactionId, userId, performerId, productId, productInfo, quantity, unitPriceCents,
           totalPriceCents, deliveryAddressId, deliveryAddress, phoneNumber, userNote, shippingCode, deliveryStatus, createdAt, updatedAt)
         VALUES (@id, @orderNumber, @transactionId, @userId, @performerId, @productId, @productInfo, @quantity, @unitPriceCents,
           @totalPriceCents, @deliveryAddressId, @deliveryAddress, @phoneNumber, @userNote, @shippingCode, @deliveryStatus, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  async find(id: string): Promise<OrderRow | undefined> {
    return (await this.db.prepare('SELECT * FROM orders WHERE id = ?').get(id)) as OrderRow | undefined;
  }

  async findByTransaction(transactionId: string): Promise<OrderRow | undefined> {
    return (await this.db.prepare('SELECT * FROM orders WHERE transactionId = ?').get(transactionId)) as
      OrderRow | undefined;
  }

  async update(
    id: string,
    fields: Partial<
      Pick<OrderRow, 'deliveryAddressId' | 'deliveryAddress' | 'shippingCode' | 'deliveryStatus'>
    >,
    now: string,
  ): Promise<void> {
    const keys = Object.keys(fields);
    if (!keys.length) return;
    await this.db
      .prepare(
        `UPDATE orders SET ${keys.map((k) => `${k} = @${k}`).join(', ')}, updatedAt = @now WHERE id = @id`,
      )
      .run({ ...fields, id, now });
  }

  /** Has this buyer a delivered order of the product (digital downloads)? */
  async deliveredTo(userId: string, productId: string): Promise<boolean> {
    return Boolean(
      await this.db
        .prepare("SELECT 1 FROM orders WHERE userId = ? AND productId = ? AND deliveryStatus = 'delivered'")
        .get(userId, productId),
    );
  }

  async search(q: OrderSearch): Promise<Page<OrderRow>> {
    const c = equalsConditions({
      userId: q.userId,
      performerId: q.performerId,
      deliveryStatus: q.deliveryStatus,
    });
    addCondition(c, 'createdAt >= @fromDate', 'fromDate', q.fromDate);
    addCondition(c, 'createdAt <= @toDate', 'toDate', q.toDate);
    return await pageOf(this.db, 'orders', c, { column: q.sortBy, direction: q.sort }, q.offset, q.limit);
  }

  async createAddress(userId: string, input: AddressInput, now: string): Promise<AddressRow> {
    const row: AddressRow = { id: newId(), userId, createdAt: now, updatedAt: now, ...input };
    await this.db
      .prepare(
        `INSERT INTO addresses (id, userId, name, country, state, city, district, ward, streetNumber, streetAddress, zipCode, description, createdAt, updatedAt)
         VALUES (@id, @userId, @name, @country, @state, @city, @district, @ward, @streetNumber, @streetAddress, @zipCode, @description, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  async findAddress(id: string): Promise<AddressRow | undefined> {
    return (await this.db.prepare('SELECT * FROM addresses WHERE id = ?').get(id)) as AddressRow | undefined;
  }

  async updateAddress(id: string, input: AddressInput, now: string): Promise<void> {
    const keys = Object.keys(input);
    await this.db
      .prepare(
        `UPDATE addresses SET ${keys.map((k) => `${k} = @${k}`).join(', ')}, updatedAt = @now WHERE id = @id`,
      )
      .run({ ...input, id, now });
  }

  async removeAddress(id: string): Promise<void> {
    await this.db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
  }

  async addresses(userId: string, offset: number, limit: number): Promise<Page<AddressRow>> {
    return await pageOf(
      this.db,
      'addresses',
      equalsConditions({ userId }),
      { column: 'createdAt', direction: 'DESC' },
      offset,
      limit,
    );
  }
}
