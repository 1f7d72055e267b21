// Readers for raw server JSON, used by the features' types.ts mappers (the only place raw JSON is read).
// Lenient on purpose: a missing or odd field becomes an empty value instead of a crash.

export type Raw = Record<string, unknown>;

export const asRaw = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
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
