import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace: each folder's own config names its project
// (contract, converter, server, web).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest's default is one worker fewer than the cores: on a 2-core machine that is a single
    // worker, with the other core idle while tests wait on servers, databases and engine child
    // processes. Two at least; `--maxWorkers N` still overrides it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
