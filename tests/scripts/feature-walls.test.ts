// The walls' lint rules (scripts/lib/eslint-walls.mjs) bite: each case lints one line of source as if it lived at
// the given path, with only the walls' two rules on. ESLint and the rules are ES modules run by Node itself, so a
// Node child does the linting.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

type Case = { file: string; code: string };

function ruleHits(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    import tseslint from 'typescript-eslint';
    import { wallsPlugin } from './scripts/lib/eslint-walls.mjs';
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [{
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { walls: wallsPlugin },
        rules: { 'walls/feature-face': 'error', 'walls/layers': 'error' },
      }],
    });
    const cases = JSON.parse(process.argv[1]);
    const hits = [];
    for (const c of cases) {
      const [result] = await eslint.lintText(c.code, { filePath: c.file });
      hits.push(result.messages.map((m) => m.ruleId ?? m.message));
    }
    console.log(JSON.stringify(hits));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

describe('feature walls (lint)', () => {
  it('refuses a deep import into another feature and lets its public entries through', () => {
    const hits = ruleHits([
      {
        file: 'src/pages/zz-probe.tsx',
        code: "import { checkoutReducer } from '@/features/wallet/checkout-slice';",
      },
      { file: 'src/pages/zz-probe.tsx', code: "import type { X } from '@/features/wallet/types';" },
      {
        file: 'src/features/feed/zz-probe.ts',
        code: "export { a } from '../wallet/components/wallet-dialogs';",
      },
      {
        file: 'src/layouts/zz-probe.tsx',
        code: "const m = import('@/features/wallet/components/wallet-dialogs');",
      },
      { file: 'src/pages/zz-probe.tsx', code: "import { a } from '@/features/wallet';" },
      { file: 'src/pages/zz-probe.tsx', code: "import { LazyWalletDialogs } from '@/features/wallet/lazy';" },
      { file: 'src/pages/zz-probe.tsx', code: "import { loadFeedListInto } from '@/features/feed/loaders';" },
      { file: 'src/features/feed/zz-probe.ts', code: "import { feedReducer } from './feed-slice';" },
      {
        file: 'src/features/feed/zz-probe.ts',
        code: "import { feedReducer } from '@/features/feed/feed-slice';",
      },
    ]);
    expect(hits).toEqual([
      ['walls/feature-face'],
      ['walls/feature-face'],
      ['walls/feature-face'],
      ['walls/feature-face'],
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('refuses an import from a higher layer, type-only ones included', () => {
    const hits = ruleHits([
      { file: 'src/lib/zz-probe.ts', code: "import { a } from '@/features/wallet';" },
      { file: 'src/config/zz-probe.ts', code: "import { a } from '@/lib/money';" },
      { file: 'src/components/zz-probe.tsx', code: "import { useAppSelector } from '@/store/hooks';" },
      { file: 'src/store/session.ts', code: "import { selectCurrentUser } from '@/features/user';" },
      { file: 'src/features/feed/zz-probe.ts', code: "import type { RootState } from '@/app-store/store';" },
      { file: 'src/features/feed/zz-probe.ts', code: "import { paths } from '@/layouts/page-types';" },
      { file: 'src/layouts/zz-probe.tsx', code: "import Page from '@/pages/home';" },
      { file: 'src/lib/zz-probe.ts', code: "import { paths } from '@/config/paths';" },
      { file: 'src/features/feed/zz-probe.ts', code: "import { useAppSelector } from '@/store/hooks';" },
      { file: 'src/app-store/root-reducer.ts', code: "import { authReducer } from '@/features/auth';" },
      { file: 'src/pages/zz-probe.tsx', code: "import { BaseLayout } from '@/layouts/base-layout';" },
    ]);
    expect(hits).toEqual([
      ['walls/layers'],
      ['walls/layers'],
      ['walls/layers'],
      ['walls/layers'],
      ['walls/layers'],
      ['walls/layers'],
      ['walls/layers'],
      [],
      [],
      [],
      [],
    ]);
  });
});
