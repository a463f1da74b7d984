import { createHmac } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from '../sign-in-helpers';

/** Set SHOTS_DIR to also copy every screenshot there (to look at them outside the report). */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [width, height, suffix] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    const path = testInfo.outputPath(`${name}-${suffix}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    await testInfo.attach(`${name}-${suffix}`, { path, contentType: 'image/png' });
    if (process.env.SHOTS_DIR) {
      await mkdir(process.env.SHOTS_DIR, { recursive: true });
      await copyFile(path, `${process.env.SHOTS_DIR}/${name}-${suffix}.png`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Every CSP violation the page reports (the IdP pages must cause none). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 key, as an authenticator app makes it. */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32.replace(/\s+/g, ''))
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((b) => parseInt(b, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

const PASSWORD = 'Journey-passphrase-1';

test('CREATE ACCOUNT: register, the link from the admins\u2019 mail outbox, sign in as master user, invite, two-step sign-in (issue 20 items 2, 3)', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const violations = cspViolations(page);
  const email = `founder-${Date.now()}@journey.example`;

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/idp\/register$/);
  await shoot(page, testInfo, 'idp-register');
  await page.getByLabel('Company').fill('Journey Networks');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password (at least 10 characters)').fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mail' })).toBeVisible();
  await shoot(page, testInfo, 'idp-check-mail');

  // No SMTP_URL in the journeys: a read-write admin reads the link in the outbox.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, { email: 'admin@converter.example' });
  await admin.goto(`/settings/mail?to=${encodeURIComponent(email)}`);
  const table = admin.getByRole('table', { name: 'Mail' });
  await expect(table.getByRole('row', { name: /Confirm your e-mail address/ })).toBeVisible();
  await expect(table).toContainText('Not sent (no SMTP)');
  await table
    .getByRole('button', { name: /View More/i })
    .first()
    .click();
  const text = (await table.locator('pre').first().textContent()) ?? '';
  const link = /(http\S+\/idp\/verify\?token=\S+)/.exec(text)?.[1];
  expect(link).toBeDefined();
  await shoot(admin, testInfo, 'settings-mail');

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Create the account' })).toBeVisible();
  await shoot(page, testInfo, 'idp-confirm-registration');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account is ready' }),
  ).toBeVisible();
  const accountNumber = /Account (\d+) of Journey Networks/.exec(
    (await page.getByRole('status').textContent()) ?? '',
  )?.[1];
  expect(accountNumber).toBeDefined();
  await shoot(page, testInfo, 'idp-account-ready');

  // Sign in through the IdP: the new login's only account, as its master user.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await shoot(page, testInfo, 'idp-login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const users = page.getByRole('banner').getByRole('link', { name: 'Users' });
  await expect(users).toBeVisible();
  await users.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Journey Networks, account ${accountNumber}`);

  // The master user invites a colleague; the invitation is pending until used.
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel(/E-mail/).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toContainText('Enter an e-mail address like name@example.com');
  await dialog.getByLabel(/E-mail/).fill(`colleague-${Date.now()}@journey.example`);
  await shoot(page, testInfo, 'invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('table', { name: /Pending invitations/ });
  await expect(pending).toContainText('colleague-');
  await expect(pending).toContainText(email);
  await shoot(page, testInfo, 'account-users');

  // Admins see the same account's invitations.
  await admin.goto(`/settings/invitations?account=${accountNumber}`);
  await expect(admin.getByRole('table', { name: /Pending invitations/ })).toContainText(
    'colleague-',
  );
  await shoot(admin, testInfo, 'settings-invitations');
  await adminContext.close();

  // Two-step sign-in: enrol with the key shown as text, then sign in with a code.
  await page.goto('/idp/security');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your authenticator' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await shoot(page, testInfo, 'idp-totp-enrol');
  const key = (await page.locator('code.secret').textContent()) ?? '';
  await page.getByLabel('Code from your authenticator app').fill(totp(key));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-step sign-in is on' }),
  ).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN', exact: true }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await shoot(page, testInfo, 'idp-totp-code');
  await page
    .getByLabel('Code from your authenticator app')
    .fill(
      '000000' === totp(key, Date.now() + 300_000) ? '111111' : totp(key, Date.now() + 300_000),
    );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await page.getByLabel('Code from your authenticator app').fill(totp(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Users' })).toBeVisible();

  // The reset pages, for their look.
  await page.goto('/idp/password/forgot');
  await shoot(page, testInfo, 'idp-forgot');
  expect(violations).toEqual([]);
});

test('a master user of several accounts reaches Users from the bar, on a phone too; an IAM user does not (issue 20 item 2)', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, { email: 'master@acme.example' });
  await page
    .getByRole('list', { name: 'Accounts' })
    .getByRole('button', { name: /Acme Networks/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Users' })).toBeVisible();
  await shoot(page, testInfo, 'tickets-master-bar');
  // On a phone the bar's links sit in its one header menu (issue 23 item 4).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const users = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Users' });
  await expect(users).toBeVisible();
  await users.click();
  await expect(page.getByRole('main')).toContainText('account 100001');
  await expect(page.getByRole('button', { name: 'Invite' })).toBeVisible();

  // An IAM user, in a browser of its own.
  const context = await browser.newContext();
  const iam = await context.newPage();
  await signIn(iam, { account: '100001', username: 'netops' });
  await expect(iam.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(iam.getByRole('banner').getByRole('link', { name: 'Users' })).toHaveCount(0);
  await context.close();
});
