import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const internal = (...names) => names.map((name) => `@fwmig/${name}`);

/** Import boundaries of ARCHITECTURE.md: who may import whom. */
const boundary = (files, forbidden, typeOnly = []) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          ...forbidden.map((name) => ({
            name,
            message: 'Import boundary (ARCHITECTURE.md): this part may not import that one.',
          })),
          ...typeOnly.map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Import boundary (ARCHITECTURE.md): types only.',
          })),
        ],
        patterns: [
          {
            group: ['**/apps/*/src/**', '**/packages/*/src/**', '../../*/src/**'],
            message: 'Import other workspaces by package name, not by path.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundary(['apps/web/**'], internal('server', 'converter')),
  boundary(['apps/server/**'], internal('web')),
  boundary(['packages/contract/**'], internal('server', 'web'), internal('converter')),
  boundary(['packages/converter/**'], internal('server', 'web', 'contract')),
  {
    // The engine does no I/O of its own: bytes in, model/text/report out.
    files: ['packages/converter/src/**'],
    // The CLI is the engine's one door to files; tests read fixtures.
    ignores: ['**/*.test.ts', 'packages/converter/src/cli/**', 'packages/converter/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'net', 'http', 'https', 'child_process', 'os'].map((name) => ({
            name,
            message: 'The converter does no I/O (ARCHITECTURE.md).',
          })),
          patterns: [
            { group: ['node:*'], message: 'The converter does no I/O (ARCHITECTURE.md).' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'fetch'],
    },
  },
  prettier,
);
