import Fastify, { type FastifyInstance } from 'fastify';
import type { Repositories } from '@api/repositories';
import blockRoutes from '@api/routes/block';
import { clientIp, countryForRequest, countryOf, normaliseCountryCodes, normaliseIp } from '@api/lib/geo';

// Addresses checked against geoip-lite's bundled database (v1.4.10): Google DNS, Strato, Orange.
const US_IP = '8.8.8.8';
const DE_IP = '85.214.132.117';
const FR_IP = '2.2.2.2';

function req(headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return { headers, socket: { remoteAddress } };
}

describe('geo helpers', () => {
  test('countryOf maps public addresses offline and ignores private ones', () => {
    expect(countryOf(US_IP)).toBe('US');
    expect(countryOf(DE_IP)).toBe('DE');
    expect(countryOf(FR_IP)).toBe('FR');
    expect(countryOf('2001:4860:4860::8888')).toBe('US');
    expect(countryOf(`::ffff:${DE_IP}`)).toBe('DE');
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.0.10',
      '172.16.5.4',
      '100.64.0.1',
      'fe80::1',
      'nope',
      '',
      null,
    ]) {
      expect(countryOf(ip)).toBeNull();
    }
  });

  test('normaliseIp strips ports, brackets and the IPv4-mapped prefix', () => {
    expect(normaliseIp(' 8.8.8.8:443 ')).toBe('8.8.8.8');
    expect(normaliseIp('[2001:db8::1]:8080')).toBe('2001:db8::1');
    expect(normaliseIp('::FFFF:8.8.8.8')).toBe('8.8.8.8');
    expect(normaliseIp('unknown')).toBeNull();
  });

  test('clientIp takes the first public forwarded address, then x-client-ip, cf-connecting-ip, socket', () => {
    expect(clientIp(req({ 'x-forwarded-for': `10.0.0.1, unknown, ${DE_IP}, ${US_IP}` }))).toBe(DE_IP);
    expect(clientIp(req({ 'x-client-ip': FR_IP }))).toBe(FR_IP);
    expect(clientIp(req({ 'x-forwarded-for': '192.168.1.2', 'x-client-ip': FR_IP }))).toBe(FR_IP);
    expect(clientIp(req({ 'cf-connecting-ip': US_IP }))).toBe(US_IP);
    expect(clientIp(req({}, `::ffff:${US_IP}`))).toBe(US_IP);
    // nothing public: the first valid address, so logs still show something useful
    expect(clientIp(req({ 'x-forwarded-for': '10.0.0.7' }))).toBe('10.0.0.7');
    expect(clientIp({ headers: {} })).toBeNull();
  });

  test('countryForRequest honours cf-ipcountry except Cloudflare placeholders', () => {
    expect(countryForRequest(req({ 'cf-ipcountry': 'de', 'x-forwarded-for': US_IP }))).toBe('DE');
    expect(countryForRequest(req({ 'cf-ipcountry': 'XX', 'x-forwarded-for': US_IP }))).toBe('US');
    expect(countryForRequest(req({ 'cf-ipcountry': 'T1', 'x-forwarded-for': FR_IP }))).toBe('FR');
    expect(countryForRequest(req())).toBeNull();
  });

  test('normaliseCountryCodes keeps upper-case ISO codes only', () => {
    expect(normaliseCountryCodes(['de', ' FR ', 'DE', 'xyz', 3, null])).toEqual(['DE', 'FR']);
    expect(normaliseCountryCodes('DE')).toEqual([]);
    expect(normaliseCountryCodes(undefined)).toEqual([]);
  });
});

describe('GET /block/countries/check', () => {
  let app: FastifyInstance;
  let blocked: unknown = ['DE'];

  beforeAll(async () => {
    app = Fastify();
    const get = jest.fn((key: string) => (key === 'blockedCountries' ? blocked : undefined));
    app.decorate('repos', { settings: { get } } as unknown as Repositories);
    await app.register(blockRoutes);
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    blocked = ['DE'];
  });

  async function check(headers: Record<string, string> = {}, url = '/block/countries/check') {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json();
  }

  test('a visitor from a blocked country is blocked', async () => {
    expect(await check({ 'x-forwarded-for': DE_IP })).toEqual({ status: 0, data: { blocked: true } });
    expect(
      (await check({ 'x-client-ip': DE_IP }, '/block/countries/check?fromServerRequest=true')).data.blocked,
    ).toBe(true);
  });

  test('a visitor from another country is not blocked', async () => {
    expect((await check({ 'x-forwarded-for': US_IP })).data.blocked).toBe(false);
    expect((await check({ 'x-client-ip': FR_IP })).data.blocked).toBe(false);
  });

  test('private and loopback addresses are never blocked', async () => {
    expect((await check()).data.blocked).toBe(false);
    expect((await check({ 'x-forwarded-for': '10.0.0.1' })).data.blocked).toBe(false);
    expect((await check({ 'x-client-ip': '::1' })).data.blocked).toBe(false);
  });

  test('with several forwarded addresses the first public one decides', async () => {
    expect((await check({ 'x-forwarded-for': `172.16.0.9, ${DE_IP}, ${US_IP}` })).data.blocked).toBe(true);
    expect((await check({ 'x-forwarded-for': `${US_IP}, ${DE_IP}` })).data.blocked).toBe(false);
  });

  test('the setting is read on every request and tolerates odd values', async () => {
    blocked = ['us', 'fr'];
    expect((await check({ 'x-forwarded-for': US_IP })).data.blocked).toBe(true);
    expect((await check({ 'x-forwarded-for': DE_IP })).data.blocked).toBe(false);
    for (const value of [undefined, null, 'DE', {}, []]) {
      blocked = value;
      expect((await check({ 'x-forwarded-for': DE_IP })).data.blocked).toBe(false);
    }
  });

  test('cf-ipcountry from Cloudflare is honoured', async () => {
    expect((await check({ 'cf-ipcountry': 'DE' })).data.blocked).toBe(true);
  });
});
