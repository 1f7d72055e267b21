// Product orders and the fans' delivery addresses.
import type { Database } from 'better-sqlite3';
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
  constructor(private readonly db: Database) {}

  create(input: OrderInput, now: string): OrderRow {
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
    this.db
      .prepare(
        `INSERT INTO orders (id, orderNumber, transactionId, userId, performerId, productId, productInfo, quantity, unitPriceCents,
           totalPriceCents, deliveryAddressId, deliveryAddress, phoneNumber, userNote, shippingCode, deliveryStatus, createdAt, updatedAt)
         VALUES (@id, @orderNumber, @transactionId, @userId, @performerId, @productId, @productInfo, @quantity, @unitPriceCents,
           @totalPriceCents, @deliveryAddressId, @deliveryAddress, @phoneNumber, @userNote, @shippingCode, @deliveryStatus, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  find(id: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  }

  findByTransaction(transactionId: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM orders WHERE transactionId = ?').get(transactionId) as
      OrderRow | undefined;
  }

  update(
    id: string,
    fields: Partial<
      Pick<OrderRow, 'deliveryAddressId' | 'deliveryAddress' | 'shippingCode' | 'deliveryStatus'>
    >,
    now: string,
  ): void {
    const keys = Object.keys(fields);
    if (!keys.length) return;
    this.db
      .prepare(
        `UPDATE orders SET ${keys.map((k) => `${k} = @${k}`).join(', ')}, updatedAt = @now WHERE id = @id`,
      )
      .run({ ...fields, id, now });
  }

  /** Has this buyer a delivered order of the product (digital downloads)? */
  deliveredTo(userId: string, productId: string): boolean {
    return Boolean(
      this.db
        .prepare("SELECT 1 FROM orders WHERE userId = ? AND productId = ? AND deliveryStatus = 'delivered'")
        .get(userId, productId),
    );
  }

  search(q: OrderSearch): { rows: OrderRow[]; total: number } {
    const where: string[] = [];
    if (q.userId) where.push('userId = @userId');
    if (q.performerId) where.push('performerId = @performerId');
    if (q.deliveryStatus) where.push('deliveryStatus = @deliveryStatus');
    if (q.fromDate) where.push('createdAt >= @fromDate');
    if (q.toDate) where.push('createdAt <= @toDate');
    const params = {
      userId: q.userId ?? null,
      performerId: q.performerId ?? null,
      deliveryStatus: q.deliveryStatus ?? null,
      fromDate: q.fromDate ?? null,
      toDate: q.toDate ?? null,
    };
    const sql = `FROM orders WHERE ${where.join(' AND ') || '1 = 1'}`;
    const rows = this.db
      .prepare(`SELECT * ${sql} ORDER BY ${q.sortBy} ${q.sort}, rowid ${q.sort} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: q.limit, offset: q.offset }) as OrderRow[];
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total ${sql}`).get(params) as { total: number };
    return { rows, total };
  }

  createAddress(userId: string, input: AddressInput, now: string): AddressRow {
    const row: AddressRow = { id: newId(), userId, createdAt: now, updatedAt: now, ...input };
    this.db
      .prepare(
        `INSERT INTO addresses (id, userId, name, country, state, city, district, ward, streetNumber, streetAddress, zipCode, description, createdAt, updatedAt)
         VALUES (@id, @userId, @name, @country, @state, @city, @district, @ward, @streetNumber, @streetAddress, @zipCode, @description, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  findAddress(id: string): AddressRow | undefined {
    return this.db.prepare('SELECT * FROM addresses WHERE id = ?').get(id) as AddressRow | undefined;
  }

  updateAddress(id: string, input: AddressInput, now: string): void {
    const keys = Object.keys(input);
    this.db
      .prepare(
        `UPDATE addresses SET ${keys.map((k) => `${k} = @${k}`).join(', ')}, updatedAt = @now WHERE id = @id`,
      )
      .run({ ...input, id, now });
  }

  removeAddress(id: string): void {
    this.db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
  }

  addresses(userId: string, offset: number, limit: number): { rows: AddressRow[]; total: number } {
    const rows = this.db
      .prepare(
        'SELECT * FROM addresses WHERE userId = ? ORDER BY createdAt DESC, rowid DESC LIMIT ? OFFSET ?',
      )
      .all(userId, limit, offset) as AddressRow[];
    const { total } = this.db
      .prepare('SELECT COUNT(*) AS total FROM addresses WHERE userId = ?')
      .get(userId) as { total: number };
    return { rows, total };
  }
}
