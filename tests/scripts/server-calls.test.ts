// The bench names the API calls of each page (issue 22: "report the API calls each makes"): the app's header
// lists them after its totals, and the bench's parser reads them back in order.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serverTimingHeader } from '@/lib/server-timing';

const PARSER = path.resolve(__dirname, '../../scripts/lib/server-timing.mjs');

function parse(header: string): unknown {
  const script = `import(${JSON.stringify(PARSER)}).then((m) => console.log(JSON.stringify([m.parseServerTiming(${JSON.stringify(
    header,
  )}), m.parseServerCalls(${JSON.stringify(header)})])))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as unknown;
}

it('lists each named call after the totals, and the bench reads both back', () => {
  const header = serverTimingHeader(
    {
      calls: 2,
      apiMs: 14.24,
      named: [
        { name: 'GET /users/me', ms: 3.12 },
        { name: 'GET /user/feeds?isHome=true&q="x"', ms: 11.12 },
      ],
    },
    15.01,
  );
  expect(header).toBe(
    'api;desc="2 calls";dur=14.2, data;dur=15.0, api1;desc="GET /users/me";dur=3.1, ' +
      'api2;desc="GET /user/feeds?isHome=true&q=x";dur=11.1',
  );
  expect(parse(header)).toEqual([
    { calls: 2, apiMs: 14.2, dataMs: 15 },
    [
      { name: 'GET /users/me', ms: 3.1 },
      { name: 'GET /user/feeds?isHome=true&q=x', ms: 11.1 },
    ],
  ]);
});
