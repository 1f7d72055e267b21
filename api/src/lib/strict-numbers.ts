// What counts as a number in text (query strings, path params, multipart fields): a plain decimal, finite. Ajv
// and TypeBox would otherwise coerce "Infinity", "1e309", "0x10" or " 5 ". JSON has types of its own: a JSON
// body's number field takes a JSON number only (never "10"), a flag true or false only (jsonTypeIssues).
// Money fields carry `multipleOf: 0.01` in their schema: at most two decimal places. -0 is refused everywhere:
// it passes `minimum: 0` and would make a price that is neither zero nor positive.

import { ownProperty } from './own-property';

const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

interface NumberSchema {
  type?: string | string[];
  anyOf?: NumberSchema[];
  multipleOf?: number;
  properties?: Record<string, NumberSchema>;
  items?: NumberSchema;
}

const NOT_NEGATIVE = (field: string) => `${field} must not be negative`;

/** 'integer' | 'number' when the schema (or one branch of a union) takes a number; else null. */
export function numericType(schema: NumberSchema | undefined): 'integer' | 'number' | null {
  if (!schema) return null;
  const types = schema.anyOf ? schema.anyOf.flatMap((s) => s.type ?? []) : [schema.type ?? []].flat();
  if (types.includes('number')) return 'number';
  if (types.includes('integer')) return 'integer';
  return null;
}

function typesOf(schema: NumberSchema): string[] {
  return schema.anyOf ? schema.anyOf.flatMap((s) => [s.type ?? []].flat()) : [schema.type ?? []].flat();
}

function acceptsText(schema: NumberSchema): boolean {
  return typesOf(schema).includes('string');
}

/** null or true/false where a number is expected (Ajv would coerce them to 0 and 1). */
export function looseNumberIssue(field: string, value: unknown, schema: NumberSchema): string | null {
  const kind = numericType(schema);
  if (!kind) return null;
  const types = typesOf(schema);
  if (
    (value === null && !types.includes('null')) ||
    (typeof value === 'boolean' && !types.includes('boolean'))
  )
    return kind === 'integer' ? `${field} must be a whole number` : `${field} must be a number`;
  return null;
}

/** The message for a text that is not an acceptable number for this field, or null when it is fine. */
export function numberTextIssue(field: string, text: string, schema: NumberSchema): string | null {
  const kind = numericType(schema);
  if (!kind || acceptsText(schema)) return null;
  if (!DECIMAL.test(text) || !Number.isFinite(Number(text))) {
    return kind === 'integer' ? `${field} must be a whole number` : `${field} must be a number`;
  }
  if (kind === 'integer' && text.includes('.') && !/\.0*$/.test(text))
    return `${field} must be a whole number`;
  if (Object.is(Number(text), -0)) return NOT_NEGATIVE(field);
  return null;
}

/** Messages for the number-typed properties of an object schema given as text. */
export function numberTextIssues(
  schema: { properties?: Record<string, NumberSchema> } | undefined,
  values: unknown,
): string[] {
  if (!schema?.properties || !values || typeof values !== 'object') return [];
  const issues: string[] = [];
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const prop = ownProperty(schema.properties, key);
    if (!prop) continue;
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      const loose = looseNumberIssue(key, text, prop);
      if (loose) issues.push(loose);
      if (typeof text !== 'string') continue;
      const issue = numberTextIssue(key, text, prop);
      if (issue) issues.push(issue);
    }
  }
  return [...new Set(issues)];
}

/** The message for one JSON value that has the wrong JSON type for its field (Ajv would coerce it), or null. */
function jsonValueIssue(field: string, value: unknown, schema: NumberSchema): string | null {
  const types = typesOf(schema);
  const kind = numericType(schema);
  if (kind) {
    const loose = looseNumberIssue(field, value, schema);
    if (loose) return loose;
    if (typeof value === 'string' && !types.includes('string'))
      return kind === 'integer' ? `${field} must be a whole number` : `${field} must be a number`;
    if (Object.is(value, -0)) return NOT_NEGATIVE(field);
    return null;
  }
  const flagOnly = types.includes('boolean') && !types.includes('string');
  if (flagOnly && ['string', 'number'].includes(typeof value)) return `${field} must be true or false`;
  if (flagOnly && value === null && !types.includes('null')) return `${field} must be true or false`;
  return null;
}

/**
 * Messages for the values of a JSON body whose JSON type is not the schema's: "10" for a number, "true" or 1 for
 * a flag, null or a boolean for a number, -0 anywhere. Nested objects and arrays are walked with their schema.
 */
export function jsonTypeIssues(schema: NumberSchema | undefined, value: unknown, path = ''): string[] {
  if (!schema || value === null || typeof value !== 'object') return [];
  const issues: string[] = [];
  const visit = (field: string, v: unknown, prop: NumberSchema) => {
    const issue = jsonValueIssue(field, v, prop);
    if (issue) issues.push(issue);
    else issues.push(...jsonTypeIssues(prop, v, field));
  };
  if (Array.isArray(value)) {
    if (schema.items) for (const item of value) visit(path || 'request', item, schema.items);
  } else {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const prop = ownProperty(schema.properties, key);
      if (prop) visit(path ? `${path}.${key}` : key, v, prop);
    }
  }
  return [...new Set(issues)];
}
