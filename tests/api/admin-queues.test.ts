// Issue 23: the payouts queue decides through the service `npm run payouts` calls (the ledger moves on `done`,
// the creator is mailed and told live), each decision audited; the reports queue lists what fans filed.
import { USER_EVENTS } from '@api/contract/socket-events';
import { move, PLATFORM_ACCOUNT } from '@api/services/ledger';
import { login, makeApp, outboxFor, type TestApp } from './helpers/app';
import { enrolAdmin, get, post } from './helpers/admin';
import { userId } from './helpers/feeds';
import { money } from './helpers/money';

jest.setTimeout(120_000);

describe('operator queues', () => {
  let t: TestApp;
  let admin: string;
  let creator: string;
  let creatorId: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    admin = (await enrolAdmin(t.app)).token;
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await money(t.app).ledgerOk()).toMatchObject({ ok: true }));

  const requestPayout = async (amount: number) => {
    const res = await post(t.app, '/payout-requests', creator, {
      requestTokens: amount,
      paymentAccountType: 'banking',
      requestNote: 'Monthly',
    });
    expect(res.statusCode).toBe(200);
    return res.json().data._id as string;
  };

  test('approve then done: the money leaves through the ledger, the creator is told, each step audited', async () => {
    await move(t.app, {
      kind: 'grant',
      legs: [
        { accountId: PLATFORM_ACCOUNT, amountCents: -20_000 },
        { accountId: creatorId, amountCents: 20_000 },
      ],
    });
    const banking = {
      firstName: 'Demo',
      lastName: 'Creator',
      bankAccount: 'DE0012345678',
      bankName: 'Demo Bank',
    };
    await t.app.inject({
      method: 'PUT',
      url: '/performers/banking-settings',
      payload: banking,
      headers: { authorization: creator },
    });
    const id = await requestPayout(120);
    const queue = (await get(t.app, '/admin/payouts?status=pending', admin)).json().data;
    const item = queue.data.find((p: { payout: { _id: string } }) => p.payout._id === id);
    expect(item).toMatchObject({
      payout: { requestTokens: 120, status: 'pending' },
      creator: { username: 'demo-creator' },
      banking: { bankAccount: 'DE0012345678' },
    });
    const balance = await money(t.app).balance(creatorId);
    expect(
      (await post(t.app, `/admin/payouts/${id}/approve`, admin, { note: 'OK' })).json().data.payout,
    ).toMatchObject({
      status: 'approved',
      adminNote: 'OK',
    });
    expect(await money(t.app).balance(creatorId)).toBe(balance);
    await t.app.repos.socketRelay.take();
    const events: unknown[] = [];
    const emit = t.app.emitToUser;
    t.app.emitToUser = ((u: string, event: string, data: unknown) => {
      events.push({ u, event, data });
      emit(u as never, event as never, data as never);
    }) as typeof t.app.emitToUser;
    const markDone = () =>
      t.app.inject({
        method: 'POST',
        url: `/admin/payouts/${id}/done`,
        payload: { note: 'Wired on Monday' },
        headers: { authorization: admin, 'idempotency-key': `done-${id}` },
      });
    const done = await markDone();
    t.app.emitToUser = emit;
    expect(done.json().data.payout).toMatchObject({ status: 'done', adminNote: 'Wired on Monday' });
    expect(await money(t.app).balance(creatorId)).toBe(balance - 12_000);
    // a retry of the same click replays the answer: the money left once
    const retry = await markDone();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(done.json());
    expect(await money(t.app).balance(creatorId)).toBe(balance - 12_000);
    expect(events).toContainEqual({
      u: creatorId,
      event: USER_EVENTS.payoutRequestUpdated,
      data: { _id: id, status: 'done', adminNote: 'Wired on Monday' },
    });
    expect(
      (await outboxFor(t.app, 'demo-creator@example.com')).map((mail: { subject: string }) => mail.subject),
    ).toContain('Your payout request of $120.00 is done');
    const audit = (await get(t.app, `/admin/audit?targetKind=payout&targetId=${id}`, admin)).json().data;
    expect(
      audit.data.map((r: { action: string; before: unknown; after: unknown }) => [
        r.action,
        r.before,
        r.after,
      ]),
    ).toEqual([
      [
        'payout.done',
        { status: 'approved', adminNote: 'OK' },
        { status: 'done', adminNote: 'Wired on Monday' },
      ],
      ['payout.approve', { status: 'pending', adminNote: '' }, { status: 'approved', adminNote: 'OK' }],
    ]);
    // a decision the request's state forbids changes nothing and leaves no audit row
    expect((await post(t.app, `/admin/payouts/${id}/reject`, admin, {})).statusCode).toBe(422);
    expect((await get(t.app, `/admin/audit?targetId=${id}`, admin)).json().data.total).toBe(2);
  });

  test('reject with a note', async () => {
    const id = await requestPayout(60);
    const res = await post(t.app, `/admin/payouts/${id}/reject`, admin, {
      note: 'Bank details do not match',
    });
    expect(res.json().data.payout).toMatchObject({
      status: 'rejected',
      adminNote: 'Bank details do not match',
    });
  });

  test('the reports queue lists what was filed, with who filed it and whose it is', async () => {
    const fan = await login(t.app, 'demo-fan');
    const feedId = (
      (await t.app.db
        .prepare("SELECT id FROM feeds WHERE performerId = ? AND status = 'active' LIMIT 1")
        .get(creatorId)) as {
        id: string;
      }
    ).id;
    const filed = await t.app.inject({
      method: 'POST',
      url: '/reports',
      payload: {
        title: 'harassment or bullying',
        description: 'Same post every hour',
        target: 'feed',
        targetId: feedId,
      },
      headers: { authorization: fan },
    });
    expect(filed.statusCode).toBe(200);
    const queue = (await get(t.app, '/admin/reports?target=feed', admin)).json().data;
    expect(queue.data[0]).toMatchObject({
      report: { title: 'harassment or bullying', target: 'feed', targetId: feedId, performerId: creatorId },
      reporterUsername: 'demo-fan',
      ownerUsername: 'demo-creator',
    });
    expect((await get(t.app, '/admin/reports?target=video', admin)).json().data.data).toEqual([]);
    // an operator files no reports of their own
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/reports',
      payload: { title: 'harassment or bullying', target: 'feed', targetId: feedId },
      headers: { authorization: admin },
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});
