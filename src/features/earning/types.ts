// What a creator earned, as the web app keeps it (reference §4.3 Earning; server JSON -> client models).
import { asRaw, flag, num, str } from '@/lib/raw-json';
import { party } from '@/features/wallet';
import type { DailyEarningJson, EarningJson, EarningStatsJson } from '@api/schemas/business';

export interface Earning {
  _id: string;
  type: string;
  fanName: string;
  fanUsername: string;
  fanAvatar: string;
  grossPrice: number;
  siteCommission: number;
  netPrice: number;
  paymentGateway: string;
  isRefunded: boolean;
  /** what the fan wrote with the payment (a tip's message) */
  note: string;
  createdAt: string;
}

export interface EarningStats {
  totalGrossPrice: number;
  totalSiteCommission: number;
  totalNetPrice: number;
}

/** Net earned on one day (YYYY-MM-DD, UTC) for one earning type. */
export interface DailyEarning {
  date: string;
  type: string;
  netPrice: number;
}

export function toEarning(raw: unknown): Earning {
  const r = asRaw<EarningJson>(raw);
  const fan = party(r.userInfo);
  return {
    _id: str(r._id),
    type: str(r.type),
    fanName: fan.name,
    fanUsername: fan.username,
    fanAvatar: fan.avatar,
    grossPrice: num(r.grossPrice),
    siteCommission: num(r.siteCommission),
    netPrice: num(r.netPrice),
    paymentGateway: str(r.paymentGateway),
    isRefunded: flag(r.isRefunded),
    note: str(r.note),
    createdAt: str(r.createdAt),
  };
}

export function toEarningStats(raw: unknown): EarningStats {
  const r = asRaw<EarningStatsJson>(raw);
  return {
    totalGrossPrice: num(r.totalGrossPrice),
    totalSiteCommission: num(r.totalSiteCommission),
    totalNetPrice: num(r.totalNetPrice),
  };
}

export function toDailyEarnings(raw: unknown): DailyEarning[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((d) => {
      const r = asRaw<DailyEarningJson>(d);
      return { date: str(r.date).slice(0, 10), type: str(r.type), netPrice: num(r.netPrice) };
    })
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.date));
}

/** The earning types of the API, as the table and its filter name them. */
export const EARNING_TYPES: Record<string, string> = {
  monthly_subscription: 'Monthly subscription',
  yearly_subscription: 'Yearly subscription',
  tip: 'Tip',
  stream_tip: 'Live tip',
  feed: 'Post unlock',
  video: 'Video unlock',
  gallery: 'Gallery unlock',
  product: 'Product',
  message: 'Paid message',
  public_chat: 'Paid live stream',
  private_chat: 'Private show',
};
