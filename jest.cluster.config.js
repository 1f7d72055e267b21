// `npm run test:cluster` (issue 24): the cluster test starts `npm run cluster` itself (three API processes,
// Redis, a bucket, nginx; tests/cluster/), so it runs on its own, after the ordinary jest run, not inside it.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = async () => {
  const config = await createJestConfig({
    displayName: 'cluster',
    testEnvironment: 'node',
    moduleNameMapper: { '^@api/(.*)$': '<rootDir>/api/src/$1' },
    testMatch: ['<rootDir>/tests/cluster/**/*.test.ts'],
  })();
  return { ...config, testTimeout: 180_000 };
};
