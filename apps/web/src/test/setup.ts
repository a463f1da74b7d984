import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are lazily loaded chunks: on a busy machine their first import can take seconds, so
// findBy* queries wait up to 5 s (the default 1 s made route tests flaky under load).
configure({ asyncUtilTimeout: 5000 });

// Vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
