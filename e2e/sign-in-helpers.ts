import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** The demo password (README, "Demo sign-ins"). */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** Who signs in at the built-in IdP: an e-mail, or an IAM user's account number and username. */
export type TDemoSignIn = { email: string } | { account: string; username: string };

/** Signs in from the landing page through the real SAML round trip. */
export async function signIn(page: Page, who: TDemoSignIn): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN', exact: true }).click();
  await expect(page).toHaveURL(/\/idp\/sso\?/);
  if ('email' in who) {
    await page.getByLabel('E-mail').fill(who.email);
  } else {
    await page.getByLabel('Account number').fill(who.account);
    await page.getByLabel('IAM username').fill(who.username);
  }
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/loginId=/);
}

/** Every API request the page sends from now on, to check its headers. */
export function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') || path.startsWith('/client/')) requests.push(request);
  });
  return requests;
}

/** The session cookies (spec §4: named casb_*). */
export async function sessionCookies(page: Page) {
  // The SAML binding cookie marks a sign-in in progress (issue 18 item 5), not a session; the
  // ACS clears it once the sign-in completes.
  return (await page.context().cookies()).filter(
    (cookie) => cookie.name.startsWith('casb_') && cookie.name !== 'casb_saml_binding',
  );
}
