// Two projects: the web app (jsdom + msw) and the reference API (node, app.inject()).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// msw 2.12+ pulls ESM-only packages; next/jest only appends to transformIgnorePatterns, so overwrite it.
const esmPackages = ['msw', '@ant-design', '@rc-component', 'rc-[a-z-]*', '@mswjs', 'rettime', 'until-async', '@open-draft', 'outvariant', 'strict-event-emitter', 'headers-polyfill', '@bundled-es-modules', 'is-node-process', 'graphql', 'typebox', 'cookie'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@api/(.*)$': '<rootDir>/api/src/$1',
  },
};

module.exports = async () => {
  const web = await createJestConfig({
    ...shared,
    displayName: 'web',
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    setupFilesAfterEnv: ['<rootDir>/tests/setup-web.ts'],
    testMatch: ['<rootDir>/tests/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['<rootDir>/tests/api/', '<rootDir>/tests/cluster/'],
  })();
  const api = await createJestConfig({
    ...shared,
    displayName: 'api',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
    globalSetup: '<rootDir>/tests/api/global-setup.ts',
    globalTeardown: '<rootDir>/tests/api/global-teardown.ts',
  })();
  web.transformIgnorePatterns = transformIgnorePatterns;
  api.transformIgnorePatterns = transformIgnorePatterns;
  // An API test file's first app may wait for the seeded template (several seconds on a busy machine).
  return { projects: [web, api], testTimeout: 30_000 };
};
