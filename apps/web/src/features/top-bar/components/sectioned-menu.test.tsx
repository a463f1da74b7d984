import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMenuItem, TPermission } from '../utils/menu-visibility';
import {
  menuItem,
  permission,
  servicesHeaders,
  servicesItems,
  supportHeaders,
  supportItems,
} from '../utils/test-menus';
import { SectionedMenu, type TSectionedMenuProps } from './sectioned-menu';

function renderServices(props: Partial<TSectionedMenuProps> = {}) {
  return render(
    <SectionedMenu
      label="Services"
      headers={servicesHeaders}
      items={servicesItems}
      permission={permission()}
      kind="portal"
      {...props}
    />,
  );
}

async function open(label = 'Services') {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(screen.getByRole('button', { name: label }));
  return { user, menu: screen.getByRole('menu', { name: label }) };
}

const itemNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** Ten Cloud Services items, "App 1" to "App 10", given out of order. */
const manyItems: TMenuItem[] = Array.from({ length: 10 }, (_, index) =>
  menuItem({
    item_id: `app${10 - index}`,
    display_name: `App ${10 - index}`,
    section_header: 'Cloud Services',
    order: 10 - index,
  }),
);

describe('SectionedMenu', () => {
  it('S2-58: the Services button opens a menu and says so', async () => {
    renderServices();
    const button = screen.getByRole('button', { name: 'Services' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await open();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('S9-6: with 3 headers, items are grouped under the headers in order', async () => {
    renderServices();
    const { menu } = await open();
    expect(itemNames(screen.getByRole('group', { name: 'Cloud Services' }))).toEqual([
      'Config Converter',
      'Cloud Firewall',
    ]);
    expect(itemNames(screen.getByRole('group', { name: 'Assets & Accounts' }))).toEqual([
      'Asset Management',
    ]);
    expect(itemNames(screen.getByRole('group', { name: 'Cloud Management' }))).toEqual([
      'Organizations',
      'Audit Logs',
    ]);
    expect(
      within(menu)
        .getAllByRole('group')
        .map((g) => g.firstChild?.textContent),
    ).toEqual(['Cloud Services', 'Assets & Accounts', 'Cloud Management']);
  });

  it('S9-6: with 2 headers, the items show as one list without sections', async () => {
    renderServices({
      headers: servicesHeaders.filter((h) => h.display_name !== 'Cloud Management'),
    });
    const { menu } = await open();
    expect(within(menu).queryByRole('group')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Cloud Services')).not.toBeInTheDocument();
    expect(itemNames(menu)).toEqual([
      'Config Converter',
      'Cloud Firewall',
      'Asset Management',
      'Organizations',
      'Audit Logs',
    ]);
  });

  it('S2-59, S9-7: with 3 headers the Support menu is sectioned', async () => {
    render(
      <SectionedMenu
        label="Support"
        headers={supportHeaders}
        items={supportItems}
        permission={permission()}
        kind="support"
      />,
    );
    await open('Support');
    expect(itemNames(screen.getByRole('group', { name: 'Care' }))).toEqual([
      'Create a Ticket',
      'My Tickets',
    ]);
  });

  it('S9-7: with 2 headers the Support menu is one list', async () => {
    render(
      <SectionedMenu
        label="Support"
        headers={supportHeaders.slice(0, 2)}
        items={supportItems}
        permission={permission()}
        kind="support"
      />,
    );
    const { menu } = await open('Support');
    expect(within(menu).queryByRole('group')).not.toBeInTheDocument();
    expect(itemNames(menu)).toEqual([
      'Firmware Images',
      'Create a Ticket',
      'My Tickets',
      'Documentation',
    ]);
  });

  it('S9-5: a section shows 8 items until "Show More" reveals the rest', async () => {
    renderServices({ items: manyItems });
    const { user } = await open();
    const section = screen.getByRole('group', { name: 'Cloud Services' });
    expect(itemNames(section)).toEqual([
      ...Array.from({ length: 8 }, (_, index) => `App ${index + 1}`),
      'Show More',
    ]);
    await user.click(within(section).getByRole('menuitem', { name: 'Show More' }));
    expect(itemNames(section)).toEqual(
      Array.from({ length: 10 }, (_, index) => `App ${index + 1}`),
    );
    // The menu stays open, with focus on the first item revealed.
    expect(screen.getByRole('menuitem', { name: 'App 9' })).toHaveFocus();
  });

  it('S9-5: reopened, the section is folded again', async () => {
    renderServices({ items: manyItems });
    const { user } = await open();
    await user.click(screen.getByRole('menuitem', { name: 'Show More' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('menuitem', { name: 'Show More' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'App 9' })).not.toBeInTheDocument();
  });

  it('enabled items are links: this app in the same tab, other apps in a new one', async () => {
    renderServices();
    await open();
    const own = screen.getByRole('menuitem', { name: 'Config Converter' });
    expect(own).toHaveAttribute('href', 'https://converter.example.com/ssoLogin');
    expect(own).not.toHaveAttribute('target');
    const other = screen.getByRole('menuitem', { name: 'Cloud Firewall' });
    expect(other).toHaveAttribute('href', 'https://cloud.example.com/cloudfirewall');
    expect(other).toHaveAttribute('target', '_blank');
    expect(other).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('following a link closes the menu', async () => {
    renderServices();
    const { user } = await open();
    const other = screen.getByRole('menuitem', { name: 'Cloud Firewall' });
    // jsdom cannot open a tab: keep the click from navigating.
    other.addEventListener('click', (event) => event.preventDefault());
    await user.click(other);
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('S6-12, S6-13: a ShowDisabled item is greyed, has no link and a click does nothing', async () => {
    const answer = permission({
      portalList: [
        { app_name: 'cloudfirewall', visibility: 'ShowDisabled', is_allow_access: true },
      ],
    });
    renderServices({ permission: answer });
    const { user, menu } = await open();
    const item = within(menu).getByRole('menuitem', { name: 'Cloud Firewall' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveClass('Mui-disabled');
    expect(item).not.toHaveAttribute('href');
    expect(item.closest('a')).toBeNull();
    await user.click(item);
    expect(screen.getByRole('menu', { name: 'Services' })).toBeInTheDocument();
  });

  it('S3-99: hidden items are not shown, and an emptied section loses its header', async () => {
    const answer = permission({
      portalList: [{ app_name: 'assets', visibility: 'Hide', is_allow_access: true }],
    });
    renderServices({ permission: answer });
    const { menu } = await open();
    expect(within(menu).queryByRole('menuitem', { name: 'Asset Management' })).toBeNull();
    expect(within(menu).queryByText('Assets & Accounts')).toBeNull();
  });

  it('S6-11: the menu follows a changed permission answer', async () => {
    const answer = (visibility: 'ShowEnabled' | 'Hide'): TPermission =>
      permission({
        support_menu: [{ itemId: 'resources', visibility }],
      });
    const props = { label: 'Support', headers: supportHeaders, items: supportItems } as const;
    const { rerender } = render(
      <SectionedMenu {...props} permission={answer('ShowEnabled')} kind="support" />,
    );
    await open('Support');
    expect(screen.getByRole('menuitem', { name: 'Documentation' })).toBeInTheDocument();
    rerender(<SectionedMenu {...props} permission={answer('Hide')} kind="support" />);
    expect(screen.queryByRole('menuitem', { name: 'Documentation' })).not.toBeInTheDocument();
  });

  it('S6-16: a care item with ShowEnabled is a working link even when not accessible', async () => {
    const items = supportItems.map((item) => ({ ...item, accessible: false }));
    const answer = permission({
      support_menu: [
        { itemId: 'newcare', visibility: 'ShowEnabled' },
        { itemId: 'legacycare', visibility: 'ShowDisabled' },
      ],
    });
    render(
      <SectionedMenu
        label="Support"
        headers={supportHeaders}
        items={items}
        permission={answer}
        kind="support"
      />,
    );
    await open('Support');
    expect(screen.getByRole('menuitem', { name: 'Create a Ticket' })).toHaveAttribute('href');
    expect(screen.getByRole('menuitem', { name: 'My Tickets' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('arrow keys move through the items; Escape closes and gives focus back', async () => {
    const answer = permission({
      portalList: [
        { app_name: 'cloudfirewall', visibility: 'ShowDisabled', is_allow_access: true },
      ],
    });
    renderServices({ permission: answer });
    const { user } = await open();
    expect(screen.getByRole('menuitem', { name: 'Config Converter' })).toHaveFocus();
    // The disabled Cloud Firewall is skipped.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Asset Management' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Config Converter' })).toHaveFocus();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Services' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the empty state when every item is hidden', async () => {
    renderServices({
      items: servicesItems.map((item) => ({ ...item, visibility: 'Hide' as const })),
    });
    const { menu } = await open();
    expect(within(menu).getByText('No data to show at this moment')).toBeVisible();
  });
});
