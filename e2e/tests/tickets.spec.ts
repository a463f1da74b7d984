import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { recordApiRequests, signIn } from '../sign-in-helpers';

const CUSTOMER = { email: 'netops@acme.example' };
const ENGINEER = { email: 'admin@converter.example' };
const ASA_CONFIG =
  'hostname edge-asa\naccess-list outside_in extended permit tcp any host 10.0.0.5 eq 443\n';
const DELIVERABLE = 'config system global\n    set hostname "edge-fgt"\nend\n';

/** A signed-in browser context of its own, so customer and engineer work side by side. */
async function signedInPage(browser: Browser, baseURL: string, who: { email: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  return page;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
}

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

test.describe('a conversion ticket end to end (issue 8)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('free licence, create with two files, list, edit, message, SSL VPN; assign, question, answer, deliver, download, close', async ({
    browser,
    baseURL,
  }) => {
    const customer = await signedInPage(browser, baseURL ?? '', CUSTOMER);
    const requests = recordApiRequests(customer);

    // S2-52..S2-57, S5-1..S5-5, S9-3: the free-licence page.
    await customer.goto('/free-license');
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Free conversion licence');
    const proceed = customer.getByRole('button', { name: 'Proceed To Create Ticket' });
    await expect(proceed).toBeDisabled();
    await expect(customer.getByText(/train the AI/)).toBeVisible();
    await customer.getByRole('combobox', { name: 'Target device serial number' }).click();
    const devices = customer.getByRole('listbox', { name: 'Target device serial number' });
    await expect(
      devices.getByRole('option', { name: 'FGT60FTK20000002 (Licensed)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await devices.getByRole('option', { name: 'FGT60FTK20000001', exact: true }).click();
    await expect(proceed).toBeDisabled();
    await customer.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    const deviceRequest = requests.find((r) => r.url().endsWith('/api/device/getDevicePage'));
    expect(deviceRequest?.headers()).toMatchObject({ skip: '0', limit: '100000' });
    await shot(customer, 'free-licence');
    await proceed.click();
    await expect(customer).toHaveURL(/\/ticket\/create\/FGT60FTK20000001$/);

    // The guided form, with the free licence and two configuration files.
    await expect(
      customer.getByRole('heading', { level: 1, name: 'Create a ticket' }),
    ).toBeVisible();
    await expect(customer.getByText('Free licence').first()).toBeVisible();
    await pick(customer, 'Source vendor', 'Cisco ASA');
    await customer.getByLabel('Source model').fill('ASA 5516-X');
    await customer.getByLabel('Source software version').fill('9.12(4)');
    await customer.getByLabel('Choose configuration files').setInputFiles([
      { name: 'edge-asa-running.cfg', mimeType: 'text/plain', buffer: Buffer.from(ASA_CONFIG) },
      {
        name: 'edge-asa-routes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('route outside 0.0.0.0 0.0.0.0 203.0.113.1\n'),
      },
    ]);
    await expect(customer.getByText('edge-asa-routes.txt')).toBeVisible();
    await customer.getByLabel('Contact name').fill('Nora Netops');
    await customer
      .getByLabel('Notes for the engineer (optional)')
      .fill('Cut-over on Friday night.');
    await shot(customer, 'create-form');
    await customer.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(customer).toHaveURL(/\/ticket\/detail\/\d+$/);
    const id = Number(/(\d+)$/.exec(customer.url())?.[1]);
    await expect(customer.getByRole('heading', { level: 1, name: `Ticket ${id}` })).toBeVisible();
    const files = customer.getByRole('region', { name: 'Files' });
    await expect(files.getByText('edge-asa-running.cfg')).toBeVisible();
    await expect(files.getByText('edge-asa-routes.txt')).toBeVisible();

    // S9-1, S7-39: the list asks for skip 0 and limit 20 and shows the new ticket.
    await customer.goto('/tickets');
    await expect(customer.getByRole('link', { name: `Ticket ${id}`, exact: true })).toBeVisible();
    const listRequest = requests.findLast((r) => r.url().endsWith('/api/care/customerGetAll'));
    expect(listRequest?.headers()).toMatchObject({ skip: '0', limit: '20' });
    await shot(customer, 'ticket-list');

    // Edit while submitted.
    await customer.goto(`/ticket/edit/${id}`);
    await customer
      .getByLabel('Notes for the engineer (optional)')
      .fill('Cut-over moved to Saturday.');
    await customer.getByRole('button', { name: 'Save' }).click();
    await expect(customer).toHaveURL(new RegExp(`/ticket/detail/${id}$`));
    await expect(customer.getByText('Cut-over moved to Saturday.')).toBeVisible();

    // A message to the engineer.
    await customer
      .getByLabel('Message to the engineer')
      .fill('The outside interface is the ISP uplink.');
    await customer.getByRole('button', { name: 'Send' }).click();
    await expect(customer.getByText('The outside interface is the ISP uplink.')).toBeVisible();

    // SSL VPN settings.
    await customer.getByRole('link', { name: 'SSL VPN settings' }).click();
    await expect(
      customer.getByRole('heading', { level: 1, name: 'SSL VPN settings' }),
    ).toBeVisible();
    await customer.getByLabel('Listening interface').fill('wan1');
    await customer.getByRole('textbox', { name: 'Pool 1' }).first().fill('10.212.134.0/7');
    await customer.getByRole('button', { name: 'Save' }).click();
    await expect(
      customer.getByText(/must be an IPv4 network with a mask \/8 to \/32/i),
    ).toBeVisible();
    await customer.getByRole('textbox', { name: 'Pool 1' }).first().fill('10.212.134.0/24');
    await shot(customer, 'sslvpn');
    await customer.getByRole('button', { name: 'Save' }).click();
    await expect(customer.getByText('SSL VPN settings saved')).toBeVisible();
    await expect(customer).toHaveURL(new RegExp(`/ticket/detail/${id}$`));

    // The engineer assigns it, starts work and asks a question.
    const engineer = await signedInPage(browser, baseURL ?? '', ENGINEER);
    await engineer.goto(`/ticket/detail/${id}`);
    await expect(engineer.getByText('The outside interface is the ISP uplink.')).toBeVisible();
    await pick(engineer, 'Assignee', 'admin@converter.example');
    await expect(engineer.getByText(/Assigned to admin@converter.example/)).toBeVisible();
    await engineer.getByRole('button', { name: 'Start work' }).click();
    await engineer.getByRole('button', { name: 'Ask the customer' }).click();
    await engineer.getByLabel('Your question').fill('Should split tunnelling stay on?');
    await engineer.getByRole('button', { name: 'Send question' }).click();
    await expect(engineer.getByText('Waiting for customer').first()).toBeVisible();

    // The customer answers: the ticket goes back to the engineer.
    await customer.reload();
    await expect(customer.getByText('Should split tunnelling stay on?').first()).toBeVisible();
    await customer.getByLabel('Your answer').fill('Yes, keep it on for 10.0.0.0/16.');
    await customer.getByRole('button', { name: 'Send' }).click();
    await expect(customer.getByText('In progress').first()).toBeVisible();

    // The engineer attaches the converted configuration and delivers.
    await engineer.reload();
    await expect(engineer.getByText('Yes, keep it on for 10.0.0.0/16.')).toBeVisible();
    await engineer.getByLabel('Deliverable files').setInputFiles({
      name: 'edge-fgt.conf',
      mimeType: 'text/plain',
      buffer: Buffer.from(DELIVERABLE),
    });
    await expect(engineer.getByText('edge-fgt.conf').first()).toBeVisible();
    await engineer.getByRole('button', { name: 'Deliver', exact: true }).click();
    await engineer.getByRole('alertdialog').getByRole('button', { name: 'Deliver' }).click();
    await expect(engineer.getByText('Delivered').first()).toBeVisible();
    await shot(engineer, 'engineer-detail');

    // The customer downloads the deliverable and closes the ticket.
    await customer.reload();
    await expect(customer.getByText('Your converted configuration is ready')).toBeVisible();
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer
        .getByRole('button', { name: /Download edge-fgt.conf/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('edge-fgt.conf');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(saved, 'utf8')).toBe(DELIVERABLE);
    await shot(customer, 'customer-delivered');
    await customer.getByRole('button', { name: 'Accept and close' }).click();
    await customer
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Accept and close' })
      .click();
    await expect(customer.getByText('Closed').first()).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Send' })).toHaveCount(0);

    await customer.context().close();
    await engineer.context().close();
  });
});
