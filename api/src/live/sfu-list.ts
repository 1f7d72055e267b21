// Several built-in SFU processes (issue 24, README "Running at scale" → "Live media"): SFU_URL may list them, and
// each room lives on one, chosen from the room id alone. Every API process given the same list computes the same
// choice, so a creator and their viewers meet on one SFU whichever API process they talk to, with no shared state.
import { createHash } from 'node:crypto';

export interface SfuEndpoint {
  /** what the API calls (loopback when the API started the SFU) */
  internalUrl: string;
  /** what browsers connect to for signalling */
  publicUrl: string;
  secret: string;
}

/** The SFU's own floor for its grant secret (api/sfu/main.ts). */
const MIN_SECRET = 16;

export interface SfuSettings {
  /** 'auto' | 'off' | one or more internal URLs, comma-separated */
  sfuUrl: string;
  /** '' | one public URL per SFU_URL entry, same order */
  sfuPublicUrl: string;
  /** one secret for every listed SFU, or one per SFU, same order */
  sfuSecret: string;
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim().replace(/\/+$/, ''))
    .filter(Boolean);

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The SFUs SFU_URL lists, or null for 'auto' (the API starts its own) and 'off'. Throws with the variable named
 * when the three variables do not fit together, so a wrong deployment stops at start, not at the first live.
 */
export function sfuList(settings: SfuSettings): SfuEndpoint[] | null {
  const { sfuUrl } = settings;
  const publics = list(settings.sfuPublicUrl);
  if (!sfuUrl || sfuUrl === 'auto' || sfuUrl === 'off') {
    if (sfuUrl !== 'off' && publics.length > 1)
      throw new Error('SFU_PUBLIC_URL is one URL with SFU_URL=auto (a list goes with a list in SFU_URL)');
    return null;
  }
  const internals = list(sfuUrl);
  const bad = internals.find((u) => !isHttpUrl(u));
  if (bad !== undefined || !internals.length)
    throw new Error(`SFU_URL must be auto, off or http(s) URLs separated by commas (got "${bad ?? sfuUrl}")`);
  const twice = internals.find((u, i) => internals.indexOf(u) !== i);
  if (twice) throw new Error(`SFU_URL lists ${twice} twice`);
  if (publics.length && publics.length !== internals.length)
    throw new Error(
      `SFU_PUBLIC_URL lists ${publics.length} URL(s) for the ${internals.length} in SFU_URL: give one per SFU, in the same order (or none: browsers then use SFU_URL's)`,
    );
  const badPublic = publics.find((u) => !isHttpUrl(u));
  if (badPublic) throw new Error(`SFU_PUBLIC_URL must be http(s) URLs (got "${badPublic}")`);
  const secrets = settings.sfuSecret
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!secrets.length)
    throw new Error(
      `SFU_SECRET is required with SFU_URL=${sfuUrl} (at least ${MIN_SECRET} characters, the one those SFUs were started with)`,
    );
  if (secrets.length !== 1 && secrets.length !== internals.length)
    throw new Error(
      `SFU_SECRET lists ${secrets.length} secrets for the ${internals.length} SFUs in SFU_URL: one for all, or one per SFU in the same order`,
    );
  if (secrets.some((s) => s.length < MIN_SECRET))
    throw new Error(`SFU_SECRET must be at least ${MIN_SECRET} characters (each, when it lists several)`);
  return internals.map((internalUrl, i) => ({
    internalUrl,
    publicUrl: publics[i] ?? internalUrl,
    secret: secrets.length === 1 ? secrets[0] : secrets[i],
  }));
}

/** 48 bits of SHA-256: exact in a JavaScript number, and the same on every process and machine. */
function score(sfu: SfuEndpoint, room: string): number {
  return createHash('sha256').update(`${sfu.publicUrl}\n${room}`).digest().readUIntBE(0, 6);
}

/**
 * The room's SFU by rendezvous hashing: the SFU whose (public URL, room) hash is highest. It depends on the room
 * and the set of SFUs only — not their order — and adding an SFU to a list of n moves about 1/(n+1) of the rooms
 * (only those the new one wins), where `hash % n` would move most of them.
 */
export function placeRoom(room: string, sfus: readonly SfuEndpoint[]): SfuEndpoint | null {
  let best: SfuEndpoint | null = null;
  let bestScore = -1;
  for (const sfu of sfus) {
    const s = score(sfu, room);
    if (s > bestScore || (s === bestScore && best && sfu.publicUrl < best.publicUrl)) {
      best = sfu;
      bestScore = s;
    }
  }
  return best;
}
