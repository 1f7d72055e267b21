// app.storage's driver, picked by STORAGE (config.ts): the local disk unless STORAGE=s3.
import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { ObjectStorage } from './types';

export type { ByteRange, ObjectStorage, SignedGetOptions } from './types';
export { objectKey } from './keys';

export function createStorage(config: Pick<AppConfig, 'storage' | 'dataDir' | 's3'>): ObjectStorage {
  if (config.storage === 's3') return new S3Storage(config.s3);
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
