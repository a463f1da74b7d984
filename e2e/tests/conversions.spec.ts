import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { corpusFile, skipWithoutCorpus } from '../shared-corpus';
import { signIn } from '../sign-in-helpers';

// A real ASA configuration of the shared corpus (read by path, never copied into the project).
const CORPUS_ASA = corpusFile('cisco_asa/ASA_PM6.txt');
const CUSTOMER = { email: 'netops@acme.example' };
const ENGINEER = { email: 'admin@converter.example' };
const RUN_WAIT = { timeout: 90_000 };

async function signedInPage(browser: Browser, baseURL: string, who: { email: string }) {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, who);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  return page;
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
}

/** A screenshot kept with the test's results: a whole page, or one panel below the top bar. */
async function shot(target: Page | Locator, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  if ('goto' in target) {
    await target.screenshot({ path, fullPage: true, animations: 'disabled' });
    return;
  }
  await target.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
  );
  await target.screenshot({ path, animations: 'disabled' });
}

/** The run's section once its status chip says done. */
async function finishedRun(page: Page, number: number) {
  const run = page.getByRole('region', { name: `Run ${number}`, exact: true });
  await expect(run.locator('[data-run-status="done"]')).toBeVisible(RUN_WAIT);
  return run;
}

test.describe('conversions inside a ticket (issue 9)', () => {
  skipWithoutCorpus('cisco_asa');
  test.describe.configure({ timeout: 240_000 });

  test('the customer watches the automatic run, reads the report and downloads the output; the engineer maps, re-runs, compares, ticks off and delivers', async ({
    browser,
    baseURL,
  }) => {
    const customer = await signedInPage(browser, baseURL ?? '', CUSTOMER);
    await customer.goto('/ticket/create/FGT60FTK20000002');
    await expect(
      customer.getByRole('heading', { level: 1, name: 'Create a ticket' }),
    ).toBeVisible();
    await pick(customer, 'Source vendor', 'Cisco ASA');
    await customer.getByLabel('Source model').fill('ASA 5525-X');
    await customer.getByLabel('Source software version').fill('9.8');
    await customer.getByLabel('Choose configuration files').setInputFiles(CORPUS_ASA);
    await customer.getByLabel('Contact name').fill('Nora Netops');
    await customer.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(customer).toHaveURL(/\/ticket\/detail\/\d+$/);
    const id = Number(/(\d+)$/.exec(customer.url())?.[1]);

    // The automatic run shows up by itself and is followed live to its result. How far it got
    // before the page first asked depends on the machine, so either its progress or its result
    // will do here (the unit test of the section follows each step).
    const conversion = customer.getByRole('region', { name: 'Conversion', exact: true });
    // A single run is shown once, as its own section (issue 19 item 2), not also in a list.
    await expect(conversion.getByRole('region', { name: 'Run 1', exact: true })).toBeVisible();
    await expect(conversion.getByRole('list', { name: 'Conversion runs' })).toHaveCount(0);
    await expect(
      conversion
        .getByText(/^Step \d of 4: /)
        .or(conversion.locator('[data-run-status="done"]'))
        .first(),
    ).toBeVisible();
    const run1 = await finishedRun(customer, 1);
    await expect(run1.getByText('Automatic result: not yet reviewed by an engineer')).toBeVisible();
    await expect(run1.locator('[data-verdict]').first()).toBeVisible();

    // Summary: the chart and its table per object type.
    const perType = run1.getByRole('table', { name: 'Objects per type' });
    await expect(perType.getByRole('rowheader', { name: 'Policies' })).toBeVisible();
    await expect(run1.locator('svg .MuiBarElement-root, svg rect').first()).toBeVisible();
    await shot(conversion, 'run-summary-chart');

    // Report: filter to what was not converted, open a row on its source line.
    await run1.getByRole('tab', { name: 'Report' }).click();
    const report = run1.getByRole('table', { name: 'Conversion report' });
    await expect(report).toBeVisible();
    const all = await run1.getByText(/^[\d,]+ of [\d,]+ objects$/).textContent();
    await run1.getByRole('button', { name: /^Unsupported \(\d+\)$/ }).click();
    await expect(run1.getByText(/^[\d,]+ of [\d,]+ objects$/)).not.toHaveText(all ?? '');
    await expect(report.getByText('Unsupported').first()).toBeVisible();
    await expect(report.getByText('Converted', { exact: true })).toHaveCount(0);
    await report
      .getByRole('button', { name: /View More/ })
      .first()
      .click();
    await expect(customer.getByLabel(/^Source lines ASA_PM6\.txt:\d+/).first()).toBeVisible();
    await shot(conversion, 'run-report');

    // The output: highlighted in the page, and downloaded as a file.
    await run1.getByRole('tab', { name: 'FortiOS output' }).click();
    await expect(run1.getByLabel('FortiOS configuration of run 1')).toContainText('config');
    await shot(conversion, 'run-output');
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      run1.getByRole('button', { name: 'Download output' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ticket-${id}-run-1.conf`);
    const output = await readFile(await download.path(), 'utf8');
    expect(output).toContain('config firewall policy');
    expect(output).toContain('config firewall address');

    // The engineer takes the ticket and changes the interface mapping.
    const engineer = await signedInPage(browser, baseURL ?? '', ENGINEER);
    await engineer.goto(`/ticket/detail/${id}`);
    await engineer.getByRole('button', { name: 'Start work' }).click();
    await expect(engineer.getByText('In progress').first()).toBeVisible();
    await finishedRun(engineer, 1);
    const mapping = engineer.getByRole('region', { name: 'Interface mapping' });
    const portPicker = mapping.getByRole('combobox', { name: /^Port for / }).first();
    await expect(portPicker).toBeVisible();
    const label = (await portPicker.getAttribute('aria-label')) ?? '';
    const before = await portPicker.inputValue();
    await portPicker.click();
    const free = engineer
      .getByRole('listbox', { name: label })
      .getByRole('option')
      .filter({ hasNotText: /used by/ })
      .filter({ hasNotText: before });
    await free.first().click();
    await expect(mapping.getByRole('alert')).toHaveCount(0);
    await shot(mapping, 'mapping-editor');
    await mapping.getByRole('button', { name: 'Save and convert again' }).click();
    await expect(engineer.getByText(/Mapping saved/)).toBeVisible();

    // The new run works, then the two runs are compared.
    const run2 = await finishedRun(engineer, 2);
    await expect(
      engineer
        .getByRole('list', { name: 'Conversion runs' })
        .getByText('Interface mapping changed'),
    ).toBeVisible();
    await run2.getByRole('tab', { name: 'Compare runs' }).click();
    await expect(run2.getByRole('combobox', { name: 'Compare run 2 with' })).toHaveValue(/^Run 1 /);
    await expect(run2.getByText(/\+\d+ lines? \/ −\d+ lines?/)).toBeVisible();
    await shot(engineer.getByRole('region', { name: 'Conversion', exact: true }), 'run-compare');

    // The checklist: every partly or not converted object ticked off with a note.
    const checklist = engineer.getByRole('region', { name: 'Checklist' });
    await expect(checklist.getByText(/From run 2/)).toBeVisible();
    const deliver = run2.getByRole('button', { name: 'Deliver run 2' });
    await expect(deliver).toBeDisabled();
    // One item by itself, then each group of the same finding at once, each with a note.
    await checklist
      .getByRole('checkbox', { name: /^Done: /, checked: false })
      .first()
      .click();
    const single = engineer.getByRole('dialog', { name: 'Tick off this item' });
    await single.getByLabel('Note (optional)').fill('Rebuilt by hand on the FortiGate.');
    await single.getByRole('button', { name: 'Tick off' }).click();
    await expect(single).toBeHidden();
    const tickAll = checklist.getByRole('button', { name: /^Tick off all \(\d+\)$/ });
    while ((await tickAll.count()) > 0) {
      await tickAll.first().click();
      const dialog = engineer.getByRole('dialog', { name: /^Tick off \d+ items?$/ });
      await dialog.getByLabel('Note (optional)').fill('Checked with the customer; expected.');
      await dialog.getByRole('button', { name: 'Tick off' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(checklist.getByText(/^0 of \d+ open$/).first()).toBeVisible();
    await shot(checklist, 'checklist');

    // Delivery: the run's output and report become the ticket's deliverables.
    await expect(deliver).toBeEnabled();
    await deliver.click();
    await engineer.getByRole('alertdialog').getByRole('button', { name: 'Deliver' }).click();
    await expect(engineer.getByText('Delivered').first()).toBeVisible();
    await shot(engineer, 'engineer-delivered');

    await customer.reload();
    await expect(customer.getByText('Your converted configuration is ready')).toBeVisible();
    await expect(customer.getByText(`ticket-${id}-run-2.conf`).first()).toBeVisible();
    await expect(
      customer.getByRole('list', { name: 'Conversion runs' }).getByText('Delivered'),
    ).toBeVisible();

    await customer.context().close();
    await engineer.context().close();
  });
});
