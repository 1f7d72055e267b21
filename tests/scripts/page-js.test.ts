// The bench's JS part leaves out another route's <Link> prefetch and nothing else: a route counts as prefetched
// only when every chunk it lists (beyond this page's own) arrived. The module is an ES module run by Node itself,
// so a Node child answers for it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.resolve(__dirname, '../../scripts/lib/page-js.mjs');

function prefetched(others: Record<string, string[]>, own: string[], fetched: string[]): string[] {
  const script = `import(${JSON.stringify(MODULE)}).then((m) => {
    const others = new Map(Object.entries(${JSON.stringify(others)}).map(([r, f]) => [r, new Set(f)]));
    const out = m.prefetchedChunks(others, new Set(${JSON.stringify(own)}), new Set(${JSON.stringify(fetched)}));
    console.log(JSON.stringify([...out].sort()));
  })`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as string[];
}

const own = ['app.js', 'profile.js'];

it("names a route's chunks as prefetched when the route arrived whole", () => {
  expect(
    prefetched({ '/post/[id]': ['app.js', 'post.js', 'card-part.js'] }, own, [
      ...own,
      'post.js',
      'card-part.js',
    ]),
  ).toEqual(['card-part.js', 'post.js']);
});

it("counts a chunk another route lists when that route did not arrive whole (the page's own dynamic import)", () => {
  expect(
    prefetched({ '/post/[id]': ['app.js', 'post.js', 'card-part.js'] }, own, [...own, 'card-part.js']),
  ).toEqual([]);
});

it('never names a chunk of this page or _app', () => {
  expect(prefetched({ '/other': ['app.js', 'profile.js'] }, own, own)).toEqual([]);
});
