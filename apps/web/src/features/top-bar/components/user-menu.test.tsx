import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TVisibility } from '../utils/menu-visibility';
import { accountDetail } from '../utils/test-orgs';
import { permission, userItems } from '../utils/test-menus';
import { SwitchRolesDialog } from './switch-roles-dialog';
import { UserMenu, type TUserMenuProps } from './user-menu';

function renderUserMenu(props: Partial<TUserMenuProps> = {}) {
  const callbacks = {
    onHome: vi.fn(),
    onLogout: vi.fn(),
    onSwitchRoles: vi.fn(),
    onSwitchAccounts: vi.fn(),
  };
  const answer = permission();
  render(
    <UserMenu
      displayInfo={answer.user_display_info}
      email="alice@example.com"
      items={userItems}
      permission={answer}
      {...callbacks}
      {...props}
    />,
  );
  return callbacks;
}

async function open() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(screen.getByRole('button', { name: 'alice@example.com' }));
  return { user, menu: screen.getByRole('menu', { name: 'alice@example.com' }) };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

const hideAll = (visibility: TVisibility) =>
  permission({ user_menu: userItems.map((item) => ({ itemId: item.item_id, visibility })) });

describe('UserMenu', () => {
  it("S2-62: opens on the user's button with the account and username info first", async () => {
    renderUserMenu();
    const button = screen.getByRole('button', { name: 'alice@example.com' });
    expect(button).toHaveTextContent('A');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    const { menu } = await open();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // issue 23: the info is beside the menu, not one of its children.
    expect(within(menu).queryByRole('group')).toBeNull();
    const info = screen.getByRole('group', { name: 'Account information' });
    expect(
      within(info)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Account', 'Username', 'System ID']);
    expect(
      within(info)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Acme Corp', 'alice', '100200']);
    // The info comes before the items.
    expect(info.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  });

  it('S2-63..S2-66: lists Home, Switch Roles, Switch Accounts and Logout in their order', async () => {
    renderUserMenu();
    const { menu } = await open();
    expect(itemNames(menu)).toEqual(['Home', 'Switch Roles', 'Switch Accounts', 'Logout']);
  });

  it("follows the items' order", async () => {
    renderUserMenu({
      items: userItems.map((item) => (item.item_id === 'home' ? { ...item, order: 9 } : item)),
    });
    const { menu } = await open();
    expect(itemNames(menu)).toEqual(['Switch Roles', 'Switch Accounts', 'Logout', 'Home']);
  });

  it.each([
    ['Home', 'onHome'],
    ['Switch Roles', 'onSwitchRoles'],
    ['Switch Accounts', 'onSwitchAccounts'],
    ['Logout', 'onLogout'],
  ] as const)('clicking %s calls %s and closes the menu', async (label, callback) => {
    const callbacks = renderUserMenu();
    const { user } = await open();
    await user.click(screen.getByRole('menuitem', { name: label }));
    expect(callbacks[callback]).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'alice@example.com' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('S6-14: Logout stays when the permission answer hides every item', async () => {
    renderUserMenu({ permission: hideAll('Hide') });
    const { menu } = await open();
    expect(itemNames(menu)).toEqual(['Logout']);
  });

  it('S6-14: Logout shows even when the menu data leaves it out', async () => {
    const callbacks = renderUserMenu({
      items: userItems.filter((item) => item.item_id !== 'logout'),
    });
    const { user, menu } = await open();
    expect(itemNames(menu)).toEqual(['Home', 'Switch Roles', 'Switch Accounts', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(callbacks.onLogout).toHaveBeenCalledTimes(1);
  });

  it('S6-12, S6-13: ShowDisabled items are greyed and do nothing; Logout still works', async () => {
    const callbacks = renderUserMenu({ permission: hideAll('ShowDisabled') });
    const { user } = await open();
    const home = screen.getByRole('menuitem', { name: 'Home' });
    expect(home).toHaveAttribute('aria-disabled', 'true');
    await user.click(home);
    expect(callbacks.onHome).not.toHaveBeenCalled();
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    expect(logout).not.toHaveAttribute('aria-disabled');
    await user.click(logout);
    expect(callbacks.onLogout).toHaveBeenCalledTimes(1);
  });

  it('leaves out Switch Roles and Switch Accounts when there is nothing to switch to', async () => {
    renderUserMenu({ canSwitchRoles: false, canSwitchAccounts: false });
    const { menu } = await open();
    expect(itemNames(menu)).toEqual(['Home', 'Logout']);
  });

  it('arrow keys move through the items; Escape gives focus back to the button', async () => {
    renderUserMenu();
    const { user } = await open();
    expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Switch Roles' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'alice@example.com' })).toHaveFocus();
  });
});

/** The user menu and the Switch Roles dialog, wired as the top bar wires them. */
function UserMenuWithRoles() {
  const [open, setOpen] = useState(false);
  const answer = permission();
  return (
    <>
      <UserMenu
        displayInfo={answer.user_display_info}
        email="alice@example.com"
        items={userItems}
        permission={answer}
        onHome={() => undefined}
        onLogout={() => undefined}
        onSwitchAccounts={() => undefined}
        onSwitchRoles={() => setOpen(true)}
      />
      <SwitchRolesDialog
        open={open}
        accounts={[accountDetail()]}
        onPick={() => undefined}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('Switch Roles from the user menu', () => {
  it('S2-67: Switch Roles opens the dialog titled "Select a Role to Proceed"', async () => {
    render(<UserMenuWithRoles />);
    const { user } = await open();
    await user.click(screen.getByRole('menuitem', { name: 'Switch Roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Role to Proceed' });
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/^Select a Role to Proceed$/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
  });
});
