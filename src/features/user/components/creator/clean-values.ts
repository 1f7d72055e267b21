/** Drop empty optional fields so the API's strict schema only sees what the user filled in. */
export function cleanValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    out[k as keyof T] = (typeof v === 'string' ? v.trim() : v) as T[keyof T];
  }
  return out;
}
