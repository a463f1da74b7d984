import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { corpusFile, skipWithoutCorpus } from '../shared-corpus';
import { signIn } from '../sign-in-helpers';

// The 2.6 MB ASA configuration of the shared corpus (read by path, never copied): 28,000 report
// entries and a 156,000-line output.
const LARGE_ASA = corpusFile('cisco_asa/IFW_DC1-VFW01.cfg');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });
}

test.describe('a large configuration (issue 9)', () => {
  skipWithoutCorpus('cisco_asa');
  test.describe.configure({ timeout: 180_000 });

  test('its report, output and phone view stay usable', async ({ page }) => {
    await signIn(page, { email: 'netops@acme.example' });
    await page.goto('/ticket/create/FGT60FTK20000002');
    await page.getByRole('combobox', { name: 'Source vendor', exact: true }).click();
    await page
      .getByRole('listbox', { name: 'Source vendor' })
      .getByRole('option', { name: 'Cisco ASA' })
      .click();
    await page.getByLabel('Source model').fill('ASA 5585-X');
    await page.getByLabel('Source software version').fill('9.8');
    await page.getByLabel('Choose configuration files').setInputFiles(LARGE_ASA);
    await page.getByLabel('Contact name').fill('Nora Netops');
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page).toHaveURL(/\/ticket\/detail\/\d+$/);

    const run = page.getByRole('region', { name: 'Run 1', exact: true });
    await expect(run.locator('[data-run-status="done"]')).toBeVisible({ timeout: 120_000 });
    const perType = run.getByRole('table', { name: 'Objects per type' });
    await expect(perType.getByRole('rowheader', { name: 'Policies' })).toBeVisible();
    await shot(page, 'large-summary');

    // Tens of thousands of report rows: filtered and searched in the browser, one page shown.
    await run.getByRole('tab', { name: 'Report' }).click();
    const count = run.getByText(/^[\d,]+ of [\d,]+ objects$/);
    await expect(count).toHaveText(/ of [1-9]\d,\d{3} objects$/);
    await run.getByRole('button', { name: /^Partial \([\d,]+\)$/ }).click();
    await run.getByPlaceholder('Search').fill('dstintf is "any"');
    const report = run.getByRole('table', { name: 'Conversion report' });
    await expect(report.getByRole('row')).toHaveCount(11);
    await shot(page, 'large-report');

    // The output: only what is in view is drawn, and find jumps through it.
    await run.getByRole('tab', { name: 'FortiOS output' }).click();
    await expect(run.getByText(/^1[\d,]{6} lines · /)).toBeVisible();
    const code = run.getByLabel('FortiOS configuration of run 1');
    await expect(code).toContainText('config system global');
    expect(await code.locator('[data-index]').count()).toBeLessThan(200);
    await run.getByLabel('Find').fill('config firewall policy');
    await expect(run.getByText(/^1 of \d+$/)).toBeVisible();
    await shot(page, 'large-output');

    // On a phone the summary stacks: tiles, chart, table.
    await page.setViewportSize({ width: 390, height: 844 });
    await run.getByRole('tab', { name: 'Summary' }).click();
    await expect(perType).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('large-summary-phone.png'),
      fullPage: true,
      animations: 'disabled',
    });
  });
});
