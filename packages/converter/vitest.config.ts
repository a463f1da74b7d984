import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { name: 'converter', include: ['src/**/*.test.ts'] },
});
