import { expect, test } from '../fixtures';

test('a customer signs in through single sign-on with the built-in IdP (S1-8, S2-45)', async ({
  page,
}, testInfo) => {
  const config = await (await page.request.get('/api/config')).json();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN', exact: true }).click();

  // The SP sent a signed AuthnRequest; the built-in IdP shows its sign-in form.
  await expect(page).toHaveURL(/\/idp\/sso\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Sign in to ${config.serviceName}`,
  );
  await page.getByLabel('E-mail').fill('master@acme.example');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const shot = testInfo.outputPath('idp-sign-in-error.png');
  await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
  await testInfo.attach('idp sign-in error', { path: shot, contentType: 'image/png' });

  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  const landing = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.url().includes('loginId='),
  );
  const exchange = page.waitForResponse((r) => r.url().includes('/client/v1/token?loginId='));
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The ACS checked the signed response and sent the browser back with a one-time loginId,
  // which the app exchanges for tokens (S4-16) and then drops from the address (S4-17).
  expect(new URL((await landing).url()).pathname).toBe('/');
  const tokens = await exchange;
  expect(tokens.status()).toBe(200);
  const loginId = new URL(tokens.url()).searchParams.get('loginId') ?? '';
  expect(loginId).toMatch(/^[A-Za-z0-9_-]+$/);
  const body = await tokens.json();
  expect(body.data.webAccessToken).toMatchObject({
    user_email: 'master@acme.example',
    loginType: 'IAM',
    token_type: 'Bearer',
  });
  await expect(page).not.toHaveURL(/loginId=/);
  // One-time: a replay is refused.
  expect(
    (await page.request.get(`/client/v1/token?loginId=${encodeURIComponent(loginId)}`)).status(),
  ).toBe(401);
});
