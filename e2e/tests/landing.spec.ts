import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';

test.describe('a visitor who is not signed in', () => {
  test('reads the landing page of the service (S1-1..S1-7, S2-1, S2-4, S2-5)', async ({
    page,
  }, testInfo) => {
    const config = await (await page.request.get('/api/config')).json();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto('/');
    await expect(page).toHaveTitle(config.serviceName);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(config.serviceName);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText(config.serviceName);
    await expect(
      banner
        .getByRole('link', { name: 'LOGIN', exact: true })
        .or(banner.getByRole('button', { name: 'LOGIN', exact: true })),
    ).toBeVisible();
    await expect(
      banner
        .getByRole('link', { name: 'CREATE ACCOUNT' })
        .or(banner.getByRole('button', { name: 'CREATE ACCOUNT' })),
    ).toBeVisible();

    const main = page.getByRole('main');
    for (const blurb of ['Automated', 'Accelerate', 'Secure']) {
      await expect(main.getByRole('heading', { name: blurb, exact: true })).toBeVisible();
    }
    await expect(main).toContainText(/automat/i);
    await expect(main).toContainText('1 Business Day');
    await expect(main).toContainText(/validated .*lab|lab.*validat/i);

    const learnMore = main.getByRole('link', { name: /learn more/i });
    const href = await learnMore.getAttribute('href');
    expect(new URL(href ?? '').origin).not.toBe(new URL(page.url()).origin);

    const shot = testInfo.outputPath('landing.png');
    await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
    await testInfo.attach('landing', { path: shot, contentType: 'image/png' });
    expect(errors).toEqual([]);
  });

  test('CREATE ACCOUNT leads to a page of the portal; the footer shows the version (S2-5, S9-38, S3-110, S3-111)', async ({
    page,
  }) => {
    const { data: version } = await (await page.request.get('/api/version')).json();
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(
      `Version ${version.sw_version}, patch ${version.patch}`,
    );
    await page.getByRole('banner').getByRole('link', { name: 'CREATE ACCOUNT' }).click();
    // issue 20 item 3: the built-in IdP's registration form (company, e-mail, password).
    await expect(page).toHaveURL(/\/idp\/register$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Create your .+ account$/ }),
    ).toBeVisible();
    await expect(page.getByLabel('Company')).toBeVisible();
  });

  test('finds the footer: year, Terms of Service PDF, Privacy Policy (S2-49..S2-51)', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`${new Date().getFullYear()}`);
    await expect(footer).toContainText(/©|copyright/i);

    const terms = footer.getByRole('link', { name: 'Terms of Service' });
    const termsHref = await terms.getAttribute('href');
    const pdf = await page.request.get(termsHref ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const download = page.waitForEvent('download');
    await terms.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
    const privacyHref = await privacy.getAttribute('href');
    expect(privacyHref).toBeTruthy();
    expect((await page.request.get(privacyHref ?? '')).status()).toBe(200);
  });

  test('is sent to / from an unknown path (S2-3)', async ({ page }) => {
    await page.goto('/no/such/path');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('downloads less than 250 KB of gzipped JavaScript for the landing page', async ({
    page,
  }) => {
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThan(250 * 1024);
  });
});
