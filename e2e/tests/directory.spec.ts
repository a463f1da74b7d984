import { expect, test } from '../fixtures';
import { signIn } from '../sign-in-helpers';

/**
 * issue 20 item 1: a read-write administrator onboards a customer through the directory
 * screens (account, login, device, licence); a read-only administrator then sees it all
 * without any edit control.
 */
test('a read-write admin creates an account, adds a login, registers a device and grants a licence; a read-only admin sees it read-only (issue 20)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const company = `Onboarded ${stamp}`;
  const serial = `FGT60F${stamp.toUpperCase()}`.slice(0, 20);

  await signIn(page, { email: 'admin@converter.example' });
  await page.getByRole('banner').getByRole('link', { name: 'Directory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer accounts' })).toBeVisible();
  // The demo data is ordinary data in the list.
  await expect(page.getByRole('table', { name: 'Customer accounts' })).toContainText(
    'Acme Networks',
  );

  // The account: a bad e-mail is flagged before anything is sent.
  await page.getByRole('button', { name: 'New account' }).click();
  const create = page.getByRole('dialog', { name: 'New customer account' });
  await create.getByLabel(/^Company/).fill(company);
  await create.getByLabel(/Master user's e-mail/).fill('not-an-email');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toContainText('Enter an e-mail address');
  await create.getByLabel(/Master user's e-mail/).fill(`master-${stamp}@onboarded.example`);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
  const systemId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toContainText(company);
  const logins = page.getByRole('table', { name: 'Logins of the account' });
  await expect(logins).toContainText(`master-${stamp}@onboarded.example`);

  // An IAM user with read-only permission.
  await page.getByRole('button', { name: 'Add login' }).click();
  const add = page.getByRole('dialog', { name: `Add a login to account ${systemId}` });
  await add.getByLabel(/^E-mail/).fill(`ops-${stamp}@onboarded.example`);
  await add.getByLabel(/IAM username/).fill('ops');
  await add.getByLabel('Read/write permission').uncheck();
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  await expect(logins).toContainText(`ops-${stamp}@onboarded.example`);
  await expect(logins.getByRole('row', { name: new RegExp(`ops-${stamp}`) })).toContainText('1001');

  // A device, then a licence bound to it.
  await page.getByRole('button', { name: 'Register device' }).click();
  const device = page.getByRole('dialog', { name: 'Register a target device' });
  await device.getByLabel(/Serial number/).fill(serial.toLowerCase());
  await device.getByRole('button', { name: 'Register' }).click();
  await expect(device).toBeHidden();
  const devices = page.getByRole('table', { name: 'Target devices' });
  await expect(devices).toContainText(serial);
  await expect(devices).toContainText('FortiGate-60F');

  await page.getByRole('button', { name: 'Grant licences' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant conversion licences' });
  await grant.getByLabel(/How many/).fill('2');
  await grant.getByLabel(/Only for device/).fill(serial);
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(grant).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Licences (2 available)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Licences' })).toContainText(serial);

  // Every change is in the audit log, by this administrator.
  await page.goto('/settings/audit?actor=admin@converter.example');
  const audit = page.getByRole('table', { name: 'Audit log' });
  for (const what of [
    'Customer account created',
    'Login given access to an account',
    'Device registered',
    'Licences granted',
  ])
    await expect(audit).toContainText(what);

  // The read-only administrator: the same screens, no edit control anywhere.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, { email: 'viewer@converter.example' });
  await expect(viewer.getByRole('banner').getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await viewer.getByRole('banner').getByRole('link', { name: 'Directory' }).click();
  await expect(viewer.getByRole('status').filter({ hasText: 'Read-only access' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'New account' })).toHaveCount(0);
  await viewer.getByRole('searchbox', { name: 'Search Customer accounts' }).fill(stamp);
  await expect(viewer.getByRole('table', { name: 'Customer accounts' })).toContainText(company);
  await viewer.getByRole('link', { name: systemId, exact: true }).click();
  await expect(viewer.getByRole('heading', { level: 1 })).toContainText(company);
  await expect(viewer.getByRole('table', { name: 'Logins of the account' })).toContainText(
    `ops-${stamp}@onboarded.example`,
  );
  await expect(viewer.getByRole('table', { name: 'Target devices' })).toContainText(serial);
  for (const control of ['Add login', 'Register device', 'Grant licences', 'Block account', 'Save'])
    await expect(viewer.getByRole('button', { name: control })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(viewer.getByRole('textbox', { name: /Company/ })).toHaveCount(0);
  // The OU tree of the demo organisation, read-only too.
  await viewer.getByRole('tab', { name: 'Organisations' }).click();
  await viewer.getByRole('link', { name: 'Acme Group' }).click();
  await expect(viewer.getByRole('table', { name: 'OU tree' })).toContainText('Regions');
  await expect(viewer.getByRole('button', { name: 'Add OU' })).toHaveCount(0);
  // And the settings stay closed to them (spec §2, §6).
  await viewer.goto('/settings');
  await expect(viewer).toHaveURL(/\/tickets$|\/$/);
  await viewerContext.close();
});
