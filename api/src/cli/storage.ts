// npm run storage -- push [--dry-run]
// Copies DATA_DIR/files into the bucket that STORAGE=s3 and S3_* name, keeping every key (`<kind>/<name>`), so
// an API that ran on the local disk starts on the bucket with every link working. Run it with the API stopped
// (or run it again after: it copies only what is missing). The local files are left in place.
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { copyObjects, localKeys } from '../services/storage/copy';
import { LocalDiskStorage } from '../services/storage/local-disk';
import { S3Storage } from '../services/storage/s3';

const USAGE = 'Usage: STORAGE=s3 S3_BUCKET=… [S3_ENDPOINT=…] npm run storage -- push [--dry-run]';

export async function runStorageCli(
  args: string[],
  config: Pick<AppConfig, 'dataDir' | 'storage' | 's3'>,
  out: (line: string) => void,
): Promise<number> {
  if (args[0] !== 'push') {
    out(USAGE);
    return 2;
  }
  if (config.storage !== 's3') {
    out(`STORAGE is not s3: name the bucket to copy into. ${USAGE}`);
    return 2;
  }
  const root = path.join(config.dataDir, 'files');
  const { keys, ignored } = await localKeys(root);
  for (const name of ignored) out(`ignored (not a stored file): ${name}`);
  if (args.includes('--dry-run')) {
    out(`${keys.length} files would be copied from ${root} to bucket "${config.s3.bucket}".`);
    return 0;
  }
  const bucket = new S3Storage(config.s3);
  try {
    await bucket.check();
    const report = await copyObjects(keys, new LocalDiskStorage(root), bucket);
    out(
      `${report.copied} files copied to bucket "${config.s3.bucket}", ${report.present} already there` +
        (ignored.length ? `, ${ignored.length} ignored.` : '.'),
    );
    return 0;
  } catch (err) {
    out(`error: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    bucket.close();
  }
}

if (require.main === module) {
  void runStorageCli(process.argv.slice(2), loadConfig(), (line) => console.info(line)).then((code) => {
    process.exitCode = code;
  });
}
