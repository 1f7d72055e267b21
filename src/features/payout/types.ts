// The creator's payouts as the web app keeps them (server JSON -> client models).
import { asRaw, num, str } from '@/lib/raw-json';
import type { BankingJson, PaypalJson, PayoutJson, PayoutStatsJson } from '@api/schemas/business';

export type PayoutMethod = 'banking' | 'paypal';
export type PayoutStatus = 'pending' | 'approved' | 'rejected' | 'done';

export interface Payout {
  _id: string;
  requestTokens: number;
  paymentAccountType: PayoutMethod;
  requestNote: string;
  adminNote: string;
  status: PayoutStatus;
  createdAt: string;
  updatedAt: string;
}

export interface Banking {
  firstName: string;
  lastName: string;
  bankName: string;
  bankAccount: string;
  bankRouting: string;
  bankSwiftCode: string;
  country: string;
  state: string;
  city: string;
  address: string;
}

export interface Paypal {
  email: string;
  phoneNumber: string;
}

export interface PayoutStats {
  totalEarned: number;
  paidOut: number;
  balance: number;
}

export function toPayout(raw: unknown): Payout {
  const r = asRaw<PayoutJson>(raw);
  return {
    _id: str(r._id),
    requestTokens: num(r.requestTokens),
    paymentAccountType: str(r.paymentAccountType) === 'paypal' ? 'paypal' : 'banking',
    requestNote: str(r.requestNote),
    adminNote: str(r.adminNote),
    status: (['pending', 'approved', 'rejected', 'done'].includes(str(r.status))
      ? str(r.status)
      : 'pending') as PayoutStatus,
    createdAt: str(r.createdAt),
    updatedAt: str(r.updatedAt),
  };
}

export const EMPTY_BANKING: Banking = {
  firstName: '',
  lastName: '',
  bankName: '',
  bankAccount: '',
  bankRouting: '',
  bankSwiftCode: '',
  country: '',
  state: '',
  city: '',
  address: '',
};

export function toBanking(raw: unknown): Banking | null {
  if (!raw) return null;
  const r = asRaw<BankingJson>(raw);
  const out = { ...EMPTY_BANKING };
  for (const key of Object.keys(out) as (keyof Banking)[]) out[key] = str(r[key]);
  return out;
}

export function toPaypal(raw: unknown): Paypal | null {
  if (!raw) return null;
  const v = asRaw<PaypalJson['value']>(asRaw<PaypalJson>(raw).value);
  return { email: str(v.email), phoneNumber: str(v.phoneNumber) };
}

export function toPayoutStats(raw: unknown): PayoutStats {
  const r = asRaw<PayoutStatsJson>(raw);
  return {
    totalEarned: num(r.totalEarnedTokens),
    paidOut: num(r.previousPaidOutTokens),
    balance: num(r.remainingUnpaidTokens),
  };
}
