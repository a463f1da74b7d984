import { writeFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { signIn } from '../sign-in-helpers';

test('a read-write admin keeps the catalogue: a model and its copy, interfaces, a version, its models and a matrix file (issue 7)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, { email: 'admin@converter.example' });
  const allInterfaces = page.waitForRequest('**/api/model/interface/getInterfaceList');
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // S9-4, S7-28: every model's interfaces in one request of limit 10000, with the paging headers.
  expect((await allInterfaces).headers()).toMatchObject({
    skip: '0',
    limit: '10000',
    order: 'asc',
    sortby: 'model',
  });
  await expect(
    page.getByRole('table', { name: 'Models' }).getByRole('row', { name: /FortiGate-60F/ }),
  ).toContainText('10');
  // The seed catalogue is there from the first start.
  await expect(page.getByRole('main')).toContainText('FortiGate-60F');

  // A model with two interfaces.
  await page.getByRole('button', { name: 'Add model' }).click();
  await expect(page).toHaveURL(/\/settings\/model\/add$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Model/ }).fill('Lab-Edge-1');
  await main.getByLabel(/Serial-number prefix/).fill('labe01');
  await main
    .getByLabel(/Series/)
    .first()
    .fill('Lab');
  for (const name of ['wan1', 'port1']) {
    await main.getByRole('button', { name: 'Add interface' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add interface' });
    await dialog.getByLabel(/Name/).fill(name);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  }
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/model\/view\/Lab-Edge-1$/);
  const interfaces = page.getByRole('table', { name: 'Interfaces' });
  await expect(interfaces).toContainText('wan1');
  await expect(interfaces).toContainText('port1');

  // Its copy, then the copy's interfaces edited: one added, one deleted.
  await main.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/settings\/model\/duplicate\/Lab-Edge-1$/);
  await main.getByRole('textbox', { name: /^Model/ }).fill('Lab-Edge-2');
  await main.getByLabel(/Serial-number prefix/).fill('LABE02');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/model\/view\/Lab-Edge-2$/);
  await expect(page.getByRole('table', { name: 'Interfaces' })).toContainText('port1');
  await main.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/settings\/model\/edit\/Lab-Edge-2$/);
  await main.getByRole('button', { name: 'Add interface' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add interface' });
  await addDialog.getByLabel(/Name/).fill('port2');
  await addDialog.getByRole('button', { name: 'Done' }).click();
  await main.getByRole('button', { name: /^Actions for port1/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/model\/view\/Lab-Edge-2$/);
  const edited = page.getByRole('table', { name: 'Interfaces' });
  await expect(edited).toContainText('port2');
  await expect(edited).not.toContainText('port1');

  // A firmware version, assigned to both lab models.
  await page.goto('/settings/version');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmware versions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add version' }).click();
  const versionDialog = page.getByRole('dialog', { name: 'Add version' });
  await versionDialog.getByLabel(/Version/).fill('7.6.9');
  await versionDialog.getByLabel(/Release date/).fill('2026-11-01');
  await versionDialog.getByRole('button', { name: 'Done' }).click();
  await expect(versionDialog).toBeHidden();
  const versions = page.getByRole('table', { name: 'Firmware versions' });
  await expect(versions).toContainText('7.6.9');
  await versions.getByRole('button', { name: /^Actions for 7\.6\.9/ }).click();
  await page.getByRole('menuitem', { name: 'Models' }).click();
  const modelsDialog = page.getByRole('dialog', { name: 'Models supporting 7.6.9' });
  await modelsDialog.getByPlaceholder('Search').fill('Lab-Edge');
  await modelsDialog.getByRole('checkbox', { name: 'Select Lab-Edge-1' }).check();
  await modelsDialog.getByRole('checkbox', { name: 'Select Lab-Edge-2' }).check();
  await modelsDialog.getByRole('button', { name: 'Done' }).click();
  await expect(modelsDialog).toBeHidden();
  await expect(versions.getByRole('row', { name: /7\.6\.9/ })).toContainText('2');

  // A matrix file with one bad row changes nothing; fixed, it is applied.
  const bad = testInfo.outputPath('matrix-bad.csv');
  await writeFile(
    bad,
    'Model,Serial prefix,Series,Versions\nLab-Edge-1,LABE01,Lab,7.6.9\nLab-Edge-3,LABE03,Lab,9.9.9\n',
  );
  const matrix = page.locator('#matrix');
  await matrix.getByLabel('Matrix file').setInputFiles(bad);
  await matrix.getByRole('button', { name: 'Upload' }).click();
  await expect(matrix).toContainText('Nothing was changed');
  const errors = page.getByRole('table', { name: 'Matrix errors' });
  await expect(errors).toContainText('Version 9.9.9 is not in the catalogue');
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  const shot = testInfo.outputPath('matrix-errors.png');
  await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
  await testInfo.attach('matrix errors', { path: shot, contentType: 'image/png' });

  const good = testInfo.outputPath('matrix-good.csv');
  await writeFile(
    good,
    'Model,Serial prefix,Series,Versions\nLab-Edge-1,LABE01,Lab,7.6.9\nLab-Edge-3,LABE03,Lab,7.6.9\n',
  );
  await matrix.getByLabel('Matrix file').setInputFiles(good);
  await matrix.getByRole('button', { name: 'Upload' }).click();
  await expect(matrix).toContainText('Added 1, changed 0, unchanged 1');
  await expect(versions.getByRole('row', { name: /7\.6\.9/ })).toContainText('3');
});
