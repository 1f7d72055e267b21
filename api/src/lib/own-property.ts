// Lookups by a name the client chose ("constructor", "__proto__", "toString") must find only the table's own
// entries, never a member of Object.prototype.

/** The table's own entry for `key`, or undefined. */
export function ownProperty<T>(table: Record<string, T> | undefined, key: string): T | undefined {
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}
