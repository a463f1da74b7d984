import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { signIn } from '../sign-in-helpers';

// A PAN-OS export of the shared corpus (read by path, never copied into the project).
const PAN_OS = fileURLToPath(
  new URL('../../../shared/corpus/paloalto/panos8_stage00.xml', import.meta.url),
);

test.describe('another source vendor through the portal (issue 10)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a PAN-OS export is recognised by the form, converted and verified', async ({ page }) => {
    await signIn(page, { email: 'netops@acme.example' });
    await page.goto('/ticket/create/FGT60FTK20000002');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a ticket' })).toBeVisible();
    // No vendor chosen: the file says what it is.
    await page.getByLabel('Choose configuration files').setInputFiles(PAN_OS);
    const vendor = page.getByRole('combobox', { name: 'Source vendor', exact: true });
    await expect(vendor).toHaveValue('Palo Alto Networks');
    await expect(page.getByText(/^Detected from panos8_stage00\.xml \(line \d+\)$/)).toBeVisible();
    await page.getByLabel('Contact name').fill('Nora Netops');
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page).toHaveURL(/\/ticket\/detail\/\d+$/);

    const run = page.getByRole('region', { name: 'Run 1', exact: true });
    await expect(run.locator('[data-run-status="done"]')).toBeVisible({ timeout: 90_000 });
    await expect(run.locator('[data-verdict="equivalent"]')).toBeVisible();
    await expect(
      run.getByRole('table', { name: 'Objects per type' }).getByRole('rowheader', {
        name: 'Policies',
      }),
    ).toBeVisible();
    await run.getByRole('tab', { name: 'FortiOS output' }).click();
    await expect(run.getByLabel('FortiOS configuration of run 1')).toContainText('config');
    await page.screenshot({
      path: test.info().outputPath('pan-os-run.png'),
      fullPage: true,
      animations: 'disabled',
    });
  });
});
