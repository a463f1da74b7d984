import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run; each test file gets a copy (see src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
