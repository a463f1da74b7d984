import type { TLoginType } from '@fwmig/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConfig } from '../../../test/render-with-config';
import { TEST_CONFIG } from '../../../test/test-config';
import { ErrorPage, type TErrorPageProps } from './error-page';
import type { TLoginInfo } from './login-info-box';

const { serviceName, providerName } = TEST_CONFIG;

const INFO: TLoginInfo = {
  company: 'Acme Networks',
  masterUser: 'master@acme.example',
  iamUser: 'ops-admin',
  systemId: 'SYS-000123',
};

function renderPage(props: TErrorPageProps) {
  return renderWithConfig(<ErrorPage {...props} />);
}

function heading() {
  return screen.getByRole('heading', { level: 1 });
}

describe('error page titles (spec §8)', () => {
  it.each<[string, string, TLoginType | undefined, string]>([
    [
      'S8-8',
      'NO_ACCOUNT',
      undefined,
      `Service Portal Access Account Has Not Been Created at ${providerName}`,
    ],
    ['S8-10', 'NO_CONVERTER', 'IAM', `${serviceName} Service Portal Access Denied`],
    ['S8-11', 'NO_PERMISSION', 'IAM_NOPORTAL', `${serviceName} Service Portal Access Disabled`],
    ['S8-13', 'NO_PERMISSION', 'IAM', 'Wrong User Permission for IAM User'],
    ['S8-13', 'NO_PERMISSION', 'IDP', 'Wrong User Permission for IAM User'],
    ['S8-13', 'NO_PERMISSION', undefined, 'Wrong User Permission for IAM User'],
    ['S8-15', 'SOMETHING_ELSE', 'IAM', 'Fail to Load Account Data'],
    ['S8-15', '', undefined, 'Fail to Load Account Data'],
  ])('%s: %s with login type %s is headed "%s"', (_row, type, loginType, title) => {
    renderPage({ type, loginType });
    expect(heading().textContent).toBe(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('error page explanations (spec §8)', () => {
  it('S8-9: NO_ACCOUNT tells the user to create a service portal account at the identity provider', () => {
    renderPage({ type: 'NO_ACCOUNT' });
    expect(
      screen.getByText(
        `Create a service portal account at the identity provider (${providerName}) first, then sign in again.`,
      ),
    ).toBeVisible();
  });

  it('S8-9: NO_ACCOUNT links to the account creation address of the config', () => {
    renderWithConfig(<ErrorPage type="NO_ACCOUNT" />, {
      ...TEST_CONFIG,
      accountCreationUrl: 'https://idp.example.com/register',
    });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      'https://idp.example.com/register',
    );
  });

  it('offers "Create an account" only for NO_ACCOUNT', () => {
    renderPage({ type: 'NO_CONVERTER' });
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('issue 20: ACCOUNT_BLOCKED says the account is blocked and whom to ask, not a permission text', () => {
    renderPage({ type: 'ACCOUNT_BLOCKED', loginType: 'IAM' });
    expect(heading().textContent).toBe(`${serviceName} Service Portal Account Blocked`);
    expect(screen.getByText('This account is blocked from the service portal.')).toBeVisible();
    expect(
      screen.getByText(
        `Ask your administrator to unblock it, or contact ${providerName} support. You may also choose another account.`,
      ),
    ).toBeVisible();
    expect(screen.queryByText('Wrong User Permission for IAM User')).toBeNull();
  });

  it('NO_CONVERTER says the account has no access and asks the master account admin', () => {
    renderPage({ type: 'NO_CONVERTER' });
    expect(
      screen.getByText(`The account you chose has no access to ${serviceName}.`),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Ask the admin of your master account to add it, or choose another account.',
      ),
    ).toBeVisible();
  });

  it('S8-12: NO_PERMISSION with IAM_NOPORTAL asks the master account admin to enable access', () => {
    renderPage({ type: 'NO_PERMISSION', loginType: 'IAM_NOPORTAL' });
    expect(
      screen.getByText(
        'Ask the admin of your master account to enable service portal access for this IAM user.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/portal admin and read\/write permission/)).not.toBeInTheDocument();
  });

  it('S8-14: NO_PERMISSION otherwise says only portal admins with read/write are supported', () => {
    renderPage({ type: 'NO_PERMISSION', loginType: 'IAM' });
    expect(
      screen.getByText('Only IAM users with portal admin and read/write permission are supported.'),
    ).toBeVisible();
    expect(screen.queryByText(/enable service portal access/)).not.toBeInTheDocument();
  });

  it('S8-16: any other type advises retrying and a ticket if it persists after 24 hours', () => {
    renderPage({ type: 'SOMETHING_ELSE' });
    expect(
      screen.getByText(
        'Please retry by signing in again. If the problem persists after 24 hours, create a ticket.',
      ),
    ).toBeVisible();
  });
});

describe('error page layout (spec §2)', () => {
  it('S2-70: shows a "Login Blocked" banner', () => {
    renderPage({ type: 'NO_CONVERTER' });
    expect(screen.getByRole('alert').textContent).toBe('Login Blocked');
  });

  it('S2-71: shows the login information box with the four values', () => {
    renderPage({ type: 'NO_CONVERTER', loginInfo: INFO });
    const box = screen.getByRole('region', { name: 'Login information' });
    for (const value of Object.values(INFO)) {
      expect(within(box).getByText(value)).toBeVisible();
    }
  });

  it('leaves the login information box out without login information', () => {
    renderPage({ type: 'NO_CONVERTER' });
    expect(screen.queryByRole('region', { name: 'Login information' })).not.toBeInTheDocument();
  });

  it('S2-72: the copy button of the page copies the login information', async () => {
    const user = userEvent.setup();
    renderPage({ type: 'NO_CONVERTER', loginInfo: INFO });
    await user.click(screen.getByRole('button', { name: 'Copy login information' }));
    expect(await navigator.clipboard.readText()).toBe(
      'Company: Acme Networks\nMaster User: master@acme.example\nIAM User: ops-admin\nSystem ID: SYS-000123',
    );
  });

  it('S2-73: with a close handler "Select Another Account" is shown and calls it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderPage({ type: 'NO_CONVERTER', onClose });
    await user.click(screen.getByRole('button', { name: 'Select Another Account' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('S2-73: "Select Another Account" is displayed as written, not upper-cased by the theme', () => {
    renderPage({ type: 'NO_CONVERTER', onClose: vi.fn() });
    const button = screen.getByRole('button', { name: 'Select Another Account' });
    expect(getComputedStyle(button).textTransform).toBe('none');
  });

  it('S2-73: without a close handler there is no "Select Another Account"', () => {
    renderPage({ type: 'NO_CONVERTER', onSignOut: vi.fn() });
    expect(
      screen.queryByRole('button', { name: 'Select Another Account' }),
    ).not.toBeInTheDocument();
  });

  it('shows "Sign Out" only with a sign-out handler, and calls it', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    const { unmount } = renderPage({ type: 'NO_CONVERTER', onSignOut });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    unmount();

    renderPage({ type: 'NO_CONVERTER' });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });
});
