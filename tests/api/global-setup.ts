// Names a folder for the seeded DATA_DIR that API test files copy instead of seeding each time
// (tests/api/helpers/app.ts); removed again by global-teardown.ts.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export default async function globalSetup(): Promise<void> {
  process.env.API_TEST_TEMPLATE_DIR = path.join(os.tmpdir(), `api-test-template-${crypto.randomUUID()}`);
}
