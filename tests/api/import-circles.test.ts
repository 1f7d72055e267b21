// No import circles in the web app (src/) nor the API (api/), type-only imports included: a circle means two
// modules that cannot be understood, tested or split apart alone. madge resolves the tsconfig aliases (@/, @api/).
// It runs in a child process, where it takes a few seconds instead of half a minute inside jest's module system.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const MADGE = path.join(ROOT, 'node_modules/madge/bin/cli.js');

function circles(dir: string): string[][] {
  const run = spawnSync(
    process.execPath,
    [MADGE, '--circular', '--json', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', dir],
    { cwd: ROOT, encoding: 'utf8' },
  );
  // madge exits 1 when it finds circles; its answer is the JSON list either way
  if (run.status !== 0 && run.status !== 1) throw new Error(`madge failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

describe('import circles', () => {
  test('the check finds a circle, type-only imports included', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a: A };\n");
      expect(circles(dir)).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each(['src', 'api'])(
    '%s/ has none',
    (tree) => {
      expect(circles(tree)).toEqual([]);
    },
    90_000,
  );
});
