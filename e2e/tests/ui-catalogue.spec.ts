import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Console errors and uncaught exceptions of a page, which a journey expects to stay empty. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test.describe('the UI kit catalogue at /dev/ui', () => {
  test('has no serious or critical accessibility violations; its screenshot is kept', async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    await page.goto('/dev/ui');
    await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Address objects' })).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    await testInfo.attach('axe violations', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
    expect(blocking).toEqual([]);

    const shot = testInfo.outputPath('ui-catalogue.png');
    await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
    await testInfo.attach('ui catalogue', { path: shot, contentType: 'image/png' });
    expect(errors).toEqual([]);
  });

  test('the table works from the keyboard: sort, select, menu, details (S2-84..S2-93, S4-47)', async ({
    page,
  }) => {
    await page.goto('/dev/ui');
    const table = page.getByRole('table', { name: 'Address objects' });
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    const firstName = table.locator('tbody tr').first().locator('td').nth(1);
    await expect(firstName).toHaveText('NET_PAR_1');

    await nameHeader.getByRole('button', { name: 'Name' }).focus();
    await page.keyboard.press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await page.keyboard.press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await page.keyboard.press('Enter');
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await expect(firstName).toHaveText('NET_PAR_1');

    await table.getByRole('checkbox', { name: 'Select All' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('64 selected')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText('64 selected')).toBeHidden();

    await table.getByRole('button', { name: 'Actions for NET_PAR_1' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(table.getByRole('button', { name: 'Actions for NET_PAR_1' })).toBeFocused();

    const more = table.locator('tbody tr').first().getByRole('button', { name: 'View More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(table.getByText('NET_PAR_1 is used by 0 policies and groups.')).toBeVisible();
    await expect(
      table.locator('tbody tr').first().getByRole('button', { name: 'View Less' }),
    ).toBeVisible();
  });

  test('a dragged column stops at 40 px (S2-85, S4-48, S9-22)', async ({ page }) => {
    await page.goto('/dev/ui');
    const table = page.getByRole('table', { name: 'Address objects' });
    const header = table.getByRole('columnheader', { name: 'Type' });
    const handle = table.getByRole('separator', { name: 'Resize column Type' });
    const before = (await header.boundingBox())?.width ?? 0;
    const grip = await handle.boundingBox();
    if (!grip) throw new Error('the resize handle is not on screen');
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + 60, grip.y + grip.height / 2, { steps: 5 });
    expect(Math.round((await header.boundingBox())?.width ?? 0)).toBe(
      Math.round(before + 60 - grip.width / 2),
    );
    await page.mouse.move(grip.x - 400, grip.y + grip.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Math.round((await header.boundingBox())?.width ?? 0)).toBe(40);
    await expect(handle).toHaveAttribute('aria-valuenow', '40');
  });

  test('a row moves after its grip is held for 1000 ms, and not before (S9-36)', async ({
    page,
  }) => {
    await page.goto('/dev/ui');
    const table = page.getByRole('table', { name: 'Ports' });
    const names = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
    await expect.poll(names).toEqual(['wan1', 'wan2', 'internal1', 'mgmt', 'ha']);
    await table.scrollIntoViewIfNeeded();
    const grip = await table.getByRole('button', { name: 'Move wan1' }).boundingBox();
    const target = await table.locator('tbody tr').nth(3).boundingBox();
    if (!grip || !target) throw new Error('the ports table is not on screen');
    const x = grip.x + grip.width / 2;

    // A quick drag is not a drag.
    await page.mouse.move(x, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, target.y + target.height * 0.75, { steps: 5 });
    await page.mouse.up();
    await expect.poll(names).toEqual(['wan1', 'wan2', 'internal1', 'mgmt', 'ha']);

    // Held for a second, it moves below mgmt.
    await page.mouse.move(x, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(1100);
    await page.mouse.move(x, target.y + target.height * 0.75, { steps: 5 });
    await page.mouse.up();
    await expect.poll(names).toEqual(['wan2', 'internal1', 'mgmt', 'wan1', 'ha']);
  });

  test('dropdowns work from the keyboard, skip disabled options and virtualise long lists (S2-95, S5-4, S5-5, S9-29, S9-30)', async ({
    page,
  }) => {
    await page.goto('/dev/ui');
    const device = page.getByRole('combobox', { name: 'Target device' });
    await device.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search Target device' });
    await expect(search).toBeFocused();
    const listbox = page.getByRole('listbox', { name: 'Target device' });
    await expect(
      listbox.getByRole('option', { name: 'FGT60FTK20000002 (Licensed)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    // From the first option, ArrowDown skips the disabled one.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(device).toBeFocused();
    await expect(device).toHaveValue('FG100FTK21000003');

    const many = page.getByRole('combobox', { name: 'Address object' });
    const manyList = page.getByRole('listbox', { name: 'Address object' });
    const mounted = page.getByRole('listbox', { name: 'Address object', includeHidden: true });
    // Closed, the long list stays in the page (hidden from view and from assistive technology).
    await expect(mounted).toBeAttached();
    await expect(manyList).toBeHidden();
    await many.click();
    const panel = page.locator('.MuiPopover-paper').filter({ has: manyList });
    expect(await panel.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('480px');
    expect(await manyList.getByRole('option').count()).toBeLessThan(60);
    await page.keyboard.type('09999');
    await page.keyboard.press('Enter');
    await expect(many).toHaveValue('Address object 09999');
    await expect(mounted).toBeAttached();
  });

  test('server paging keeps skip and limit in the address: reload, back and forward', async ({
    page,
  }) => {
    await page.goto('/dev/ui');
    const table = page.getByRole('table', { name: 'Report lines' });
    const pager = page.getByRole('navigation', { name: 'Pagination' }).nth(1);
    await expect(pager).toContainText('1–20 of 237');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]skip=20&limit=20/);
    await expect(table.locator('tbody tr').first()).toContainText('NET_PAR_21');
    await page.reload();
    await expect(pager).toContainText('21–40 of 237');
    await page.goBack();
    await expect(pager).toContainText('1–20 of 237');
    await page.goForward();
    await expect(pager).toContainText('21–40 of 237');
  });

  test('dialogs: 480 and 400 px wide, kept open by a backdrop click, closed by Escape (S2-76, S2-77, S9-14..S9-16)', async ({
    page,
  }) => {
    await page.goto('/dev/ui');
    await page.getByRole('button', { name: 'Open modal dialog' }).click();
    const modal = page.getByRole('dialog', { name: 'Rename the ticket' });
    await expect(modal).toBeVisible();
    expect((await modal.boundingBox())?.width).toBe(480);
    await expect(modal.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.mouse.click(10, 450);
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open modal dialog' })).toBeFocused();

    await page.getByRole('button', { name: 'Open alert dialog' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Delete this firmware version?' });
    expect((await alert.boundingBox())?.width).toBe(400);
    await page.mouse.click(10, 450);
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Cancel' }).click();
    await expect(alert).toBeHidden();
  });

  test('a toast shows at the bottom right and Escape closes it (S2-78, S2-81, S9-11)', async ({
    page,
  }) => {
    await page.goto('/dev/ui');
    await page.getByRole('button', { name: 'Show error toast' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'An error message' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no toast box');
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
  });
});
