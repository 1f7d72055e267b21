import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { wallsPlugin } from './scripts/lib/eslint-walls.mjs';

const SHARED_IMPORT_RULES = [
  {
    name: 'react-redux',
    importNames: ['useSelector', 'useDispatch'],
    message: 'Use useAppSelector / useAppDispatch from @/app/hooks',
  },
  { name: 'axios', message: 'Use the one client in @/lib/http-client' },
  {
    name: 'next/link',
    message: 'Use Link from @/components/link (next/link is copied into every chunk that renders one: issue 22)',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'data/**',
      'coverage/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin, walls: wallsPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      '@next/next/no-img-element': 'off',
      // The only HTML sink is the audited sanitizer component (security promise X1)
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render user HTML only through components/safe-html.tsx',
        },
        {
          // `import { type X }` would leave `import '@api/schemas/…'` behind under verbatim module syntax
          selector: "ImportDeclaration[importKind!='type'][source.value=/^@api\\u002Fschemas(\\u002F|$)/]",
          message: "Import the API's schemas with `import type { … }` (a type-only declaration)",
        },
        {
          // one loading state for every request (src/lib/request-status.ts), never a copy of its union
          selector: "TSUnionType > TSLiteralType > Literal[value='succeeded']",
          message: 'Use RequestStatus from @/lib/request-status',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...SHARED_IMPORT_RULES,
            {
              name: 'antd',
              importNames: ['Table', 'Modal', 'Drawer'],
              message:
                'Use ManagementTable (@/components/management-table: cards on phones) and Modal and Drawer (@/components/modal: focus trap and return)',
            },
          ],
        },
      ],
      // The walls (issue 21), generated from the folders by scripts/lib/eslint-walls.mjs: one zone per feature
      // (only its index.ts, lazy.ts and loaders.ts are reachable from outside it) and the layer order
      'walls/feature-face': 'error',
      'walls/layers': 'error',
    },
  },
  {
    // What the web may take from the API: values from its contract folder (pure TypeScript, nothing Node-only),
    // and the wire shapes from its response schemas as types only (`import type`: erased by the compiler, so
    // nothing of the API, TypeBox included, enters the browser bundle). Nothing else of api/.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@api/schemas', '@api/schemas/*'],
              allowTypeImports: true,
              message:
                "The web imports the API schemas as types only: `import type { XxxJson } from '@api/schemas/…'`",
            },
            {
              group: ['@api/*', '!@api/contract', '!@api/contract/*', '!@api/schemas', '!@api/schemas/*'],
              message:
                'The web imports nothing of the API but @api/contract/* (values) and @api/schemas/* (types)',
            },
            {
              regex: '^(\\.\\./)+api/',
              message: 'Reach the API through @api/contract/* or @api/schemas/* (types), not a relative path',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is a leaf both sides import: no imports but its own folder and TypeBox.
    files: ['api/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!typebox$|\\./)', message: 'api/src/contract imports nothing but ./ and typebox' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/http-client.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // the two wrappers that every table and modal goes through
    files: ['src/components/management-table.tsx', 'src/components/modal.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: SHARED_IMPORT_RULES }],
    },
  },
  {
    files: ['src/components/safe-html.tsx', 'src/lib/request-status.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['api/**/*.ts', 'scripts/**/*.{js,mjs}', 'e2e/**/*.ts', 'tests/**/*.{ts,tsx}', '*.{js,mjs,ts}'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The API runs every statement asynchronously (issue 24): a promise nobody awaits is a write outside its
    // transaction or a rejection that ends the process, and an async function where a void callback is expected
    // (a socket handler, a timer) is the same. These need the types, so only the API and its tests pay for them.
    files: ['api/src/**/*.ts', 'tests/api/**/*.ts'],
    languageOptions: {
      parserOptions: { project: './api/tsconfig.lint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: true, properties: true } },
      ],
    },
  },
);
