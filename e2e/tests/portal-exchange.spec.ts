import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, recordApiRequests, sessionCookies, signIn } from '../sign-in-helpers';

test('arriving from another provider app with exchange data signs in to the account it names (S2-45, S4-13..S4-20, S4-24, S4-30)', async ({
  page,
}) => {
  // Another app of the provider made exchange data for Acme Europe and the North OU account.
  await signIn(page, { email: 'master@acme.example' });
  await page
    .getByRole('list', { name: 'Accounts' })
    .getByRole('button', { name: /Acme Networks/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  const token = (await sessionCookies(page)).find((c) => c.name === 'casb_access_token')?.value;
  const made = await page.request.post('/client/v1/dataExchange', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      source_app: 'portal',
      account_id: '100001',
      user_id: '100001',
      context_data: {
        sub_user_id: '0',
        node_id: 'acc-north',
        redirect_url: 'https://cloud.example.com/back',
      },
    },
  });
  expect(made.status()).toBe(200);
  const { exchangeId } = (await made.json()).data as { exchangeId: string };

  const requests = recordApiRequests(page);
  const navigations: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) navigations.push(new URL(r.url()).pathname);
  });
  await page.goto(`/?exchangeId=${exchangeId}`);
  // The old session is gone and the id waits under its session key; sign-in starts over.
  await expect(page).toHaveURL(/\/idp\/sso\?/);
  expect(await sessionCookies(page)).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('casb_exchange_id'))).toBe(exchangeId);
  expect(navigations).toContain('/saml2/authenticate/saml-sp');
  await page.getByLabel('E-mail').fill('master@acme.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // No chooser: the exchange data's account is used, and its node's OU account selected.
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  expect(
    requests.some((r) => r.url().includes(`/client/v1/dataExchange?exchangeId=${exchangeId}`)),
  ).toBe(true);
  const select = requests.find((r) => r.url().includes('/client/v1/ou/select'));
  expect(select?.postDataJSON()).toMatchObject({ account_id: '100011' });
  await expect(page.getByRole('banner')).toContainText('Acme Branch North');
  const selection = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('casb_selection') ?? '{}'),
  );
  expect(selection).toMatchObject({
    userId: '100001',
    subUserId: '0',
    redirectUrl: 'https://cloud.example.com/back',
    ouAccountId: '100011',
  });
  const permission = requests.filter((r) => r.url().includes('/client/v1/permission')).at(-1);
  expect(permission?.headers()).toMatchObject({ user_id: '100001', node_id: selection.nodeId });
});

test('for an IdP login the exchange data names the account with its two ids swapped (S4-26)', async ({
  page,
}) => {
  await signIn(page, { email: 'idp.user@acme.example' });
  await expect(page).toHaveURL(/\/selection\/ouaccount$/);
  const token = (await sessionCookies(page)).find((c) => c.name === 'casb_access_token')?.value;
  // user_id carries the IdP user's id and sub_user_id the account: the other way round.
  const made = await page.request.post('/client/v1/dataExchange', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      source_app: 'portal',
      account_id: '100002',
      user_id: 'idp-9001',
      context_data: { sub_user_id: '100002' },
    },
  });
  const { exchangeId } = (await made.json()).data as { exchangeId: string };
  const requests = recordApiRequests(page);
  await page.goto(`/?exchangeId=${exchangeId}`);
  await expect(page).toHaveURL(/\/idp\/sso\?/);
  await page.getByLabel('E-mail').fill('idp.user@acme.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  const scoped = requests.filter((r) => r.headers().user_id);
  expect(scoped.length).toBeGreaterThan(0);
  for (const request of scoped) {
    expect(request.headers()).toMatchObject({ user_id: '100002', sub_user_id: 'idp-9001' });
  }
});
