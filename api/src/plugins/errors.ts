// Every error leaves as {statusCode, message, error}: no stack, no SQL, 500s as a generic text.
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { InputError, HttpError, reasonPhrase } from '../lib/http-error';
import { ownProperty } from '../lib/own-property';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

// Friendlier texts for the fields the forms show messages for.
const FIELD_MESSAGES: Record<string, string> = {
  email: 'Email address is invalid',
  password: 'Password must be at least 6 characters',
  username: 'Username must be 3 to 30 characters: lowercase letters, numbers, _ or -',
  country: 'country must be a 2-letter ISO country code',
  countryCodes: 'countryCodes must be 2-letter ISO country codes',
};

function describe(issue: ValidationIssue, context: string | undefined): string {
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'additionalProperties')
    return `property ${String(issue.params.additionalProperty)} should not exist`;
  if (issue.keyword === 'required') return `${String(issue.params.missingProperty)} is required`;
  const top = field.split('.')[0];
  if (issue.keyword === 'multipleOf' && issue.params.multipleOf === 0.01)
    return `${field} must have at most two decimal places`;
  if (issue.keyword === 'type' && issue.params.type === 'integer')
    return `${field || context || 'request'} must be a whole number`;
  if (issue.keyword === 'type' && issue.params.type === 'number')
    return `${field || context || 'request'} must be a number`;
  if (issue.keyword === 'enum' && Array.isArray(issue.params.allowedValues)) {
    const allowed = (issue.params.allowedValues as unknown[]).filter((v) => v !== '').map(String);
    return `${field || context || 'request'} must be one of: ${allowed.join(', ')}`;
  }
  const friendly = ownProperty(FIELD_MESSAGES, top);
  if (['format', 'minLength', 'maxLength', 'pattern'].includes(issue.keyword) && friendly) return friendly;
  const where = field || context || 'request';
  return `${where} ${issue.message ?? 'is invalid'}`;
}

function toBody(statusCode: number, message: string | string[], error?: string) {
  return { statusCode, message, error: error ?? reasonPhrase(statusCode) };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Status of refused input on this route (default 400; money routes use 422). */
    invalidStatus?: 400 | 422;
  }
}

const errorsPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError & { messages?: string[] }, request, reply) => {
    // money routes answer 422 to every refused input (the contract's status for a bad amount)
    const invalid = request.routeOptions.config?.invalidStatus ?? 400;
    if (err.validation) {
      const messages = (err.validation as ValidationIssue[]).map((v) => describe(v, err.validationContext));
      return reply.status(invalid).send(toBody(invalid, [...new Set(messages)]));
    }
    if (err instanceof InputError && invalid !== 400) {
      return reply.status(invalid).send(toBody(invalid, err.messages ?? err.message));
    }
    if (err instanceof HttpError) {
      // Refused authorization is worth a log line (security promise E1); plain 401s are routine.
      if (err.statusCode === 403)
        request.log.warn({ reqId: request.id, user: request.authUser?.id }, `forbidden: ${err.message}`);
      return reply
        .status(err.statusCode)
        .send(toBody(err.statusCode, err.messages ?? err.message, err.error));
    }
    // Two concurrent sign-ups can both pass the "is it taken" check; the UNIQUE index settles it (SQLite's code,
    // or PostgreSQL's unique_violation).
    const code = (err as { code?: string }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') {
      return reply.status(409).send(toBody(409, 'This record already exists'));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      // The request id ties the generic answer to the full log entry.
      request.log.error({ err, reqId: request.id }, 'request failed');
      return reply.status(500).send(toBody(500, 'Internal server error'));
    }
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const mb = Math.round(app.config.maxVideoBytes / (1024 * 1024));
      return reply.status(413).send(toBody(413, `The file is too large: the limit is ${mb} MB`));
    }
    if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(toBody(413, 'The request is too large'));
    }
    // Framework 4xx (bad JSON, multipart limits, rate limit): their messages are safe texts.
    return reply.status(status).send(toBody(status, err.message || reasonPhrase(status)));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(toBody(404, `Cannot ${request.method} ${request.url.split('?')[0]}`));
  });
};

export default globalPlugin(errorsPlugin, 'errors');
