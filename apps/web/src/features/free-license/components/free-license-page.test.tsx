import type { TDevice } from '@fwmig/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { apiClient } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { TEST_CONFIG } from '../../../test/test-config';
import { TICKET_KEYS } from '../../../lib/query-keys';
import { FreeLicensePage } from './free-license-page';

const device = (sn: string, flags: Partial<TDevice> = {}): TDevice => ({
  sn,
  model: 'FortiGate-60F',
  entitled: true,
  license: false,
  creatable: true,
  freeLicenceClaimed: false,
  ...flags,
});

const DEVICES = [
  device('FGT60FTK20000001'),
  device('FGT60FTK20000002', { license: true }),
  device('FG100FTK21000003', { entitled: false, license: true }),
];

/** Shows where the button went and the route state it carried. */
function CreateTarget() {
  const location = useLocation();
  return <p data-testid="create-target">{JSON.stringify(location.state)}</p>;
}

function renderPage(path = '/free-license', devices: TDevice[] | null = DEVICES) {
  const queryClient = createQueryClient();
  if (devices) queryClient.setQueryData(TICKET_KEYS.devices, devices);
  const router = createMemoryRouter(
    [
      { path: '/free-license/:sn?', element: <FreeLicensePage /> },
      { path: '/ticket/create/:sn?', element: <CreateTarget /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders config={TEST_CONFIG} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, view };
}

/** The dropdown's trigger: the first such combobox, since the open panel's search has its name. */
const serialField = () =>
  screen.getAllByRole('combobox', {
    name: /Target device serial number/,
    hidden: true,
  })[0] as HTMLElement;
const agreement = () => screen.getByRole('checkbox', { name: /I agree to the terms/ });
const proceed = () => screen.getByRole('button', { name: 'Proceed To Create Ticket' });

async function pickSerial(user: ReturnType<typeof userEvent.setup>, sn: string) {
  await user.click(serialField());
  await user.click(screen.getByRole('option', { name: sn }));
}

describe('free-license page (spec §2, §5)', () => {
  it('S2-52 S2-53 S2-55 S2-56: dropdown, unticked agreement, AI-training text and the button', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Free conversion licence' }),
    ).toBeVisible();
    expect(serialField()).toBeVisible();
    expect(agreement()).not.toBeChecked();
    expect(screen.getByText(/may be used, in anonymised form, to train the AI/)).toBeVisible();
    expect(proceed()).toHaveTextContent(/^Proceed To Create Ticket$/);
  });

  it('S5-4 S5-5 S5-6 S3-100..S3-103: licensed devices say (Licensed) and are disabled', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(serialField());
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'FGT60FTK20000001',
      'FGT60FTK20000002 (Licensed)',
      // Licensed but not entitled: not all three flags, so no suffix and selectable.
      'FG100FTK21000003',
    ]);
    expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    expect(options[0]).not.toHaveAttribute('aria-disabled');
    expect(options[2]).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('option', { name: 'FGT60FTK20000002 (Licensed)' }));
    expect(serialField()).toHaveValue('');
    await user.keyboard('{Escape}');
    await pickSerial(user, 'FG100FTK21000003');
    expect(serialField()).toHaveValue('FG100FTK21000003');
  });

  it('S5-1 S5-2 S5-3: the button is enabled only while a serial and the agreement are set', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(proceed()).toBeDisabled();
    await user.click(agreement());
    expect(proceed()).toBeDisabled();
    await user.click(agreement());
    await pickSerial(user, 'FGT60FTK20000001');
    expect(proceed()).toBeDisabled();
    await user.click(agreement());
    expect(proceed()).toBeEnabled();
    await user.click(agreement());
    expect(proceed()).toBeDisabled();
  });

  it('S2-57: the button opens /ticket/create/{sn} with isFreeLicense in the route state', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await pickSerial(user, 'FG100FTK21000003');
    await user.click(agreement());
    await user.click(proceed());
    expect(router.state.location.pathname).toBe('/ticket/create/FG100FTK21000003');
    expect(screen.getByTestId('create-target')).toHaveTextContent('{"isFreeLicense":true}');
  });

  it('preselects the serial of the address when it may be chosen, not a licensed one', () => {
    const { view } = renderPage('/free-license/FGT60FTK20000001');
    expect(serialField()).toHaveValue('FGT60FTK20000001');
    view.unmount();
    renderPage('/free-license/FGT60FTK20000002');
    expect(serialField()).toHaveValue('');
  });

  it('S2-54 S4-49: the info banner closes, and shows again on the next visit', async () => {
    const user = userEvent.setup();
    const { view } = renderPage();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(/one free conversion licence/);
    expect(banner).toHaveClass('MuiAlert-colorInfo');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    view.unmount();
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent(/one free conversion licence/);
  });

  it('an account without devices sees an empty state, not a form', () => {
    renderPage('/free-license', []);
    expect(screen.getByText('No target devices are registered to this account yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Proceed To Create Ticket' })).toBeNull();
  });

  it('S9-3 S3-100..S3-103: asks for every device of the account (skip 0, limit 100000)', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({
      data: { data: { total: 1, items: [device('FGT60FTK20000001')] } },
    });
    renderPage('/free-license', null);
    expect(await screen.findByRole('button', { name: 'Proceed To Create Ticket' })).toBeVisible();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      '/api/device/getDevicePage',
      {},
      { headers: expect.objectContaining({ skip: '0', limit: '100000' }) },
    );
    post.mockRestore();
  });
});
