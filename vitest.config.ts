import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace: each folder's own config names its project
// (contract, converter, server, web).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
