// The setup the videos / galleries / products API tests share: one seeded app per file, the tokens of a
// creator (demo-creator), another creator (creator-01) and a fan (demo-fan), and a tiny JPEG.
import type { FastifyInstance } from 'fastify';
import { login, makeApp, tinyJpeg, type TestApp } from './app';

export interface AssetSuite {
  app: FastifyInstance;
  creator: string;
  other: string;
  fan: string;
  jpeg: Buffer;
}

/**
 * Registers beforeAll / afterAll and returns the suite, filled in before the first test. `remember` keeps
 * the sessions alive when a test moves the clock days ahead.
 */
export function assetSuite(options: Parameters<typeof makeApp>[0], remember = false): AssetSuite {
  const suite = {} as AssetSuite;
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(options);
    suite.app = t.app;
    const users = ['demo-creator', 'creator-01', 'demo-fan'];
    [suite.creator, suite.other, suite.fan] = await Promise.all(
      users.map((u) => login(t.app, u, undefined, remember)),
    );
    suite.jpeg = await tinyJpeg();
  });
  afterAll(() => t.close());
  return suite;
}
