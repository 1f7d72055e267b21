// The creator's business entities on the wire (reference §4.3 Earning, Payout request).
import type { FastifyInstance } from 'fastify';
import { toDollars } from '../lib/money';
import type { EarningRow } from '../repositories/earnings';
import type { BankingRow, PaypalRow, PayoutRow } from '../repositories/payouts';
import type { BankingJson, EarningJson, PaypalJson, PayoutJson } from '../schemas/business';
import { partyInfo } from './payments';

export async function toEarningJson(app: FastifyInstance, e: EarningRow): Promise<EarningJson> {
  return {
    _id: e.id,
    transactionId: e.transactionId,
    sourceType: e.sourceType,
    type: e.type,
    userId: e.userId,
    userInfo: await partyInfo(app, e.userId),
    performerId: e.performerId,
    grossPrice: toDollars(e.grossCents),
    siteCommission: toDollars(e.commissionCents),
    netPrice: toDollars(e.netCents),
    paymentGateway: e.paymentGateway,
    isToken: e.isToken === 1,
    isPaid: e.isPaid === 1,
    paidAt: e.paidAt,
    isRefunded: Boolean(e.refundedAt),
    refundedAt: e.refundedAt,
    // our addition: what the fan wrote with the payment (a tip's message)
    note: e.note ?? '',
    createdAt: e.createdAt,
  };
}

export function toPayoutJson(p: PayoutRow): PayoutJson {
  return {
    _id: p.id,
    source: 'performer',
    sourceId: p.performerId,
    requestTokens: toDollars(p.requestCents),
    paymentAccountType: p.paymentAccountType,
    requestNote: p.requestNote,
    adminNote: p.adminNote,
    status: p.status,
    tokenConversionRate: 1,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export function toBankingJson(b: BankingRow | undefined): BankingJson | null {
  if (!b) return null;
  const { performerId, ...rest } = b;
  return { performerId, ...rest };
}

export function toPaypalJson(p: PaypalRow | undefined): PaypalJson | null {
  return p
    ? { key: 'paypal', value: { email: p.email, phoneNumber: p.phoneNumber }, performerId: p.performerId }
    : null;
}
