import { loadConfig } from '@api/config';
import { DEFAULT_SETTINGS as WEB_DEFAULTS } from '@/config/constants';
import { runSettingsCli } from '@api/cli/settings';
import { DEFAULT_SETTINGS } from '@api/lib/default-settings';
import { buildApp } from '@api/app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeApp, type TestApp } from './helpers/app';

describe('settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  test('API defaults stay in sync with the web app constants (spec §9)', () => {
    // Upload limits come from the API's configuration, not the settings table: the web defaults match its defaults.
    const fromConfig: Record<string, unknown> = {
      maxVideoUploadSize: loadConfig({}).maxVideoBytes,
      maxImageUploadSize: loadConfig({}).maxImageBytes,
    };
    for (const [key, value] of Object.entries(WEB_DEFAULTS)) {
      if (key in fromConfig) {
        expect(value).toBe(fromConfig[key]);
        continue;
      }
      expect(DEFAULT_SETTINGS[key]).toBeDefined();
      if (key !== 'menus') expect(DEFAULT_SETTINGS[key].value).toEqual(value);
    }
  });

  test('GET /settings/public has every public key and no private one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings/public' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    for (const key of Object.keys(WEB_DEFAULTS)) expect(data).toHaveProperty(key);
    expect(data).toMatchObject({
      maintenanceMode: false,
      // the running gateway: the built-in sandbox without Stripe keys (issue 9)
      paymentGateway: 'sandbox',
      minimumSubscriptionPrice: 2.95,
      maximumTipPrice: 10000,
      googleLoginClientId: '',
      twitterLoginEnabled: false,
    });
    expect(data.menus.map((m: { title: string; path: string }) => [m.title, m.path])).toEqual([
      ['Help', '/page/help'],
      ['Terms', '/page/terms'],
      ['Privacy', '/page/privacy'],
    ]);
    expect(data).not.toHaveProperty('blockedCountries');
  });

  test('POST /settings/keys returns only the requested public keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/settings/keys',
      payload: { keys: ['siteName', 'footerContent', 'blockedCountries', 'nope'] },
    });
    expect(res.json()).toEqual({ status: 0, data: { siteName: 'Fanplatform', footerContent: '' } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/settings/keys', payload: { keys: [{}] } })).statusCode,
    ).toBe(400);
  });

  test('settings repository: app.repos.settings.get for other modules', async () => {
    expect(await t.app.repos.settings.get('blockedCountries')).toEqual([]);
  });
});

describe('settings CLI', () => {
  test('set / get / list against DATA_DIR, seen by the API', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cli-'));
    const out: string[] = [];
    expect(await runSettingsCli(['set', 'maintenanceMode', 'true'], dataDir, (l) => out.push(l))).toBe(0);
    expect(
      await runSettingsCli(['set', 'blockedCountries', '["DE","FR"]'], dataDir, (l) => out.push(l)),
    ).toBe(0);
    expect(await runSettingsCli(['set', 'siteName', 'My', 'Fans'], dataDir, (l) => out.push(l))).toBe(0);
    out.length = 0;
    await runSettingsCli(['get', 'blockedCountries'], dataDir, (l) => out.push(l));
    expect(out).toEqual(['["DE","FR"]']);
    out.length = 0;
    await runSettingsCli(['list'], dataDir, (l) => out.push(l));
    expect(out).toContain('maintenanceMode = true');
    expect(out).toContain('blockedCountries (private) = ["DE","FR"]');
    expect(await runSettingsCli(['bogus'], dataDir, () => undefined)).toBe(1);

    const app = await buildApp({ dataDir, env: {} });
    const data = (await app.inject({ method: 'GET', url: '/settings/public' })).json().data;
    expect(data).toMatchObject({ maintenanceMode: true, siteName: 'My Fans' });
    expect(await app.repos.settings.get('blockedCountries')).toEqual(['DE', 'FR']);
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
