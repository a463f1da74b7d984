import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Paths the Fastify server answers; the dev server forwards them so `vite` works against it. */
const SERVER_PATHS = ['/api', '/client', '/saml2', '/idp', '/healthz', '/readyz'];
const SERVER_ORIGIN = 'http://localhost:8080';

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
        // stay with the chunks that use them, so lazily loaded pages keep their kit out of `/`.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
