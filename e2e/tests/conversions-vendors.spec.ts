import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { corpusFile, skipWithoutCorpus } from '../shared-corpus';
import { signIn } from '../sign-in-helpers';

// A PAN-OS export of the shared corpus (read by path, never copied into the project).
const PAN_OS = corpusFile('paloalto/panos8_stage00.xml');

// A Panorama export with five device groups.
const PANORAMA = corpusFile('paloalto/panorama102_saute.xml');

/** Submits a ticket with one configuration file as the signed-in customer; returns its id. */
async function submitTicket(page: Page, file: string): Promise<string> {
  await page.goto('/ticket/create/FGT60FTK20000002');
  await page.getByLabel('Choose configuration files').setInputFiles(file);
  await expect(page.getByText(/^Detected from /)).toBeVisible();
  await page.getByLabel('Contact name').fill('Nora Netops');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page).toHaveURL(/\/ticket\/detail\/\d+$/);
  return page.url().split('/').pop() ?? '';
}

test.describe('another source vendor through the portal (issue 10)', () => {
  skipWithoutCorpus('paloalto');
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
    // issue 17 item 1: this export's application rules become FortiOS application control,
    // which blocks what a Palo Alto rule would pass on to the next rule: the run says Narrowed
    // and lists each rule, never "equivalent".
    await expect(run.locator('[data-verdict="narrowed"]').first()).toBeVisible();
    await expect(run.locator('[data-verdict="equivalent"]')).toHaveCount(0);
    await run.getByRole('tab', { name: 'Verification' }).click();
    const narrowed = run.getByRole('table', {
      name: 'Rules that let less through than their source',
    });
    await expect(narrowed.getByRole('row').nth(1)).toBeVisible();
    // Each row: the source rule with its line, and a sample packet the output denies.
    await expect(narrowed).toContainText(/Show line \d+/);
    await expect(narrowed).toContainText('Denied by FortiOS policy');
    // The empty placeholder groups for directory users are listed as not compared.
    await expect(run.getByRole('region', { name: 'Not compared' })).toContainText(
      'empty placeholder',
    );
    await page.screenshot({
      path: test.info().outputPath('pan-os-narrowed.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await run.getByRole('tab', { name: 'Summary' }).click();
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

  test('a Panorama export converts one device group at a time, picked by the engineer', async ({
    browser,
    baseURL,
  }) => {
    const customer = await (await browser.newContext({ baseURL })).newPage();
    await signIn(customer, { email: 'netops@acme.example' });
    const id = await submitTicket(customer, PANORAMA);

    const engineer = await (await browser.newContext({ baseURL })).newPage();
    await signIn(engineer, { email: 'admin@converter.example' });
    await engineer.goto(`/ticket/detail/${id}`);
    const run1 = engineer.getByRole('region', { name: 'Run 1', exact: true });
    await expect(run1.locator('[data-run-status="done"]')).toBeVisible({ timeout: 90_000 });
    const facts = run1.getByLabel('About this run');
    await expect(facts).toContainText('Device group');
    await expect(facts).toContainText('headquarters (1 of 5 in the file)');

    // The engineer converts another device group: a run of its own, named in the list.
    const conversion = engineer.getByRole('region', { name: 'Conversion', exact: true });
    await conversion.getByRole('combobox', { name: 'Device group' }).click();
    await engineer.getByRole('option', { name: 'houston' }).click();
    await conversion.getByRole('button', { name: 'Run conversion' }).click();
    const run2 = engineer.getByRole('region', { name: 'Run 2', exact: true });
    await expect(run2.locator('[data-run-status="done"]')).toBeVisible({ timeout: 90_000 });
    await expect(run2.getByLabel('About this run')).toContainText('houston (4 of 5 in the file)');
    await expect(conversion.getByText(/device group houston/)).toBeVisible();
    await expect(conversion.getByText(/device group headquarters/)).toBeVisible();
    // Below the sticky top bar, so the part picker beside "Run conversion" shows.
    await conversion.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
    );
    await engineer.screenshot({
      path: test.info().outputPath('panorama-device-groups.png'),
      animations: 'disabled',
    });
  });
});
