// One Idempotency-Key per user intent (API: issue 13 item 13). A form owns an intent id for as long as the user
// is making one thing; the key joins it with a digest of what is sent, so a double click or a retry of the same
// content reuses the key (the API answers with the first result), while edited content after a refusal gets a
// new key instead of a "key used for a different request" error. The form renews the intent after a success.

/** A random id (UUID where the browser has it). */
export function newIntentId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function describe(value: unknown): unknown {
  // Duck-typed: test environments and browsers may hold more than one Blob class.
  const file = value as (Blob & { name?: string; lastModified?: number }) | null;
  if (file && typeof file === 'object' && typeof file.size === 'number' && typeof file.slice === 'function') {
    return { blob: [file.name ?? '', file.size, file.type, file.lastModified ?? 0] };
  }
  if (Array.isArray(value)) return value.map(describe);
  if (value && typeof value === 'object') {
    return Object.keys(value as object)
      .sort()
      .map((k) => [k, describe((value as Record<string, unknown>)[k])]);
  }
  return value ?? null;
}

/** cyrb53: a fast 53-bit string digest (not a security measure; the key only has to differ with content). */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The Idempotency-Key for sending `content` as part of the intent `intentId`. */
export function intentKey(intentId: string, content: unknown): string {
  return `${intentId}.${digest(JSON.stringify(describe(content)))}`;
}
