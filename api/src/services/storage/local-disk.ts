// The default driver: files under DATA_DIR/files/<kind>/<name>, served by the API's own /files route.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertObjectKey } from './keys';
import type { ByteRange, ObjectStorage } from './types';

export class LocalDiskStorage implements ObjectStorage {
  readonly driver = 'local' as const;

  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertObjectKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // 'wx': never over an existing file
    await fs.writeFile(file, body, { flag: 'wx' });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const stat = await fs.stat(this.file(key)).catch(() => null);
    return stat?.isFile() ? { size: stat.size } : null;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key);
    // open first, so a missing file rejects here rather than as a stream error mid-response
    const handle = await fs.open(file, 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T> {
    return work(this.file(key));
  }

  async signedUrl(): Promise<string | null> {
    return null;
  }

  async check(): Promise<void> {
    // the folders are made on first write
  }
}
