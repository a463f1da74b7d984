import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The rule sets of WCAG 2.1 levels A and AA (issue 23 item 1). */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One failing rule on a screen: its id, impact and the elements it failed on. */
export interface TAxeFinding {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Rules axe leaves "to review" that are failures here all the same: a name on an element that
 * may not carry one (a plain div, span or dl with aria-label), which screen readers ignore
 * (issue 23 item 5). axe only asks for review when the element has text of its own.
 */
const REVIEW_AS_FAILURE = new Set(['aria-prohibited-attr']);

/** A tooltip opens this long after the pointer comes to rest (spec §9: 100 ms), and a little. */
const TOOLTIP_OPENING_MS = 150;

/**
 * Lets what is moving come to rest first (a tooltip the pointer opened on a cut cell fading
 * in, a field's label moving up), so axe judges the colours of the settled screen rather than
 * a half-transparent frame. Endless animations (spinners) are not waited for.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(TOOLTIP_OPENING_MS);
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/** Runs axe-core over the whole page with the WCAG 2.1 A/AA rules; returns what failed. */
export async function axeFindings(page: Page): Promise<TAxeFinding[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  const failed = [
    ...results.violations,
    ...results.incomplete.filter((result) => REVIEW_AS_FAILURE.has(result.id)),
  ];
  return failed.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * The axe step of a journey: the screen state `label` has no WCAG 2.1 A/AA violation. A soft
 * assertion, so one run names every failing screen; the findings are attached to the test.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const findings = await axeFindings(page);
  if (findings.length > 0) {
    await test.info().attach(`axe: ${label}`, {
      body: JSON.stringify(findings, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = findings.map(
    (finding) => `${finding.rule} (${finding.impact}): ${finding.targets.join(', ')}`,
  );
  expect.soft(summary, `axe WCAG 2.1 A/AA violations on ${label}`).toEqual([]);
}
