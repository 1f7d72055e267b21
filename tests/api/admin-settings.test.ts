// Issue 23 site settings from the console: every setting with its help text, a change validated by the rules
// `npm run settings` applies too, audited; the catalogue covers every default and every default passes its rule.
import { runSettingsCli } from '@api/cli/settings';
import { DEFAULT_SETTINGS } from '@api/lib/default-settings';
import { SETTING_RULES, settingProblem } from '@api/lib/setting-rules';
import { makeApp, type TestApp } from './helpers/app';
import { enrolAdmin, get, post } from './helpers/admin';

jest.setTimeout(120_000);

describe('operator site settings', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    admin = (await enrolAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  test('every default setting has a rule and help text, and its default value passes the rule', () => {
    expect(Object.keys(SETTING_RULES).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    for (const [key, def] of Object.entries(DEFAULT_SETTINGS)) {
      expect({ key, problem: settingProblem(key, def.value) }).toEqual({ key, problem: undefined });
      expect(SETTING_RULES[key].help.length).toBeGreaterThan(5);
    }
  });

  test('the list has help text; a valid change is saved, audited and public at once', async () => {
    const list = (await get(t.app, '/admin/settings', admin)).json().data;
    expect(list.find((s: { key: string }) => s.key === 'maintenanceMode')).toMatchObject({
      value: false,
      public: true,
      kind: 'flag',
      help: expect.stringContaining('maintenance'),
    });
    const res = await post(t.app, '/admin/settings/siteName', admin, { value: 'Club Fans', note: 'Rebrand' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'siteName', value: 'Club Fans' });
    const pub = await t.app.inject({ method: 'GET', url: '/settings/public' });
    expect(JSON.stringify(pub.json())).toContain('Club Fans');
    const audit = (await get(t.app, '/admin/audit?targetKind=setting&targetId=siteName', admin)).json().data;
    expect(audit.data[0]).toMatchObject({
      action: 'setting.update',
      before: { value: 'Fanplatform' },
      after: { value: 'Club Fans' },
      note: 'Rebrand',
    });
  });

  test('a value against its rule, a minimum above its maximum or an unknown key is refused', async () => {
    const refused = async (key: string, value: unknown) => {
      const res = await post(t.app, `/admin/settings/${key}`, admin, { value });
      return [res.statusCode, res.json().message];
    };
    expect(await refused('maintenanceMode', 'yes')).toEqual([400, ['maintenanceMode is true or false']]);
    expect(await refused('performerCommission', 1.5)).toEqual([
      400,
      ['performerCommission is a number from 0 to 1'],
    ]);
    expect((await refused('blockedCountries', ['de']))[0]).toBe(400);
    expect((await refused('minimumTipPrice', 10.001))[0]).toBe(400);
    expect(await refused('minimumTipPrice', 20_000)).toEqual([
      400,
      ['minimumTipPrice may not be above maximumTipPrice'],
    ]);
    expect((await refused('paymentGateway', 'paypal'))[0]).toBe(400);
    expect((await refused('logoUrl', 'javascript:alert(1)'))[0]).toBe(400);
    expect((await refused('noSuchSetting', 1))[0]).toBe(404);
    // the command applies the same rules
    const out: string[] = [];
    expect(await runSettingsCli(['set', 'maintenanceMode', '"yes"'], t, (l) => out.push(l))).toBe(1);
    expect(out).toEqual(['maintenanceMode is true or false']);
  });
});
