import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './eslint-rules/web-boundaries.js';

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

/**
 * Server modules import in one direction (docs/architecture.md "Module layering"): a module may
 * import only the modules listed before it, and never another module's route file (only app.ts
 * registers routes). Add a new module where it belongs in this list.
 */
const SERVER_MODULE_ORDER = [
  'files',
  'audit',
  'mail',
  'run-requests',
  'identity',
  'onboarding',
  'catalogue',
  'devices',
  'portal',
  'ou',
  'saml',
  'source-detect',
  'health',
  'public-config',
  'vendors',
  'tickets',
  'admin-directory',
  'conversions',
];

const serverModuleLayers = SERVER_MODULE_ORDER.map((name, index) => ({
  files: [`apps/server/src/modules/${name}/**`],
  // Tests may drive a module through others (a sign-in to see its audit event): no runtime cycle.
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../*/*.routes.js'],
            message: 'Module layering: route files are registered by app.ts, never imported.',
          },
          ...SERVER_MODULE_ORDER.slice(index + 1).map((higher) => ({
            group: [`../${higher}/*`],
            message: `Module layering (docs/architecture.md): ${name} may not import ${higher}, which sits above it.`,
          })),
        ],
      },
    ],
  },
}));

/**
 * One way to call the API in the web app (docs/architecture.md "Web app"): only an operation
 * file (an `api/<operation>.ts`) makes a call or a query/mutation hook; screens use its hook.
 */
const WEB_API_ONLY = {
  paths: [
    {
      name: '@tanstack/react-query',
      importNames: [
        'useQuery',
        'useQueries',
        'useMutation',
        'useInfiniteQuery',
        'useSuspenseQuery',
        'useSuspenseQueries',
        'useSuspenseInfiniteQuery',
      ],
      message:
        'Use the operation\'s hook from features/<area>/api/<operation>.ts (docs/architecture.md "Web app").',
    },
    {
      name: 'axios',
      importNames: ['default'],
      message: 'Calls go through lib/api-client.ts, in an api/<operation>.ts file.',
    },
  ],
  patterns: [
    {
      group: ['**/lib/api-client', './api-client'],
      importNames: ['apiClient', 'createApiClient'],
      message:
        'Only an api/<operation>.ts file calls the API client (docs/architecture.md "Web app").',
    },
  ],
};

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
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { boundaries: webBoundaries } } },
    rules: { 'web/boundaries': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The operation files themselves, the client and the cache set-up; tests drive them.
    ignores: [
      '**/api/**',
      '**/*.test.{ts,tsx}',
      '**/*-test-{kit,utils}.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/lib/operation-hooks.ts',
    ],
    rules: { 'no-restricted-imports': ['error', WEB_API_ONLY] },
  },
  boundary(['apps/server/**'], internal('web')),
  boundary(['packages/contract/**'], internal('server', 'web'), internal('converter')),
  boundary(['packages/converter/**'], internal('server', 'web', 'contract')),
  ...serverModuleLayers,
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
            // zlib computes (gunzip of an upload), it does no I/O.
            {
              group: ['node:*', '!node:zlib'],
              message: 'The converter does no I/O (ARCHITECTURE.md).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'fetch'],
    },
  },
  prettier,
);
