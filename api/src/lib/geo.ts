// Client IP and country resolution for geo-blocking (site-wide and per creator).
//
// Trust model: the web app's server calls GET /block/countries/check on behalf of the browser and
// passes the visitor's address in `x-client-ip`, so the API has to believe forwarded headers. Anyone
// can therefore claim another address: geo-blocking is a courtesy gate, not an access control.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type * as GeoIp from 'geoip-lite';

/** The parts of a Fastify request (or a raw Node request) that geo lookups read. */
export interface RequestLike {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
  ip?: string;
}

// Loopback, private, link-local, CGNAT, documentation, benchmark, multicast and reserved ranges:
// none of them can be located, and a proxy chain often starts with one of them.
const nonPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
  ['64:ff9b:1::', 48],
] as const) {
  nonPublic.addSubnet(net, prefix, 'ipv6');
}

/**
 * Normalises one address as headers and sockets write it: trims, drops `[...]` brackets, a `:port`
 * suffix, an IPv6 zone and the IPv4-mapped `::ffff:` prefix. Returns null when it is not an IP.
 */
export function normaliseIp(raw: string): string | null {
  let ip = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  ip = ip.replace(/%.*$/, '');
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(ip)) ip = ip.slice(7);
  return isIP(ip) ? ip.toLowerCase() : null;
}

export function isPublicIp(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return !nonPublic.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

function headerList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value.join(',') : value).split(',');
}

/**
 * The visitor's address: the first public one among `x-forwarded-for` (left to right),
 * `x-client-ip`, `cf-connecting-ip` and the socket. When none is public (local development, tests
 * behind a private proxy), the first valid address in that order; null when there is none at all.
 */
export function clientIp(request: RequestLike): string | null {
  const { headers } = request;
  const candidates = [
    ...headerList(headers['x-forwarded-for']),
    ...headerList(headers['x-client-ip']),
    ...headerList(headers['cf-connecting-ip']),
    request.socket?.remoteAddress ?? request.ip ?? '',
  ]
    .map(normaliseIp)
    .filter((ip): ip is string => ip !== null);
  return candidates.find(isPublicIp) ?? candidates[0] ?? null;
}

let geoip: typeof GeoIp | null = null;

// geoip-lite loads its city databases (~135 MB of RAM) whenever they are present, although only the
// country is needed here. Pointing it at a directory that holds just the country files makes it fall
// back to country-only data (~15 MB). An operator's own GEODATADIR always wins; any failure keeps
// the package default.
function countryOnlyDataDir(): string | null {
  try {
    const source = fs.realpathSync(
      path.join(path.dirname(require.resolve('geoip-lite/package.json')), 'data'),
    );
    const key = createHash('sha256')
      .update(`${source}:${fs.statSync(source).mtimeMs}`)
      .digest('hex')
      .slice(0, 16);
    const dir = path.join(os.tmpdir(), `geoip-country-only-${key}`);
    fs.mkdirSync(dir, { recursive: true });
    for (const file of ['geoip-country.dat', 'geoip-country6.dat']) {
      const link = path.join(dir, file);
      try {
        fs.symlinkSync(path.join(source, file), link);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      // A pre-existing entry (another worker won the race, or a stale/foreign file) must still
      // resolve to this install's database, or we keep the package default.
      if (fs.realpathSync(link) !== path.join(source, file)) return null;
    }
    return dir;
  } catch {
    return null;
  }
}

function geoDb(): typeof GeoIp {
  if (!geoip) {
    const holder = globalThis as { geodatadir?: string };
    if (!process.env.GEODATADIR && !holder.geodatadir) {
      const dir = countryOnlyDataDir();
      if (dir) holder.geodatadir = dir;
    }
    geoip = require('geoip-lite') as typeof GeoIp;
  }
  return geoip;
}

/** ISO 3166-1 alpha-2 country of an address, or null for private/loopback/unknown addresses. */
export function countryOf(ip: string | null | undefined): string | null {
  const normalised = ip ? normaliseIp(ip) : null;
  if (!normalised || !isPublicIp(normalised)) return null;
  const country = geoDb().lookup(normalised)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

// Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
function cloudflareCountry(headers: IncomingHttpHeaders): string | null {
  const raw = headers['cf-ipcountry'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1' ? value : null;
}

/**
 * The visitor's country for geo-blocking: Cloudflare's `cf-ipcountry` when present, else an
 * offline lookup of {@link clientIp}. Used by the site check and the creator profile country block.
 */
export function countryForRequest(request: RequestLike): string | null {
  return cloudflareCountry(request.headers) ?? countryOf(clientIp(request));
}

/** A stored country list (setting or creator block) as upper-case ISO codes; junk entries dropped. */
export function normaliseCountryCodes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const codes = value
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim().toUpperCase())
    .filter((v) => /^[A-Z]{2}$/.test(v));
  return [...new Set(codes)];
}
