import { test as base } from '@playwright/test';

/** Playwright's test, pointed at the server global-setup started. */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructured first argument.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
});

export { expect } from '@playwright/test';
