// Readers for raw server JSON, used by the features' types.ts mappers (the only place raw JSON is read).
// Lenient on purpose: a missing or odd field becomes an empty value instead of a crash.

export type Raw = Record<string, unknown>;

/**
 * A wire shape (the API's response schema type, `import type` from `@api/schemas/*`) as a mapper reads it: the
 * schema's field names, each possibly missing or of another type. Reading a field the contract does not
 * declare is a compile error, so a renamed or dropped field shows up here, not as a silently empty value.
 */
export type Loose<T> = { [K in KeysOfUnion<T>]?: unknown };
/** Every member's keys (a `Switch` answer is a union of shapes; `keyof` of a union keeps only the shared ones). */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/** The object fields of a raw value (anything else reads as `{}`), named after its wire shape `T`. */
export const asRaw = <T = Raw>(v: unknown): Loose<T> =>
  (v && typeof v === 'object' && !Array.isArray(v) ? v : {}) as Loose<T>;
export const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
export const num = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
/** Flags arrive as booleans or 0/1 (isOnline, live counts). */
export const flag = (v: unknown): boolean => v === true || (typeof v === 'number' && v > 0);
export const strList = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((s) => s !== '') : []);

// Strict variants, for mappers that have always refused numbers where text is due (and the reverse).
/** Strings only: a number becomes ''. */
export const strictStr = (v: unknown): string => (typeof v === 'string' ? v : '');
/** Finite numbers only: a numeric string becomes 0. */
export const strictNum = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** The non-empty strings of a list; numbers and other entries are dropped. */
export const strictStrList = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(strictStr).filter((s) => s !== '') : [];

/** The owner's mark on an item an operator hid (issue 23), kept only when set, so every other item reads as before. */
export function hiddenByModeration(r: { hiddenByModeration?: unknown }): { hiddenByModeration?: true } {
  return r.hiddenByModeration === true ? { hiddenByModeration: true } : {};
}
