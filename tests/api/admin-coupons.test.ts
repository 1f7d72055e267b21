// Issue 23 coupons from the console: the rules of `npm run coupons` (one service), a list with uses, disable and
// enable, each change audited.
import { makeApp, type TestApp } from './helpers/app';
import { enrolAdmin, get, post } from './helpers/admin';
import { money, newFan } from './helpers/money';

jest.setTimeout(120_000);

describe('operator coupons', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    admin = (await enrolAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  test('create, use, list with uses, disable (a fan can no longer apply it), audited', async () => {
    const res = await post(t.app, '/admin/coupons', admin, {
      code: 'summer15',
      value: 0.15,
      numberOfUses: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'SUMMER15',
      value: 0.15,
      numberOfUses: 5,
      perFanUses: 1,
      used: 0,
      held: 0,
      status: 'active',
    });
    const m = money(t.app);
    const fan = await newFan(t.app, 'couponfan');
    expect((await m.post('/coupons/SUMMER15/apply-coupon', fan.token)).statusCode).toBe(200);
    const card = await m.addCard(fan.token);
    expect((await m.topUp(fan.token, card, 20, 'SUMMER15')).statusCode).toBe(200);
    const listed = (await get(t.app, '/admin/coupons', admin)).json().data;
    expect(listed.find((c: { code: string }) => c.code === 'SUMMER15')).toMatchObject({ used: 1 });

    const off = await post(t.app, '/admin/coupons/summer15/disable', admin, { note: 'Campaign over' });
    expect(off.json().data.status).toBe('inactive');
    const other = await newFan(t.app, 'couponfan2');
    expect((await m.post('/coupons/SUMMER15/apply-coupon', other.token)).statusCode).not.toBe(200);
    expect((await post(t.app, '/admin/coupons/SUMMER15/enable', admin, {})).json().data.status).toBe(
      'active',
    );

    const audit = (await get(t.app, '/admin/audit?targetKind=coupon&targetId=SUMMER15', admin)).json().data;
    expect(audit.data.map((r: { action: string; after: unknown }) => [r.action, r.after])).toEqual([
      ['coupon.enable', { status: 'active' }],
      ['coupon.disable', { status: 'inactive' }],
      ['coupon.create', { status: 'active' }],
    ]);
    expect(await m.ledgerOk()).toMatchObject({ ok: true });
  });

  test("the command's rules: a bad code, value, count or date is 400 with its message; a taken code 409", async () => {
    const bad = async (body: object) => (await post(t.app, '/admin/coupons', admin, body)).json();
    expect((await bad({ code: 'x', value: 0.1 })).message).toEqual([
      'The code is 3-50 letters, digits, - or _',
    ]);
    expect((await bad({ code: 'OKAY1', value: 1.5 })).message).toEqual([
      'The value is a fraction between 0 and 1 (0.1 = 10 %)',
    ]);
    expect((await bad({ code: 'OKAY1', value: 0.12345 })).statusCode).toBe(400);
    expect((await bad({ code: 'OKAY1', value: 0.1, numberOfUses: 0 })).statusCode).toBe(400);
    expect((await bad({ code: 'OKAY1', value: 0.1, perFanUses: -1 })).statusCode).toBe(400);
    expect((await bad({ code: 'OKAY1', value: 0.1, expires: '2001-01-01' })).statusCode).toBe(400);
    expect((await post(t.app, '/admin/coupons', admin, { code: 'DUPE1', value: 0.1 })).statusCode).toBe(200);
    expect((await post(t.app, '/admin/coupons', admin, { code: 'dupe1', value: 0.1 })).statusCode).toBe(409);
    expect((await post(t.app, '/admin/coupons/NOPE1/disable', admin, {})).statusCode).toBe(404);
  });
});
