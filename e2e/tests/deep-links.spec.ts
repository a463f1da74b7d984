import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, recordApiRequests, sessionCookies } from '../sign-in-helpers';

// issue 19 item 2: deep links survive sign-in. The master user has three accounts, so signing
// in passes through the account chooser; the link must still be where they end up.
const LINK = '/ticket/detail/42';

/** Signs in at the built-in IdP from the landing page (after a signed-out link sent us there). */
async function signInFromLanding(page: Page, email: string) {
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN', exact: true }).click();
  await expect(page).toHaveURL(/\/idp\/sso\?/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Every path the page showed, client-side navigations included. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

test.describe('deep links survive sign-in (issue 19 item 2)', () => {
  test('a signed-out ticket link lands on that ticket after sign-in and the account chooser (S4-41, S4-42); a new tab does not ask for the account again', async ({
    page,
  }) => {
    await page.goto(LINK);
    await expect(page).toHaveURL(/\/$/);
    await signInFromLanding(page, 'master@acme.example');
    await expect(page).toHaveURL(/\/selection\/ouaccount$/);
    await page
      .getByRole('list', { name: 'Accounts' })
      .getByRole('button', { name: /Acme Networks/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${LINK}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket 42' })).toBeVisible();

    // The same link opened in a new tab (its session storage starts empty): no chooser.
    const tab = await page.context().newPage();
    const paths = visitedPaths(tab);
    const tabRequests = recordApiRequests(tab);
    await tab.goto(LINK);
    await expect(tab.getByRole('heading', { level: 1, name: 'Ticket 42' })).toBeVisible();
    await expect(tab).toHaveURL(new RegExp(`${LINK}$`));
    expect(paths.filter((path) => path.startsWith('/selection'))).toEqual([]);
    // It acts as the account chosen in the first tab.
    const chosen = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('casb_selection') ?? '{}') as { userId?: string })
          .userId,
    );
    expect(chosen).toBeTruthy();
    expect(tabRequests.map((request) => request.headers()['user_id']).filter(Boolean)).toContain(
      chosen,
    );
  });

  test('a ticket link whose session cannot be refreshed keeps the link through sign-in (S4-3, S4-41)', async ({
    page,
  }) => {
    await page.goto('/');
    await signInFromLanding(page, 'netops@acme.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    const cookies = await sessionCookies(page);
    const expires = cookies.find((c) => c.name === 'casb_expires');
    const refresh = cookies.find((c) => c.name === 'casb_refresh_token');
    if (!expires || !refresh) throw new Error('no session cookies');
    await page.context().addCookies([
      { ...expires, value: String(Date.now() - 60_000) },
      { ...refresh, value: 'revoked-or-forged-refresh-token' },
    ]);
    await page.goto(LINK);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('casb_relay_path'))).toBe(LINK);
    await signInFromLanding(page, 'netops@acme.example');
    await expect(page).toHaveURL(new RegExp(`${LINK}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket 42' })).toBeVisible();
  });
});
