// Helpers for the money tests: saved sandbox cards, top-ups, balances in cents and the ledger check.
import type { FastifyInstance } from 'fastify';
import { LedgerQueries } from '@api/repositories/ledger-queries';
import { checkLedgerOn } from '@api/services/ledger';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  confirm: '4000 0027 6000 3184',
};

export function money(app: FastifyInstance) {
  const post = (url: string, token: string | null, payload: unknown = {}, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...(token ? { authorization: token } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    });
  return {
    post,
    get: (url: string, token: string | null) =>
      app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} }),
    async addCard(token: string, number = CARDS.ok): Promise<string> {
      const res = await post('/sandbox/cards', token, {
        number,
        holderName: 'Test Fan',
        month: 12,
        year: 2030,
        cvc: '123',
      });
      if (res.statusCode !== 200) throw new Error(`add card: ${res.statusCode} ${res.body}`);
      return res.json().data._id as string;
    },
    async topUp(token: string, cardId: string, amount: number, couponCode?: string) {
      return post('/payment/wallet/top-up', token, {
        amount,
        paymentGateway: 'sandbox',
        cardId,
        ...(couponCode ? { couponCode } : {}),
      });
    },
    async balance(userId: string): Promise<number> {
      return (await app.repos.ledger.balanceOf(userId)) ?? NaN;
    },
    ledgerOk() {
      return checkLedgerOn(new LedgerQueries(app.queryDb.kysely));
    },
  };
}

/** A fresh fan account (verified email not required by default) and its token. */
export async function newFan(app: FastifyInstance, name: string): Promise<{ id: string; token: string }> {
  const username = `${name}${Math.random().toString(36).slice(2, 8)}`;
  const res = await app.inject({
    method: 'POST',
    url: '/auth/users/register',
    payload: {
      name,
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      firstName: 'Test',
      lastName: 'Fan',
    },
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password: 'secret-pass', remember: true },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return { id: (await app.repos.users.findByLogin(username))!.id, token: login.json().data.token as string };
}

/** A running monthly subscription of a fan to a creator, written through the repository (no payment). */
export async function subscribeFan(app: FastifyInstance, fanId: string, performerId: string): Promise<void> {
  await app.repos.subscriptions.upsert(
    { userId: fanId, performerId, subscriptionType: 'monthly', expiredAt: '2999-01-01T00:00:00.000Z' },
    new Date().toISOString(),
  );
}
