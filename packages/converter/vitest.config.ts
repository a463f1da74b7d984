import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'converter',
    include: ['src/**/*.test.ts'],
    // Property tests convert hundreds of generated configurations: seconds each on a busy
    // 2-core machine. Speed is measured by `npm run bench`, not by test timeouts.
    testTimeout: 30_000,
  },
});
