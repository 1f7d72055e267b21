// The one interface of stored files (uploads, processed media, avatars, ID documents): local disk under
// DATA_DIR/files (the default) or an S3-compatible bucket (STORAGE=s3). Keys are `<kind>/<stored name>`
// (storage/keys.ts), the same relative path on both drivers, so a DATA_DIR's files copy into a bucket as they are.
import type { Readable } from 'node:stream';

/** An inclusive byte range (what a media element's `Range: bytes=a-b` asks for). */
export interface ByteRange {
  start: number;
  end: number;
}

/** The headers a browser gets with the bytes when it fetches them from the bucket itself. */
export interface SignedGetOptions {
  /** seconds the URL stays valid */
  expiresIn: number;
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Stores `body` under `key` (names are random and never reused). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's size, or null when there is none (the "exists" question). */
  stat(key: string): Promise<{ size: number } | null>;
  /** The object's bytes, or one byte range of them. Rejects when the object is missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Runs `work` with the object as a file on this machine (ffmpeg and sharp read files): the file itself on
   * the local disk, a temporary download from a bucket, removed when `work` settles.
   */
  withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T>;
  /**
   * A short-lived URL the browser fetches the object from directly, or null when the API serves the bytes
   * itself (local disk). Called only after the API decided the caller may have the file.
   */
  signedUrl(key: string, options: SignedGetOptions): Promise<string | null>;
  /** Fails with a clear message when the store cannot be reached (checked once at start). */
  check(): Promise<void>;
  /** Releases connections (app close). */
  close?(): void;
}
