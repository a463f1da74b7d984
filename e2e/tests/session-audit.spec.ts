import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, sessionCookies, signIn } from '../sign-in-helpers';

test('issue 18 items 3 and 11: logout ends the session on the server, and a read-write admin reads it in the audit log', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A failed sign-in: a wrong password at the built-in IdP.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN', exact: true }).click();
  await page.getByLabel('E-mail').fill('master@acme.example');
  await page.getByLabel('Password').fill(`${DEMO_PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The sign-in details are not correct')).toBeVisible();

  // An IAM user signs in, then logs out: the tokens it held are refused afterwards (item 3).
  await signIn(page, { account: '100001', username: 'netops' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  const cookies = Object.fromEntries((await sessionCookies(page)).map((c) => [c.name, c.value]));
  const accessToken = cookies.casb_access_token ?? '';
  const refreshToken = cookies.casb_refresh_token ?? '';
  expect(accessToken).not.toBe('');
  const listAccounts = () =>
    request.get('/client/v1/loginAccount/list', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
  expect((await listAccounts()).status()).toBe(200);
  const revoked = page.waitForResponse('**/client/v1/token/revoke');
  await page.getByRole('banner').getByRole('button', { name: /@/ }).last().click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  expect((await revoked).status()).toBe(200);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'LOGIN', exact: true }),
  ).toBeVisible();
  expect((await listAccounts()).status()).toBe(401);
  const refresh = await request.post('/client/v1/token/refresh', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
  expect(refresh.status()).toBe(401);

  // The read-write admin finds the audit log under Settings (item 11).
  await signIn(page, { email: 'admin@converter.example' });
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'View audit log' }).click();
  await expect(page).toHaveURL(/\/settings\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  const logoutRow = table.getByRole('row', { name: /Logout/ }).first();
  await expect(logoutRow).toContainText('netops');
  await expect(logoutRow).toContainText('127.0.0.1');
  await expect(table.getByRole('row', { name: /Failed sign-in/ }).first()).toContainText(
    'master@acme.example',
  );
  // Newest first: the admin's own sign-in tops the list.
  await expect(table.getByRole('row').nth(1)).toContainText('admin@converter.example');
  const shot = testInfo.outputPath('audit-log.png');
  await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
  await testInfo.attach('audit log', { path: shot, contentType: 'image/png' });

  // Filtered by action: only logouts; by actor: only the admin's events.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/action=session\.sign_out/);
  await expect(table.getByRole('row', { name: /Sign-in/ })).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText('netops');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('searchbox', { name: 'Actor' }).fill('admin@converter');
  await expect(page).toHaveURL(/actor=admin%40converter/);
  await expect(table.getByRole('row', { name: /netops/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Sign-in/ }).first()).toBeVisible();
});
