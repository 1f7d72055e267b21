// Every component, hook, page, layout or loader that touches a code-split slice declares its feature
// (scripts/feature-uses.mjs; README "The store"): otherwise the slice may be missing from the browser's store
// when it runs, while every test store, like the server's, holds them all. The script runs in a child process
// (the TypeScript checker takes a few seconds there, far longer inside jest's module system).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/feature-uses.mjs');

function check(root: string) {
  return spawnSync(process.execPath, [SCRIPT, root], { cwd: ROOT, encoding: 'utf8' });
}

describe('code-split features are declared where they are used', () => {
  test('the check reports a component that reads a slice without declaring it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-uses-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      };
      write(
        'tsconfig.json',
        JSON.stringify({ compilerOptions: { strict: true, jsx: 'preserve' }, include: ['src'] }),
      );
      write(
        'src/features/x/x-slice.ts',
        'export const xReducer = (s = 0) => s;\nexport const selectX = (s: { x: number }) => s.x;\n',
      );
      write(
        'src/features/x/x-feature.ts',
        "import { xReducer } from './x-slice';\nexport const xFeature = { key: 'x', reducer: xReducer };\n",
      );
      write(
        'src/features/x/components/reads.tsx',
        "import { selectX } from '../x-slice';\nexport const Reads = () => selectX({ x: 1 });\n",
      );
      write(
        'src/features/x/components/declares.tsx',
        "import { selectX } from '../x-slice';\nimport { xFeature } from '../x-feature';\ndeclare function useFeatureSlice(f: unknown): void;\nexport function Declares() {\n  useFeatureSlice(xFeature);\n  return selectX({ x: 1 });\n}\nexport function Sibling() {\n  return selectX({ x: 2 });\n}\n",
      );
      const run = check(dir);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('src/features/x/components/reads.tsx Reads: touches the x slice');
      // a sibling's declaration does not count: the two may render apart
      expect(run.stdout).toContain('src/features/x/components/declares.tsx Sibling: touches the x slice');
      expect(run.stdout).not.toContain('declares.tsx Declares');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('src/ declares every one', () => {
    const run = check(ROOT);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  }, 90_000);
});
