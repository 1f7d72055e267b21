// Copies the files of one store into another, key by key (moving DATA_DIR/files into a bucket, or back for a
// restore). Idempotent: an object already there with the same size is left alone, so a copy interrupted
// half-way is finished by running it again.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sniff } from '../../lib/sniff';
import { assertObjectKey } from './keys';
import type { ObjectStorage } from './types';

export interface CopyReport {
  copied: number;
  present: number;
  /** files under the folder that are not stored files (another program's, or half-written) */
  ignored: string[];
}

function isKey(key: string): boolean {
  try {
    assertObjectKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The keys under a DATA_DIR/files folder, `<kind>/<name>`, sorted; anything else is listed apart. */
export async function localKeys(root: string): Promise<{ keys: string[]; ignored: string[] }> {
  const keys: string[] = [];
  const ignored: string[] = [];
  const kinds = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const kind of kinds) {
    if (!kind.isDirectory()) {
      ignored.push(kind.name);
      continue;
    }
    for (const entry of await fs.readdir(path.join(root, kind.name), { withFileTypes: true })) {
      const key = `${kind.name}/${entry.name}`;
      (entry.isFile() && isKey(key) ? keys : ignored).push(key);
    }
  }
  return { keys: keys.sort(), ignored: ignored.sort() };
}

/** Objects copied at once: enough to hide a bucket's round trips, few enough for a 200 MB video each. */
const PARALLEL = 8;

export async function copyObjects(
  keys: string[],
  from: ObjectStorage,
  to: ObjectStorage,
): Promise<Omit<CopyReport, 'ignored'>> {
  let copied = 0;
  let present = 0;
  const copyOne = async (key: string) => {
    const [source, target] = await Promise.all([from.stat(key), to.stat(key)]);
    if (!source) return;
    if (target?.size === source.size) {
      present += 1;
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of await from.get(key)) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // the API serves each file with the type recorded at upload; the object's own type only helps other tools
    await to.put(key, body, sniff(body)?.mime ?? 'application/octet-stream');
    copied += 1;
  };
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) await copyOne(key);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { copied, present };
}
