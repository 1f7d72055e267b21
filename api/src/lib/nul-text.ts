// Text may not carry the NUL character (U+0000). No form of the product sends one, SQLite would store it and cut
// the text short in some readers, and PostgreSQL's text type cannot hold it at all (the statement fails): refused
// at the edge with a 400 on both engines, wherever client text enters — path, query, JSON body (keys included)
// and multipart fields.
import { InputError } from './http-error';

const NUL = '\u0000';

/** The message for a field whose text carries NUL. */
export const nulIssue = (field: string) => `${field} must not contain the NUL character`;

/** One message per field (path through objects and arrays) whose text, or key, carries NUL. */
export function nulIssues(value: unknown, path = 'request', depth = 0): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [nulIssue(path)] : [];
  // JSON nests at most MAX_JSON_DEPTH levels before it gets here; the bound keeps a hand-built object honest too
  if (!value || typeof value !== 'object' || depth > 64) return [];
  const issues: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value) issues.push(...nulIssues(item, path, depth + 1));
  } else {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const field = path === 'request' ? key : `${path}.${key}`;
      if (key.includes(NUL)) issues.push(nulIssue(path));
      else issues.push(...nulIssues(v, field, depth + 1));
    }
  }
  return [...new Set(issues)];
}

/** Throws the 400 for a multipart field whose text carries NUL (JSON, path and query are checked at the edge). */
export function refuseNulField(field: string, value: string): void {
  if (value.includes(NUL)) throw new InputError([nulIssue(field)]);
}
