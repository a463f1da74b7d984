import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expect, test } from '../fixtures';
import { focusRing } from '../focus-ring';
import { expectReflow, REFLOW_WIDTH } from '../reflow';
import { signIn, type TDemoSignIn } from '../sign-in-helpers';

const CUSTOMER = { email: 'netops@acme.example' };
const ENGINEER = { email: 'admin@converter.example' };
/** issue 23 item 4: a name too long for its column in the report. */
const LONG_OBJECT_NAME = 'WEB-SERVER-CLUSTER-FRANKFURT-PRIMARY-DATACENTRE';
const ASA_CONFIG =
  'hostname edge-asa\n' +
  'interface GigabitEthernet0/0\n nameif outside\n ip address 203.0.113.2 255.255.255.0\n' +
  'object network WEB\n host 10.0.0.5\n' +
  `object network ${LONG_OBJECT_NAME}\n host 10.0.0.6\n` +
  'access-list outside_in extended permit tcp any host 10.0.0.5 eq 443\n' +
  'access-group outside_in in interface outside\n';

/** 1280 CSS px at 200 % zoom. */
const ZOOM_200_WIDTH = 640;

let serviceName = '';

test.beforeAll(async ({ request }) => {
  serviceName = (await (await request.get('/api/config')).json()).serviceName;
});

/** The title a screen whose heading is `heading` carries (issue 23 item 3). */
const titled = (heading: string) =>
  heading === serviceName ? serviceName : `${heading} · ${serviceName}`;

/**
 * One screen state: its level-1 heading and document title, no axe violation and, unless an
 * open menu or dialog would not survive a resize, no sideways scrolling at 320 px.
 */
async function checkScreen(
  page: Page,
  label: string,
  { heading, reflow = true }: { heading?: string; reflow?: boolean } = {},
) {
  if (heading !== undefined) {
    // Patient: on a busy machine a page may still be loading its session.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, {
      timeout: 20_000,
    });
    await expect.soft(page, `title of ${label}`).toHaveTitle(titled(heading));
  }
  await expectNoAxeViolations(page, label);
  if (reflow) await expectReflow(page, label);
}

/** Every column named is in view: its header ends inside the window. */
async function inView(table: Locator, columns: string[]) {
  const width = table.page().viewportSize()?.width ?? 0;
  for (const column of columns) {
    const header = table.getByRole('columnheader', { name: column, exact: true });
    const box = await header.boundingBox();
    expect(box, column).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), column).toBeLessThanOrEqual(width);
  }
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * issue 23 item 4: Tab from the focused element reaches a cell of `table` whose text is cut
 * (the first, or the one holding `text`), and its tooltip shows the cell's whole text; axe
 * stays clean.
 */
async function expectCutCellReachable(page: Page, table: Locator, label: string, text?: string) {
  let reached: string | null = null;
  for (let stop = 0; stop < 60 && reached === null; stop += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate((wanted) => {
      const active = document.activeElement;
      if (!(active instanceof HTMLTableCellElement) || active.tagName !== 'TD') return null;
      if (active.dataset.truncated !== 'true') return null;
      const whole = active.innerText.trim();
      return wanted === null || whole === wanted ? whole : null;
    }, text ?? null);
  }
  expect(reached, `a cut cell in the ${label} takes focus`).not.toBeNull();
  const focused = table.locator('td:focus');
  await expect(focused).toHaveCount(1);
  // The tooltip the focused cell points at (the last cell's may still be fading out).
  await expect(focused).toHaveAttribute('aria-describedby', /.+/);
  const tooltipId = (await focused.getAttribute('aria-describedby')) ?? '';
  const tooltip = page.locator(`[role="tooltip"][id="${tooltipId}"]`);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(reached ?? '');
  await expectNoAxeViolations(page, `${label}, a cut cell focused`);
}

async function signedIn(browser: Browser, baseURL: string, who: TDemoSignIn, width?: number) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, who);
  // A narrow window, as at 200 % or 400 % zoom (issue 23 item 4).
  if (width !== undefined) await page.setViewportSize({ width, height: 720 });
  return page;
}

/**
 * The one ticket this file submits, on the free licence of a device no other journey uses, so
 * the account's bought licences stay for the other journeys (they share one server).
 */
const FREE_DEVICE = 'FG100FTK21000003';
let ticketId = '';

/** From the free-licence page (already open), through the create form to the new ticket. */
async function submitFreeTicket(page: Page): Promise<string> {
  await page.getByRole('combobox', { name: 'Target device serial number' }).click();
  await page.getByRole('option', { name: FREE_DEVICE, exact: true }).click();
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Proceed To Create Ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a ticket' })).toBeVisible();
  await expect(page.getByText('Free licence').first()).toBeVisible();
  await page.getByLabel('Choose configuration files').setInputFiles({
    name: 'edge-asa.cfg',
    mimeType: 'text/plain',
    buffer: Buffer.from(ASA_CONFIG),
  });
  await expect(page.getByText('edge-asa.cfg', { exact: true })).toBeVisible();
  await page.getByLabel('Contact name').fill('Nora Netops');
  await checkScreen(page, 'create form, filled in', { heading: 'Create a ticket' });
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page).toHaveURL(/\/ticket\/detail\/\d+$/);
  ticketId = page.url().split('/').pop() ?? '';
  return ticketId;
}

/** The ticket the customer's journey below submitted (run the file, not one test alone). */
function submittedTicket(): string {
  if (!ticketId) throw new Error('run the whole file: the customer journey submits the ticket');
  return ticketId;
}

test.describe('every screen is accessible (issue 23)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('signed out: landing, registration and an error page', async ({ page }) => {
    await page.goto('/');
    await checkScreen(page, 'landing page', { heading: serviceName });
    await page.goto('/register');
    await checkScreen(page, 'registration page');
    // issue 20: the built-in IdP's own pages (registration, password reset, sign-in).
    for (const path of ['/idp/register', '/idp/password/forgot']) {
      await page.goto(path);
      await checkScreen(page, path);
    }
    await page.goto('/error/SOMETHING_ELSE');
    await checkScreen(page, 'error page, signed out', { heading: 'Fail to Load Account Data' });
  });

  test('the account chooser and the OU tree of a master user with three accounts', async ({
    page,
  }) => {
    await signIn(page, { email: 'master@acme.example' });
    await expect(page).toHaveURL(/\/selection\/ouaccount$/);
    await expect(page.getByText('is associated with 3 accounts')).toBeVisible();
    await checkScreen(page, 'account chooser');
    const accounts = page.getByRole('list', { name: 'Accounts' });
    // The list holds list items, each holding its account's button.
    await expect(accounts.getByRole('listitem')).toHaveCount(3);
    await accounts.getByRole('button', { name: /Acme Networks/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await page.getByRole('button', { name: 'Organization units' }).click();
    await expect(page.getByRole('dialog', { name: 'Organization units' })).toBeVisible();
    await checkScreen(page, 'OU tree open', { reflow: false });
    // issue 20: the master user's Users page (invite, pending invitations).
    await page.keyboard.press('Escape');
    await page.goto('/account/users');
    await checkScreen(page, 'account users', { heading: 'Users' });
  });

  test('an IdP user: role selection and the Switch Roles dialog', async ({ page }) => {
    await signIn(page, { email: 'idp.user@acme.example' });
    await expect(page.getByRole('heading', { level: 1, name: 'Select a role' })).toBeVisible();
    await checkScreen(page, 'role selection', { heading: 'Select a role' });
    await page
      .getByRole('table', { name: 'Roles' })
      .getByRole('row', { name: /Acme Networks/ })
      .getByRole('button', { name: 'Select' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await page.getByRole('button', { name: 'idp.user@acme.example', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Switch Roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Role to Proceed' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Expand Acme Networks/ }).click();
    await checkScreen(page, 'Switch Roles dialog', { reflow: false });
  });

  for (const [who, path] of [
    [{ email: 'nobody@acme.example' }, '/error/NO_ACCOUNT'],
    [{ email: 'master@noconv.example' }, '/error/NO_CONVERTER'],
    [{ account: '100001', username: 'auditor' }, '/error/NO_PERMISSION'],
  ] as const) {
    test(`the error page ${path}`, async ({ page }) => {
      await signIn(page, who);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await checkScreen(page, path, { heading });
    });
  }

  test('a customer: ticket list, menus, free licence, create, detail on each run tab, edit, SSL VPN', async ({
    browser,
    baseURL,
  }) => {
    const page = await signedIn(browser, baseURL ?? '', CUSTOMER);
    await checkScreen(page, 'customer ticket list', { heading: 'Tickets' });
    await page.getByRole('button', { name: CUSTOMER.email, exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await checkScreen(page, 'user menu open', { reflow: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await checkScreen(page, 'Services menu open', { reflow: false });
    await page.keyboard.press('Escape');

    await page.goto('/free-license');
    await checkScreen(page, 'free licence', { heading: 'Free conversion licence' });
    await page.getByRole('combobox', { name: 'Target device serial number' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await checkScreen(page, 'free licence, devices open', { reflow: false });
    await page.keyboard.press('Escape');

    const id = await submitFreeTicket(page);
    const run = page.getByRole('region', { name: 'Run 1', exact: true });
    await expect(run.locator('[data-run-status="done"]')).toBeVisible({ timeout: 90_000 });
    for (const tab of ['Summary', 'Report', 'FortiOS output', 'Verification', 'Compare runs']) {
      await run.getByRole('tab', { name: tab }).click();
      await expect(run.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(run.getByRole('tabpanel')).not.toBeEmpty();
      await checkScreen(page, `ticket detail, run tab ${tab}`, { heading: `Ticket ${id}` });
    }

    await page.goto(`/ticket/edit/${id}`);
    await checkScreen(page, 'edit form', { heading: `Edit ticket ${id}` });
    await page.goto(`/ticket/sslvpnsetting/${id}`);
    await checkScreen(page, 'SSL VPN settings', { heading: 'SSL VPN settings' });
    await page.context().close();
  });

  test('an engineer: queue, a ticket with the engineer controls, the settings screens', async ({
    browser,
    baseURL,
  }) => {
    const id = submittedTicket();
    const page = await signedIn(browser, baseURL ?? '', ENGINEER);
    await checkScreen(page, 'engineer queue', { heading: 'Tickets' });
    await page.goto(`/ticket/detail/${id}`);
    await page.getByRole('button', { name: 'Start work' }).click();
    await expect(page.getByText('In progress').first()).toBeVisible();
    await checkScreen(page, 'ticket detail, engineer', { heading: `Ticket ${id}` });
    // issue 23: "Attach deliverable" is a button, and no 1x1 px file input takes a tab stop.
    await expect(page.getByRole('button', { name: 'Attach deliverable' })).toBeVisible();
    await expect(page.getByLabel('Deliverable files')).toBeHidden();

    for (const [path, heading] of [
      ['/settings', 'Settings'],
      ['/settings/version', 'Firmware versions'],
      ['/settings/model/add', 'Add model'],
      ['/settings/menus', undefined],
      ['/settings/audit', undefined],
      // issue 20: the directory, invitations and the mail outbox.
      ['/settings/invitations?account=100001', undefined],
      ['/settings/mail', undefined],
      ['/admin/accounts', undefined],
      ['/admin/accounts/100001', undefined],
      ['/admin/logins', undefined],
      ['/admin/organisations', undefined],
      ['/admin/devices', undefined],
      ['/admin/licences', undefined],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkScreen(page, path, { heading });
    }
    await page.context().close();
  });
});

test.describe('keyboard focus, page changes and zoom (issue 23)', () => {
  test('every element the Tab key reaches on the ticket list shows a focus ring of 3:1 or more; resize grips are no tab stops', async ({
    browser,
    baseURL,
  }) => {
    const page = await signedIn(browser, baseURL ?? '', ENGINEER);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const weak: string[] = [];
    const seen = new Set<string>();
    for (let stop = 0; stop < 80; stop += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      if (!ring || seen.has(ring.element)) continue;
      seen.add(ring.element);
      if (ring.ratio < 3) weak.push(`${ring.element}: ${ring.ratio}`);
    }
    expect([...seen].some((element) => element.includes('"Ticket"'))).toBe(true);
    expect([...seen].some((element) => element.includes('[role=combobox]'))).toBe(true);
    expect([...seen].filter((element) => element.includes('[role=separator]'))).toEqual([]);
    expect(weak).toEqual([]);

    // Menu items and dropdown options, reached with the arrow keys.
    await page.getByRole('button', { name: ENGINEER.email, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    expect((await focusRing(page))?.ratio).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
    await page.goto('/free-license');
    await page.getByRole('combobox', { name: 'Target device serial number' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const option = await focusRing(page);
    expect(option?.element).toContain('[role=option]');
    expect(option?.ratio).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  test('in-app navigation names the page in the title and moves focus to its heading', async ({
    browser,
    baseURL,
  }) => {
    const id = submittedTicket();
    const customer = await signedIn(browser, baseURL ?? '', CUSTOMER);
    await expect(customer.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible({
      timeout: 20_000,
    });
    await customer.getByRole('link', { name: `Ticket ${id}`, exact: true }).click();
    await expect(customer.getByRole('heading', { level: 1, name: `Ticket ${id}` })).toBeFocused();
    await expect(customer).toHaveTitle(titled(`Ticket ${id}`));
    await customer.getByRole('banner').getByRole('link', { name: 'Tickets' }).click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Tickets' })).toBeFocused();
    await expect(customer).toHaveTitle(titled('Tickets'));
    await customer.getByRole('link', { name: `Ticket ${id}`, exact: true }).click();
    await expect(customer.getByRole('heading', { level: 1, name: `Ticket ${id}` })).toBeFocused();
    // A reload is no in-app navigation: focus stays at the top of the page.
    await customer.reload();
    await expect(customer).toHaveTitle(titled(`Ticket ${id}`));
    await expect(customer.getByRole('heading', { level: 1 })).not.toBeFocused();
    await customer.context().close();
  });

  test('at 320 px the header collapses into one menu that reaches every control, Logout too', async ({
    browser,
    baseURL,
  }) => {
    const page = await signedIn(browser, baseURL ?? '', CUSTOMER, REFLOW_WIDTH);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Tickets' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Support' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The OU tree's button says what it opens (not an icon alone).
    await expect(menu.getByRole('button', { name: 'Organization units' })).toHaveText(
      'Organization units',
    );
    await expectNoAxeViolations(page, 'header menu at 320 px');
    await page.screenshot({ path: test.info().outputPath('header-menu-320.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    // A link in the panel closes it, and focus goes to the new page's heading.
    await page.keyboard.press('Escape');
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeFocused();
    await page.goto('/free-license');
    await banner.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Tickets' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeFocused();

    await banner.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
  });

  test('at 200 % zoom (640 px) the ticket list and the report keep their important columns; the Columns menu brings back the rest by keyboard', async ({
    browser,
    baseURL,
  }) => {
    const id = submittedTicket();
    // 1280 px at 200 % (issue 23 item 4).
    const page = await signedIn(browser, baseURL ?? '', ENGINEER, ZOOM_200_WIDTH);
    const list = page.getByRole('table', { name: 'Tickets' });
    await expect(list.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await inView(list, ['Ticket', 'Status', 'Conversion']);
    await expect(list.getByRole('columnheader', { name: 'Target device' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('ticket-list-200.png'), fullPage: true });

    // The Columns menu from the keyboard: Enter opens it, arrows move, Space ticks, Escape closes.
    const chooser = page.getByRole('button', { name: /^Columns \(\d+ hidden\)$/ });
    await chooser.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Columns of Tickets' });
    const device = menu.getByRole('menuitemcheckbox', { name: 'Target device' });
    await expect(device).toHaveAttribute('aria-checked', 'false');
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Ticket' })).toBeDisabled();
    for (let step = 0; step < 12; step += 1) {
      if (await device.evaluate((item) => item === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(device).toBeFocused();
    expect((await focusRing(page))?.ratio).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Space');
    await expect(device).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page, 'Columns menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: /^Columns/ })).toBeFocused();
    await expect(list.getByRole('columnheader', { name: 'Target device' })).toBeVisible();
    // The column shown on request scrolls in the table's own box, never the page.
    expect(await pageWidth(page)).toBeLessThanOrEqual(ZOOM_200_WIDTH);

    // Narrowed from the keyboard, the serial is cut: its cell takes focus and shows it whole.
    const deviceHeader = list.getByRole('columnheader', { name: 'Target device' });
    await deviceHeader.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowLeft');
    await expectCutCellReachable(page, list, 'ticket list');

    // The report of the ticket this file submitted: its long object name is cut.
    await page.goto(`/ticket/detail/${id}`);
    const run = page.getByRole('region', { name: 'Run 1', exact: true });
    await expect(run.locator('[data-run-status="done"]')).toBeVisible({ timeout: 90_000 });
    await run.getByRole('tab', { name: 'Report' }).click();
    const report = run.getByRole('table', { name: 'Conversion report' });
    await inView(report, ['Status', 'Type', 'Name']);
    await expect(page.getByRole('button', { name: /^Columns \(\d+ hidden\)$/ })).toBeVisible();
    const longName = report.getByRole('cell', { name: LONG_OBJECT_NAME });
    await expect(longName).toHaveAttribute('tabindex', '0');
    await report.getByRole('button', { name: 'Name', exact: true }).focus();
    await expectCutCellReachable(page, report, 'report', LONG_OBJECT_NAME);
    await page.screenshot({ path: test.info().outputPath('report-200.png'), fullPage: true });
    await page.context().close();
  });

  test('at 320 px the ticket list, the ticket page and its report scroll nothing sideways; the status line keeps every chip whole', async ({
    browser,
    baseURL,
  }) => {
    const id = submittedTicket();
    const page = await signedIn(browser, baseURL ?? '', CUSTOMER, REFLOW_WIDTH);
    await expect(page.getByRole('table', { name: 'Tickets' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 20_000,
    });
    expect(await pageWidth(page), 'ticket list').toBeLessThanOrEqual(REFLOW_WIDTH);
    await page.goto(`/ticket/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ticket ${id}` })).toBeVisible();
    const chips = page.getByRole('main').locator('header .MuiChip-root');
    await expect(chips.first()).toBeVisible();
    for (const chip of await chips.all()) {
      const box = await chip.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), await chip.innerText()).toBeLessThanOrEqual(
        REFLOW_WIDTH,
      );
      // No chip cuts its words (the promise wraps inside its chip).
      const cut = await chip.evaluate((element) => {
        const label = element.querySelector('.MuiChip-label');
        return label ? label.scrollWidth > label.clientWidth + 1 : false;
      });
      expect(cut, await chip.innerText()).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath('ticket-320.png') });
    expect(await pageWidth(page), 'ticket page').toBeLessThanOrEqual(REFLOW_WIDTH);
    const run = page.getByRole('region', { name: 'Run 1', exact: true });
    await run.getByRole('tab', { name: 'Report' }).click();
    await expect(run.getByRole('table', { name: 'Conversion report' })).toBeVisible();
    expect(await pageWidth(page), 'report').toBeLessThanOrEqual(REFLOW_WIDTH);
    await expectNoAxeViolations(page, 'report at 320 px');
    await page.screenshot({ path: test.info().outputPath('report-320.png'), fullPage: true });
    await page.context().close();
  });
});
