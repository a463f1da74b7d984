import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** 1280 CSS px at 400 % zoom (WCAG 1.4.10 Reflow). */
export const REFLOW_WIDTH = 320;

/**
 * The screen at 320 CSS px wide has nothing that scrolls the page sideways (issue 23 item 4);
 * the viewport is put back afterwards. A soft assertion, like the axe step.
 */
export async function expectReflow(page: Page, label: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: REFLOW_WIDTH, height: 720 });
  // Two frames: layout and any resize observers settle.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect
    .soft(width, `page width at ${REFLOW_WIDTH} px on ${label}`)
    .toBeLessThanOrEqual(REFLOW_WIDTH);
  if (before) await page.setViewportSize(before);
}
