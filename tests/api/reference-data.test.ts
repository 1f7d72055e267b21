import Fastify, { type FastifyInstance } from 'fastify';
import { AJV_OPTIONS } from '@api/app';
import type { AppConfig } from '@api/config';
import type { Repositories } from '@api/repositories';
import utilsRoutes from '@api/routes/utils';
import { AGE_RANGES } from '@api/contract/age-ranges';
import { ETHNICITIES, flagUrl, listCountries } from '@api/lib/reference-data';

const PUBLIC_URL = 'http://api.test:8080';

async function build(config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  // The core app's validation: unknown body fields are dropped (issue 20 item 9), types kept.
  const app = Fastify({ ajv: { customOptions: { ...AJV_OPTIONS } } });
  app.decorate('config', { apiPublicUrl: PUBLIC_URL, recaptchaSecret: '', ...config } as AppConfig);
  app.decorate('repos', { settings: { get: () => undefined } } as unknown as Repositories);
  await app.register(utilsRoutes);
  await app.ready();
  return app;
}

describe('reference data routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  test('GET /countries/list returns ~250 complete country records with flag URLs', async () => {
    const res = await app.inject('/countries/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { status, data } = res.json();
    expect(status).toBe(0);
    expect(data.length).toBeGreaterThanOrEqual(240);
    expect(data.length).toBeLessThanOrEqual(260);
    expect(data.find((c: { code: string }) => c.code === 'US')).toEqual({
      name: 'United States',
      code: 'US',
      capital: 'Washington D.C.',
      region: 'Americas',
      currency: { code: 'USD', name: 'United States dollar', symbol: '$' },
      language: { code: 'en', name: 'English' },
      flag: `${PUBLIC_URL}/flags/us.svg`,
    });
    expect(data.find((c: { code: string }) => c.code === 'DE').currency).toEqual({
      code: 'EUR',
      name: 'Euro',
      symbol: '€',
    });
    for (const c of data) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name).toBeTruthy();
      expect(c.flag).toBe(`${PUBLIC_URL}/flags/${c.code.toLowerCase()}.svg`);
      // Antarctica is the only entry without any currency in the data packages.
      if (c.code !== 'AQ')
        expect(c.currency).toEqual({
          code: expect.stringMatching(/^[A-Z]{3}$/),
          name: expect.any(String),
          symbol: expect.any(String),
        });
    }
    // Micronesia lacks a currency in world-countries: filled from country-state-city.
    expect(data.find((c: { code: string }) => c.code === 'FM').currency.code).toBe('USD');
    const names = data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test('flag URLs follow the configured public URL without a double slash', () => {
    expect(flagUrl('https://api.example.com/', 'FR')).toBe('https://api.example.com/flags/fr.svg');
    expect(listCountries('https://x.test')[0].flag).toMatch(/^https:\/\/x\.test\/flags\/[a-z]{2}\.svg$/);
  });

  test('GET /states/:countryCode lists states with codes, case-insensitively', async () => {
    const res = await app.inject('/states/us');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ code: 'CA', name: 'California' });
    expect((await app.inject('/states/ZZ')).json()).toEqual({ status: 0, data: [] });
    expect((await app.inject('/states/USA')).statusCode).toBe(400);
  });

  test('GET /cities/:countryCode/:state accepts a state code or name', async () => {
    const byCode = await app.inject('/cities/US/CA');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().data).toContainEqual({ name: 'Los Angeles' });
    const byName = await app.inject('/cities/us/California');
    expect(byName.json().data).toEqual(byCode.json().data);
    expect((await app.inject('/cities/US/Atlantis')).json().data).toEqual([]);
  });

  test('GET /languages/list returns unique languages sorted by name', async () => {
    const { data } = (await app.inject('/languages/list')).json();
    expect(data).toContainEqual({ code: 'en', name: 'English' });
    expect(data).toContainEqual({ code: 'fr', name: 'French' });
    const codes = data.map((l: { code: string }) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = data.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test('GET /phone-codes/list returns dialling codes per country', async () => {
    const { data } = (await app.inject('/phone-codes/list')).json();
    expect(data).toContainEqual({ code: '+1', name: 'United States', countryCode: 'US' });
    expect(data).toContainEqual({ code: '+44', name: 'United Kingdom', countryCode: 'GB' });
    // "+1-809 and 1-829" in the source becomes two rows
    expect(data.filter((p: { countryCode: string }) => p.countryCode === 'DO')).toHaveLength(2);
    for (const p of data) expect(p.code).toMatch(/^\+[1-9]\d{0,3}(-\d{1,4})?$/);
    expect(data.length).toBeGreaterThan(230);
  });

  test('GET /user-additional has the spec option lists', async () => {
    const res = await app.inject('/user-additional');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { data } = res.json();
    expect(data.ages.map((o: { value: string }) => o.value)).toEqual([...AGE_RANGES]);
    expect(data.ages[0]).toEqual({ value: '18_19', text: '18 - 19' });
    expect(data.ages.at(-1)).toEqual({ value: 'over_50', text: 'Over 50' });
    expect(data.ethnicities.map((o: { value: string }) => o.value)).toEqual([
      'asian',
      'white',
      'latino',
      'hispanic',
      'black or african america',
      'american indian or alaska native',
      'native hawaiian or other pacific islander',
    ]);
    expect(data.ethnicities).toEqual(ETHNICITIES);
    expect(data.ethnicities[4].text).toBe('Black or African American');
    expect(data.genders).toEqual([
      { value: 'male', text: 'Male' },
      { value: 'female', text: 'Female' },
      { value: 'transgender', text: 'Trans' },
    ]);
    expect(data.performerGenders.map((o: { value: string }) => o.value)).toEqual([
      'male',
      'female',
      'transgender',
      'couple',
    ]);
    for (const key of [
      'heights',
      'weights',
      'sexualOrientations',
      'eyes',
      'hairs',
      'butts',
      'pubicHairs',
      'bodyTypes',
    ]) {
      expect(data[key].length).toBeGreaterThan(2);
      for (const o of data[key]) expect(o).toEqual({ value: expect.any(String), text: expect.any(String) });
    }
  });

  test('GET /flags/:code.svg serves the SVG with safe headers', async () => {
    const res = await app.inject('/flags/us.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{7,}$/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toMatch(/^<svg[\s>]/);
  });

  test('GET /flags rejects unknown codes and path traversal', async () => {
    expect((await app.inject('/flags/zz.svg')).statusCode).toBe(404);
    // regional flag files exist in flag-icons but are not countries we list
    expect((await app.inject('/flags/eu.svg')).statusCode).toBe(404);
    for (const url of [
      '/flags/..%2F..%2F..%2F..%2Fetc%2Fpasswd.svg',
      '/flags/../../etc/passwd',
      '/flags/%2e%2e.svg',
      '/flags/US.svg',
      '/flags/usa.svg',
    ]) {
      const res = await app.inject(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
      expect(res.headers['content-type']).not.toBe('image/svg+xml');
    }
  });
});

describe('POST /re-captcha/verify', () => {
  afterEach(() => jest.restoreAllMocks());

  test('without a configured secret it answers success, skipped', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/re-captcha/verify', payload: { token: 'abc' } });
    expect(res.json()).toEqual({ status: 0, data: { success: true, skipped: true } });
    await app.close();
  });

  test('rejects a missing token; drops unknown fields', async () => {
    const app = await build();
    const missing = await app.inject({ method: 'POST', url: '/re-captcha/verify', payload: {} });
    expect(missing.statusCode).toBe(400);
    // an unknown field is dropped, never refused (issue 20 item 9)
    const extra = await app.inject({
      method: 'POST',
      url: '/re-captcha/verify',
      payload: { token: 'abc', admin: true },
    });
    expect(extra.json()).toEqual({ status: 0, data: { success: true, skipped: true } });
    await app.close();
  });

  test('with a secret it asks Google and passes the verdict on', async () => {
    const fetchMock = jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] })),
      );
    const app = await build({ recaptchaSecret: 's3cret' });
    const res = await app.inject({
      method: 'POST',
      url: '/re-captcha/verify',
      headers: { 'x-forwarded-for': '8.8.8.8' },
      payload: { token: 'tok' },
    });
    expect(res.json()).toEqual({
      status: 0,
      data: { success: false, errorCodes: ['invalid-input-response'] },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    const body = init?.body as URLSearchParams;
    expect(body.get('secret')).toBe('s3cret');
    expect(body.get('response')).toBe('tok');
    expect(body.get('remoteip')).toBe('8.8.8.8');
    await app.close();
  });

  test('answers 502 when Google cannot be reached', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const app = await build({ recaptchaSecret: 's3cret' });
    const res = await app.inject({ method: 'POST', url: '/re-captcha/verify', payload: { token: 'tok' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
    await app.close();
  });
});
