// What counts as a number in text (query strings, path params, multipart fields, numbers sent as JSON strings):
// a plain decimal, finite. Ajv and TypeBox would otherwise coerce "Infinity", "1e309", "0x10" or " 5 ".
// Money fields carry `multipleOf: 0.01` in their schema: at most two decimal places.

const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

interface NumberSchema {
  type?: string | string[];
  anyOf?: NumberSchema[];
  multipleOf?: number;
}

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
    const prop = schema.properties[key];
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

/** Decimal places of a finite number as written by JavaScript (1e-7 style included). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return Infinity;
  const [mantissa, exponent] = String(n).split('e');
  const fraction = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, fraction - Number(exponent ?? 0));
}
