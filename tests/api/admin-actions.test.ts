// Issue 23: what the console's actions do, each with its audit row. A creator approved from the queue goes live
// at once with the session they already had; deactivation ends sessions as the command does; a creator's own
// commission splits their next sale and the ledger stays balanced.
import { USER_EVENTS } from '@api/contract/socket-events';
import { login, makeApp, outboxFor, registerCreatorWithDocuments, type TestApp } from './helpers/app';
import { enrolAdmin, get, post } from './helpers/admin';
import { money } from './helpers/money';

jest.setTimeout(120_000);

describe('operator console actions', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let creator: string;
  let creatorId: string;
  const m = () => money(t.app);

  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    admin = (await enrolAdmin(t.app)).token;
    adminId = (await t.app.repos.users.findByLogin('demo-admin'))!.id;
    ({ token: creator, id: creatorId } = await registerCreatorWithDocuments(t.app, {
      firstName: 'Vera',
      lastName: 'Queue',
      username: 'vera-queue',
      email: 'vera@example.com',
      password: 'vera-password',
    }));
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await m().ledgerOk()).toMatchObject({ ok: true }));

  const lastAudit = async (query = '') =>
    (await get(t.app, `/admin/audit?limit=1${query}`, admin)).json().data.data[0];
  const goLive = () =>
    post(t.app, '/streaming/live', creator, { title: 'First show', description: 'Hi', isFree: true });

  test('the queue shows the applicant with signed links to both documents', async () => {
    const { data, total } = (await get(t.app, '/admin/verifications', admin)).json().data;
    expect(total).toBeGreaterThanOrEqual(1);
    const applicant = data.find((a: { person: { _id: string } }) => a.person._id === creatorId);
    expect(applicant.person).toMatchObject({ username: 'vera-queue', documentReview: 'pending' });
    for (const doc of [applicant.idVerification, applicant.documentVerification]) {
      const url = new URL(doc.url);
      expect(url.searchParams.get('sig')).toBeTruthy();
      const shown = await t.app.inject({ url: url.pathname + url.search });
      expect(shown.statusCode).toBe(200);
      expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404);
    }
  });

  test('approve: mailed, told over the socket, live at once with the same session, audited', async () => {
    expect((await goLive()).statusCode).toBe(403);
    await t.app.repos.socketRelay.take();
    const emitted: unknown[] = [];
    const emit = t.app.emitToUser;
    t.app.emitToUser = ((userId: string, event: string, data: unknown) => {
      emitted.push({ userId, event, data });
      emit(userId as never, event as never, data as never);
    }) as typeof t.app.emitToUser;
    const res = await post(t.app, `/admin/verifications/${creatorId}/approve`, admin, {
      note: 'Looks right',
    });
    t.app.emitToUser = emit;
    expect(res.json().data).toMatchObject({
      _id: creatorId,
      verifiedDocument: true,
      documentReview: 'verified',
    });
    expect(emitted).toContainEqual({
      userId: creatorId,
      event: USER_EVENTS.accountUpdated,
      data: { verifiedDocument: true, documentReview: 'verified' },
    });
    expect(
      (await outboxFor(t.app, 'vera@example.com')).map((mail: { subject: string }) => mail.subject),
    ).toContain('Your ID documents are verified on Fanplatform');
    expect((await goLive()).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      actorId: adminId,
      actorUsername: 'demo-admin',
      action: 'verification.approve',
      targetKind: 'user',
      targetId: creatorId,
      before: { verifiedDocument: false },
      after: { verifiedDocument: true },
      note: 'Looks right',
    });
    const queue = (await get(t.app, '/admin/verifications', admin)).json().data.data;
    expect(queue.map((a: { person: { _id: string } }) => a.person._id)).not.toContain(creatorId);
  });

  test('unverify and reject need no new login from the creator either; a reason is required to reject', async () => {
    expect((await post(t.app, `/admin/verifications/${creatorId}/reject`, admin, {})).statusCode).toBe(400);
    const res = await post(t.app, `/admin/people/${creatorId}/unverify`, admin, { note: 'Blurred selfie' });
    expect(res.json().data).toMatchObject({ verifiedDocument: false, documentReview: 'rejected' });
    const me = (await get(t.app, '/users/me', creator)).json().data;
    expect(me).toMatchObject({ verifiedDocument: false, documentReviewNote: 'Blurred selfie' });
    expect(await lastAudit(`&targetId=${creatorId}`)).toMatchObject({
      action: 'person.unverify',
      before: { verifiedDocument: true },
      after: { verifiedDocument: false, documentReviewNote: 'Blurred selfie' },
    });
    const rejected = await post(t.app, `/admin/verifications/${creatorId}/reject`, admin, {
      reason: 'Expired ID',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await lastAudit('&action=verification.reject')).note).toBe('Expired ID');
  });

  test('people: search by role and text, one account with its money and history', async () => {
    const found = (await get(t.app, '/admin/people?q=demo&role=user&limit=50', admin)).json().data;
    expect(found.data.map((p: { username: string }) => p.username)).toContain('demo-fan');
    expect(found.data.every((p: { role: string }) => p.role === 'user')).toBe(true);
    const inactive = (await get(t.app, '/admin/people?status=inactive', admin)).json().data;
    expect(inactive.data.map((p: { username: string }) => p.username)).toContain('inactive-fan');
    const fanId = (await t.app.repos.users.findByLogin('demo-fan'))!.id;
    const detail = (await get(t.app, `/admin/people/${fanId}`, admin)).json().data;
    expect(detail.person).toMatchObject({ username: 'demo-fan', balance: 50 });
    expect(detail.ledger[0]).toMatchObject({ kind: 'grant', amount: 50 });
    expect(detail.commission).toBeNull();
  });

  test("deactivate ends every session (the command's service), activate lets the account in again", async () => {
    const fan = await login(t.app, 'demo-fan');
    const fanId = (await t.app.repos.users.findByLogin('demo-fan'))!.id;
    const res = await post(t.app, `/admin/people/${fanId}/deactivate`, admin, { note: 'Chargebacks' });
    expect(res.json().data).toMatchObject({ status: 'inactive' });
    expect((await get(t.app, '/users/me', fan)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: 'person.deactivate',
      before: { status: 'active' },
      after: { status: 'inactive' },
      note: 'Chargebacks',
    });
    expect((await post(t.app, `/admin/people/${adminId}/deactivate`, admin)).statusCode).toBe(403);
    await post(t.app, `/admin/people/${fanId}/activate`, admin);
    expect((await login(t.app, 'demo-fan')).length).toBe(64);
  });

  test("a creator's own commission splits their next sale; null goes back to the site setting", async () => {
    const demoCreator = (await t.app.repos.users.findByLogin('demo-creator'))!.id;
    const set = await post(t.app, `/admin/people/${demoCreator}/commission`, admin, { commission: 0.05 });
    expect(set.json().data).toMatchObject({ commission: 0.05, commissionOverride: 0.05 });
    expect(await lastAudit()).toMatchObject({
      action: 'person.commission',
      before: { commissionOverride: null },
      after: { commissionOverride: 0.05 },
    });
    const fan = await login(t.app, 'demo-fan');
    const before = await m().balance(demoCreator);
    const tip = await m().post(`/wallet/charges/tip/${demoCreator}`, fan, { price: 10 }, 'admin-tip-1');
    expect(tip.statusCode).toBe(200);
    expect((await m().balance(demoCreator)) - before).toBe(950);
    const reset = await post(t.app, `/admin/people/${demoCreator}/commission`, admin, { commission: null });
    expect(reset.json().data).toMatchObject({ commission: 0.2, commissionOverride: null });
    expect(
      (await post(t.app, `/admin/people/${creatorId}/commission`, admin, { commission: 1.5 })).statusCode,
    ).toBe(400);
  });

  test('the audit log filters by actor, action, target and dates, and pages', async () => {
    const all = (await get(t.app, `/admin/audit?actorId=${adminId}&limit=2`, admin)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.data).toHaveLength(2);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await get(t.app, `/admin/audit?fromDate=${future}`, admin)).json().data.total).toBe(0);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const windowed = (await get(t.app, `/admin/audit?fromDate=${past}&toDate=${future}`, admin)).json().data;
    expect(windowed.total).toBe(all.total);
    const target = (await get(t.app, `/admin/audit?targetKind=user&targetId=${creatorId}`, admin)).json()
      .data;
    expect(target.data.every((row: { targetId: string }) => row.targetId === creatorId)).toBe(true);
    expect(target.total).toBe(3);
  });
});
