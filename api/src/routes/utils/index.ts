// Public reference-data routes (reference Appendix A "utils") and the flag images they point to.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { clientIp } from '../../lib/geo';
import {
  FLAGS_DIR,
  getUserAdditional,
  isKnownCountryCode,
  listCities,
  listCountries,
  listLanguages,
  listPhoneCodes,
  listStates,
} from '../../lib/reference-data';

export const CountryCodeParams = Type.Object({
  countryCode: Type.String({ pattern: '^[A-Za-z]{2}$' }),
});

export const CitiesParams = Type.Object({
  countryCode: Type.String({ pattern: '^[A-Za-z]{2}$' }),
  state: Type.String({ minLength: 1, maxLength: 100 }),
});

// Lower case only, exactly two letters: the value is later part of a file name, so nothing else
// (dots, slashes, encoded separators) may reach the file system.
export const FlagParams = Type.Object({
  code: Type.String({ pattern: '^[a-z]{2}$' }),
});

export const RecaptchaBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4096 }) },
  { additionalProperties: false },
);

export interface RecaptchaResult {
  success: boolean;
  /** true when no RECAPTCHA_SECRET is configured and the check was not performed */
  skipped?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  errorCodes?: string[];
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const RECAPTCHA_TIMEOUT_MS = 5_000;
// The lists only change with a package upgrade: let browsers and the Next server reuse them for a day.
const LIST_CACHE = 'public, max-age=86400';
// Flag URLs are not versioned, but a country's flag practically never changes.
const FLAG_CACHE = 'public, max-age=2592000';

function cached(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', LIST_CACHE);
}

interface SiteverifyResponse {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * Verifies a reCAPTCHA token with Google. Without a configured secret the site shows no widget
 * (recaptchaSiteKey is '' in public settings), so there is nothing to check: answer success with
 * `skipped: true` rather than failing every form. Throws when Google cannot be reached.
 */
export async function verifyRecaptcha(
  secret: string,
  token: string,
  remoteIp: string | null,
): Promise<RecaptchaResult> {
  if (!secret) return { success: true, skipped: true };
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  const res = await fetch(SITEVERIFY_URL, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
  const json = (await res.json()) as SiteverifyResponse;
  return {
    success: json.success === true,
    ...(typeof json.score === 'number' ? { score: json.score } : {}),
    ...(json.action ? { action: json.action } : {}),
    ...(json.hostname ? { hostname: json.hostname } : {}),
    ...(json['error-codes']?.length ? { errorCodes: json['error-codes'] } : {}),
  };
}

// Flags are small and few (at most ~250 files, ~2 MB): keep each one in memory after first read.
const flagCache = new Map<string, Buffer>();

async function flagSvg(code: string): Promise<Buffer | null> {
  // Only codes of listed countries are served: flag-icons also ships regional flags we do not list.
  if (!isKnownCountryCode(code)) return null;
  let svg = flagCache.get(code);
  if (!svg) {
    svg = await readFile(path.join(FLAGS_DIR, `${code}.svg`));
    flagCache.set(code, svg);
  }
  return svg;
}

export default async function utilsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/countries/list', async (_request, reply) => {
    cached(reply);
    return { status: 0, data: listCountries(app.config.apiPublicUrl) };
  });

  app.get('/states/:countryCode', { schema: { params: CountryCodeParams } }, async (request, reply) => {
    cached(reply);
    return { status: 0, data: listStates(request.params.countryCode) };
  });

  app.get('/cities/:countryCode/:state', { schema: { params: CitiesParams } }, async (request, reply) => {
    cached(reply);
    return { status: 0, data: listCities(request.params.countryCode, request.params.state) };
  });

  app.get('/languages/list', async (_request, reply) => {
    cached(reply);
    return { status: 0, data: listLanguages() };
  });

  app.get('/phone-codes/list', async (_request, reply) => {
    cached(reply);
    return { status: 0, data: listPhoneCodes() };
  });

  app.get('/user-additional', async (_request, reply) => {
    cached(reply);
    return { status: 0, data: getUserAdditional() };
  });

  app.post('/re-captcha/verify', { schema: { body: RecaptchaBody } }, async (request, reply) => {
    try {
      const data = await verifyRecaptcha(app.config.recaptchaSecret, request.body.token, clientIp(request));
      return { status: 0, data };
    } catch (err) {
      request.log.warn({ err }, 'reCAPTCHA verification unavailable');
      return reply.code(502).send({
        statusCode: 502,
        message: 'Could not verify reCAPTCHA, please try again later',
        error: 'Bad Gateway',
      });
    }
  });

  app.get('/flags/:code.svg', { schema: { params: FlagParams } }, async (request, reply) => {
    const svg = await flagSvg(request.params.code);
    if (!svg) {
      return reply.code(404).send({ statusCode: 404, message: 'Flag not found', error: 'Not Found' });
    }
    return (
      reply
        .header('content-type', 'image/svg+xml')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', FLAG_CACHE)
        // An SVG opened directly is a document: forbid scripts and plugins even though these are trusted.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        // The web app shows flags from another origin in <img> tags.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(svg)
    );
  });
}
