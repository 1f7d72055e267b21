#!/usr/bin/env node
// `npm run test:api:pg` (issue 24): the whole API suite (tests/api) again, on PostgreSQL — one throwaway cluster
// for the run from Debian's server (or TEST_DATABASE_URL's), a database per app made from a seeded template
// (tests/api/global-setup.ts). `npm test` runs it after the suite on SQLite. Extra arguments go to jest, e.g.
// `npm run test:api:pg -- tests/api/coupon-uses.test.ts` (paths before options: jest's --selectProjects takes
// what follows it).
// Without PostgreSQL installed the run is skipped, saying why; in CI (`CI` set) it fails instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { findPgBin } from './pg-throwaway.mjs';

if (!process.env.TEST_DATABASE_URL && !findPgBin()) {
  const why = 'PostgreSQL is not installed (apt-get install postgresql; .ci/run installs it)';
  if (process.env.CI) {
    console.error(`The API suite on PostgreSQL needs it: ${why}.`);
    process.exit(1);
  }
  console.warn(`The API suite on PostgreSQL is skipped: ${why}.`);
  process.exit(0);
}

const args = process.argv.slice(2);
// test paths go first; everything else (options and their values, e.g. `-w 1`) after --selectProjects
const isPath = (a) => !a.startsWith('-') && fs.existsSync(a);
const paths = args.filter(isPath);
const options = args.filter((a) => !isPath(a));
const jest = spawnSync(
  process.execPath,
  [
    'node_modules/jest/bin/jest.js',
    ...(paths.length ? paths : ['tests/api']),
    '--selectProjects',
    'api',
    ...options,
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } },
);
process.exit(jest.status ?? 1);
