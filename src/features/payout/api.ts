// Payout calls (reference §5.6) and where payouts go (banking, PayPal).
import {
  get,
  post,
  put,
  setParams,
  toListPage,
  unwrap,
  type ListData,
  type ListPage,
} from '@/lib/http-client';
import {
  toBanking,
  toPaypal,
  toPayout,
  toPayoutStats,
  type Banking,
  type Payout,
  type PayoutMethod,
  type PayoutStats,
  type Paypal,
} from './types';
import { asRaw } from '@/lib/raw-json';
import type { BankingJson, PaypalJson, PayoutJson, PayoutStatsJson } from '@api/schemas/business';
import type { StripeAccountJson, StripeOnboardingJson } from '@api/schemas/payments';

export async function getBanking(): Promise<Banking | null> {
  return toBanking(await unwrap(get<BankingJson | null>('/performers/banking-settings')));
}

export async function saveBanking(values: Banking, idempotencyKey: string): Promise<Banking | null> {
  return toBanking(
    await unwrap(put<BankingJson | null>('/performers/banking-settings', values, { idempotencyKey })),
  );
}

export async function getPaypal(): Promise<Paypal | null> {
  return toPaypal(await unwrap(get<PaypalJson | null>('/performers/payment-gateway-settings')));
}

export async function savePaypal(values: Paypal): Promise<Paypal | null> {
  return toPaypal(
    await unwrap(
      put<PaypalJson | null>('/performers/payment-gateway-settings', { key: 'paypal', value: values }),
    ),
  );
}

export async function canRequestPayout(): Promise<boolean> {
  return (await unwrap(get<boolean>('/payout-requests/check/pending-review'))) === true;
}

export async function payoutStats(): Promise<PayoutStats> {
  return toPayoutStats(await unwrap(post<PayoutStatsJson>('/payout-requests/calculate')));
}

export interface PayoutInput {
  requestTokens: number;
  paymentAccountType: PayoutMethod;
  requestNote: string;
}

export async function requestPayout(input: PayoutInput, idempotencyKey: string): Promise<Payout> {
  return toPayout(
    await unwrap(post<PayoutJson>('/payout-requests', { ...input, source: 'performer' }, { idempotencyKey })),
  );
}

export async function updatePayout(id: string, input: PayoutInput): Promise<Payout> {
  return toPayout(await unwrap(put<PayoutJson>(`/payout-requests/${encodeURIComponent(id)}`, input)));
}

export async function searchPayouts(q: {
  offset: number;
  limit: number;
  status?: string;
}): Promise<ListPage<Payout>> {
  return toListPage(
    await unwrap(get<ListData<PayoutJson>>('/payout-requests/search', setParams(q))),
    toPayout,
  );
}

export interface StripeAccount {
  accountId: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** the onboarding link (only in the answer of connectStripe) */
  url: string;
}

const toStripeAccount = (raw: unknown): StripeAccount | null => {
  if (!raw || typeof raw !== 'object') return null;
  const r = asRaw<StripeOnboardingJson>(raw);
  return {
    accountId: typeof r.accountId === 'string' ? r.accountId : '',
    detailsSubmitted: r.detailsSubmitted === true,
    payoutsEnabled: r.payoutsEnabled === true,
    url: typeof r.url === 'string' ? r.url : '',
  };
};

/** The creator's Stripe Connect account, or null before they connect one. */
export async function getStripeAccount(): Promise<StripeAccount | null> {
  return toStripeAccount(await unwrap(get<StripeAccountJson | null>('/stripe/accounts/me')));
}

/** Creates (once) the creator's Stripe account and answers a fresh onboarding link. */
export async function connectStripe(): Promise<StripeAccount | null> {
  return toStripeAccount(await unwrap(post<StripeOnboardingJson>('/stripe/accounts', {})));
}
