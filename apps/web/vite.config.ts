import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Paths the Fastify server answers; the dev server forwards them so `vite` works against it. */
const SERVER_PATHS = ['/api', '/client', '/saml2', '/idp', '/healthz', '/readyz'];
const SERVER_ORIGIN = 'http://localhost:8080';

/** Zod's modules and src/lib/zod-jitless.ts, which must run before any schema is built. */
const ZOD_CHUNK = /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/;

// A config file must default-export (like React.lazy, an exception to named exports).
export default defineConfig({
  plugins: [react()],
  resolve: {
    // "source" first: workspace packages (@fwmig/contract) resolve to their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
  },
  ssr: {
    // Tests that run in the node environment resolve through the server conditions.
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: SERVER_ORIGIN }])),
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // React changes far less often than the app: its own long-cached chunk. Other libraries
        // (but zod, below) stay with the chunks that use them, so lazily loaded pages keep their
        // kit out of `/`.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Zod and the module switching it to jitless share one chunk, the setup last (it
            // imports zod): every chunk that builds schemas imports this one, so jitless is set
            // before the first schema exists and no 'unsafe-eval' CSP report is filed.
            { name: 'zod', test: ZOD_CHUNK },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole screens rendered in jsdom take seconds when the machine is busy (two cores shared
    // with the server and engine tests): speed is not what these tests assert (benchmarks do).
    testTimeout: 15_000,
  },
});
