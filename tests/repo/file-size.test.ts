// No source file in src/ or api/src/ is over 300 lines (house rule: small files, split by responsibility). A file
// that truly reads best whole goes in ALLOWED with its reason, and README's Architecture map says why too.
// Seed data (api/src/seed/*-data.ts) is data, not logic, and may grow with the demo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|css)$/;
const SEED_DATA = /^api\/src\/seed\/.*-data\.ts$/;

/** path from the repository root -> why it may be longer (keep README's map in step). */
const ALLOWED: Record<string, string> = {};

function sourceFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, base);
    return SOURCE.test(entry.name) ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

function lineCount(file: string): number {
  const text = fs.readFileSync(file, 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Files of `root`'s src/ and api/src/ over the limit, seed data and ALLOWED aside: "path (N lines)". */
function oversized(root: string, allowed: Record<string, string>): string[] {
  return ['src', 'api/src']
    .filter((dir) => fs.existsSync(path.join(root, dir)))
    .flatMap((dir) => sourceFiles(path.join(root, dir), root))
    .filter((file) => !SEED_DATA.test(file) && !(file in allowed))
    .map((file) => ({ file, lines: lineCount(path.join(root, file)) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file} (${lines} lines)`);
}

describe('file size', () => {
  test('the check finds a long file, and lets seed data and an allowed file pass', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-size-'));
    try {
      const long = Array.from({ length: MAX_LINES + 1 }, (_, i) => `.c${i} {}`).join('\n') + '\n';
      fs.mkdirSync(path.join(root, 'src/features/x'), { recursive: true });
      fs.mkdirSync(path.join(root, 'api/src/seed'), { recursive: true });
      fs.writeFileSync(path.join(root, 'src/features/x/x.module.css'), long);
      fs.writeFileSync(path.join(root, 'src/features/x/short.ts'), 'export {};\n');
      fs.writeFileSync(path.join(root, 'api/src/seed/demo-data.ts'), long);
      fs.writeFileSync(path.join(root, 'api/src/big.ts'), long);
      expect(oversized(root, {}).sort()).toEqual(
        ['api/src/big.ts (301 lines)', 'src/features/x/x.module.css (301 lines)'].sort(),
      );
      expect(oversized(root, { 'api/src/big.ts': 'test' })).toEqual([
        'src/features/x/x.module.css (301 lines)',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test(`no source file in src/ or api/src/ is over ${MAX_LINES} lines unless ALLOWED says why`, () => {
    expect(oversized(ROOT, ALLOWED)).toEqual([]);
  });

  test('every ALLOWED file exists, is still long and has a reason', () => {
    for (const [file, reason] of Object.entries(ALLOWED)) {
      expect(reason.trim()).not.toBe('');
      expect(lineCount(path.join(ROOT, file))).toBeGreaterThan(MAX_LINES);
    }
  });
});
