// The bench reads the header the app writes: both sides of the Server-Timing format, checked against each other.
// The parser is an ES module run by Node itself, so a Node child answers for it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serverTimingHeader } from '@/lib/server-timing';

const PARSER = path.resolve(__dirname, '../../scripts/lib/server-timing.mjs');

function parse(headers: (string | null)[]): unknown[] {
  const script = `import(${JSON.stringify(PARSER)}).then((m) => console.log(JSON.stringify(${JSON.stringify(
    headers,
  )}.map(m.parseServerTiming))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as unknown[];
}

it("the bench reads back what a server render's Server-Timing says", () => {
  expect(
    parse([
      serverTimingHeader({ calls: 2, apiMs: 14.24 }, 15.01),
      serverTimingHeader({ calls: 1, apiMs: 3 }, 4),
      serverTimingHeader({ calls: 0, apiMs: 0 }, 0.3),
      'cache;dur=1',
      null,
    ]),
  ).toEqual([
    { calls: 2, apiMs: 14.2, dataMs: 15 },
    { calls: 1, apiMs: 3, dataMs: 4 },
    { calls: 0, apiMs: 0, dataMs: 0.3 },
    null,
    null,
  ]);
});
