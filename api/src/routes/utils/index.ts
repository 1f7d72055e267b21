// Public reference-data routes (reference Appendix A "utils") and the flag images they point to.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { clientIp } from '../../lib/geo';
import { ok } from '../../lib/http-error';
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
import { ErrorBody, FileBytes, responses } from '../../schemas/common';
import {
  CitiesParams,
  CityJson,
  CodeNameJson,
  CountryCodeParams,
  CountryJson,
  FlagParams,
  PhoneCodeJson,
  RecaptchaBody,
  RecaptchaJson,
  UserAdditionalJson,
} from '../../schemas/reference-data';

/** Google's verdict on a token (schemas/reference-data RecaptchaJson). */
export type RecaptchaResult = RecaptchaJson;

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

  app.get(
    '/countries/list',
    { schema: { response: responses(Type.Array(CountryJson)) } },
    async (_request, reply) => {
      cached(reply);
      return ok(listCountries(app.config.apiPublicUrl));
    },
  );

  const states = { params: CountryCodeParams, response: responses(Type.Array(CodeNameJson)) };
  app.get('/states/:countryCode', { schema: states }, async (request, reply) => {
    cached(reply);
    return ok(listStates(request.params.countryCode));
  });

  const cities = { params: CitiesParams, response: responses(Type.Array(CityJson)) };
  app.get('/cities/:countryCode/:state', { schema: cities }, async (request, reply) => {
    cached(reply);
    return ok(listCities(request.params.countryCode, request.params.state));
  });

  app.get(
    '/languages/list',
    { schema: { response: responses(Type.Array(CodeNameJson)) } },
    async (_request, reply) => {
      cached(reply);
      return ok(listLanguages());
    },
  );

  app.get(
    '/phone-codes/list',
    { schema: { response: responses(Type.Array(PhoneCodeJson)) } },
    async (_request, reply) => {
      cached(reply);
      return ok(listPhoneCodes());
    },
  );

  app.get(
    '/user-additional',
    { schema: { response: responses(UserAdditionalJson) } },
    async (_request, reply) => {
      cached(reply);
      return ok(getUserAdditional());
    },
  );

  const verify = { body: RecaptchaBody, response: responses(RecaptchaJson) };
  app.post('/re-captcha/verify', { schema: verify }, async (request, reply) => {
    try {
      return ok(await verifyRecaptcha(app.config.recaptchaSecret, request.body.token, clientIp(request)));
    } catch (err) {
      request.log.warn({ err }, 'reCAPTCHA verification unavailable');
      return reply.code(502).send({
        statusCode: 502,
        message: 'Could not verify reCAPTCHA, please try again later',
        error: 'Bad Gateway',
      });
    }
  });

  const flag = {
    params: FlagParams,
    response: { 200: FileBytes(['image/svg+xml'], 'The flag'), '4xx': ErrorBody, '5xx': ErrorBody },
  };
  app.get('/flags/:code.svg', { schema: flag }, async (request, reply) => {
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
