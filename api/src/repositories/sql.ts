// Small SQL helpers shared by repositories (and only by them).

/** Escapes LIKE wildcards so a keyword matches literally; use with `ESCAPE '\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface Page<T> {
  rows: T[];
  total: number;
}
