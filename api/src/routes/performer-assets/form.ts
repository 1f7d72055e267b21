// Multipart forms of the asset routes: repeated keys (tags=a&tags=b) or a JSON array become arrays, text
// becomes numbers/booleans per a TypeBox schema, unknown fields and files are dropped like unknown JSON
// properties, and each file field has its own size limit (413) before anything is stored.
// The same edits sent as JSON keep JSON's types ("10" is not a number there).
import type { FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import Value from 'typebox/value';
import { HttpError } from '../../lib/http-error';
import { refuseNulField } from '../../lib/nul-text';
import { ownProperty } from '../../lib/own-property';
import { jsonTypeIssues, numberTextIssues, numericType } from '../../lib/strict-numbers';
import { readingMultipart, type UploadedPart } from '../../lib/multipart';

export interface FormResult<T> {
  fields: T;
  files: Record<string, UploadedPart>;
}

interface FormIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function describe(issue: FormIssue): string[] {
  const field = issue.instancePath
    .replace(/^\//, '')
    .replace(/\/\d+$/, '')
    .replace(/\//g, '.');
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : [String(v)]);
  switch (issue.keyword) {
    case 'additionalProperties':
      return list(issue.params.additionalProperties).map((p) => `property ${p} should not exist`);
    case 'required':
      return list(issue.params.requiredProperties ?? issue.params.missingProperty).map(
        (p) => `${p} is required`,
      );
    case 'enum':
      return [`${field} must be one of: ${list(issue.params.allowedValues).join(', ')}`];
    // Noise of `additionalProperties: false` and unions; the entries above say it better.
    case 'multipleOf':
      return [`${field} must have at most two decimal places`];
    case 'type':
      if (issue.params.type === 'integer') return [`${field} must be a whole number`];
      return [`${field} ${issue.message ?? 'is invalid'}`];
    case 'boolean':
    case 'const':
    case 'anyOf':
      return [];
    default:
      return [`${field} ${issue.message ?? 'is invalid'}`];
  }
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
}

function toArray(values: string[]): unknown[] {
  if (values.length === 1) {
    const one = values[0].trim();
    if (one === '') return [];
    if (one.startsWith('[')) {
      try {
        const parsed = JSON.parse(one) as unknown;
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // not JSON: a single value
      }
    }
  }
  return values;
}

/** Strings of a multipart form -> the schema's shapes ('' drops optional non-text fields). */
export function coerceFields(schema: TObject, raw: Record<string, string[]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(raw)) {
    const prop = ownProperty(schema.properties, key) as
      { type?: string; anyOf?: { type?: string }[] } | undefined;
    if (!prop) continue;
    const type = prop?.type ?? prop?.anyOf?.map((s) => s.type).find((t) => t !== 'null');
    if (type === 'array') out[key] = toArray(values);
    else {
      const value = values[values.length - 1];
      if (value === '' && prop?.anyOf?.some((s) => s.type === 'null')) out[key] = null;
      else if (value === '' && type !== 'string') continue;
      else out[key] = value;
    }
  }
  return out;
}

export function validateFields<T>(schema: TObject, raw: Record<string, string[]>): T {
  return validateObject<T>(schema, coerceFields(schema, raw), 'text');
}

function validateObject<T>(schema: TObject, input: Record<string, unknown>, source: 'text' | 'json'): T {
  // Text numbers are plain finite decimals: no "0x10", "1e309", "Infinity" (TypeBox would convert them);
  // JSON numbers are JSON numbers, never strings nor 1e309.
  const issues = source === 'text' ? numberTextIssues(schema, input) : jsonTypeIssues(schema, input);
  const value = Object.fromEntries(
    Object.entries(input).filter(([key]) => ownProperty(schema.properties, key) !== undefined),
  );
  for (const [key, field] of Object.entries(value)) {
    if (!numericType(schema.properties[key])) continue;
    if (typeof field === 'string' && !issues.length) value[key] = Number(field);
    if (typeof field === 'number' && !Number.isFinite(field)) issues.push(`${key} must be a number`);
  }
  if (issues.length) throw new HttpError(400, issues);
  const converted = Value.Convert(schema, value);
  if (Value.Check(schema, converted)) return converted as T;
  const messages = [...Value.Errors(schema, converted)].flatMap((e) => describe(e as FormIssue));
  throw new HttpError(400, [...new Set(messages.length ? messages : ['request is invalid'])]);
}

/**
 * Reads the whole form. `limits` maps each accepted file field to its byte limit; a file under another
 * field name is a 400, a file over its limit a 413.
 */
export async function readForm<T>(
  request: FastifyRequest,
  schema: TObject,
  limits: Record<string, number>,
): Promise<FormResult<T>> {
  if (!request.isMultipart()) {
    // An edit without files may come as JSON: same fields, same checks.
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body))
      return { fields: validateObject<T>(schema, body as Record<string, unknown>, 'json'), files: {} };
    throw new HttpError(415, 'Expected a multipart/form-data body');
  }
  return readingMultipart(() => readParts<T>(request, schema, limits));
}

async function readParts<T>(
  request: FastifyRequest,
  schema: TObject,
  limits: Record<string, number>,
): Promise<FormResult<T>> {
  const largest = Math.max(...Object.values(limits));
  // Field names are the client's: no prototype behind them.
  const raw: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const files: Record<string, UploadedPart> = {};
  const parts = request.parts({
    limits: { fileSize: largest, files: Object.keys(limits).length + 1, fields: 100, parts: 110 },
  });
  for await (const part of parts) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      const limit = ownProperty(limits, name);
      if (limit === undefined) {
        // An unknown file field is dropped, as unknown text fields are.
        part.file.resume();
        continue;
      }
      if (files[name]) {
        part.file.resume();
        throw new HttpError(400, [`Send one ${name} file only`]);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit)
          throw new HttpError(413, `The ${name} file is too large (max ${formatBytes(limit)})`);
        chunks.push(chunk);
      }
      // An empty file part (a form with no file chosen) counts as no file.
      if (size > 0) files[name] = { buffer: Buffer.concat(chunks), filename: part.filename ?? '' };
    } else if (typeof part.value === 'string') {
      refuseNulField(name, part.value);
      (raw[name] ??= []).push(part.value);
    }
  }
  return { fields: validateFields<T>(schema, raw), files };
}
