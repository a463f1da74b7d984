import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useIsMasterUser } from '../../features/invitations/use-is-master-user';
import { SectionedMenu } from '../../features/top-bar/components/sectioned-menu';
import { UserMenu, type TUserMenuProps } from '../../features/top-bar/components/user-menu';
import { UserPanel } from '../../features/top-bar/components/user-panel';
import { useListAccount } from '../../lib/session/api/get-list-account';
import { useLoginAccounts } from '../../lib/session/api/get-login-accounts';
import { usePermission } from '../../lib/session/api/get-permission';
import { usePremium } from '../../lib/session/api/get-premium';
import { useTopBar } from '../../lib/session/api/get-top-bar';
import { logout, pickOuAccount, switchRole } from '../../lib/session/session-flow';
import { sessionDeps } from '../../lib/session/session-start';
import { useSession } from '../../lib/session/use-session';
import { OuTreeMenu } from '../../features/top-bar/components/ou-tree-menu';
import { SwitchRolesDialog } from '../../features/top-bar/components/switch-roles-dialog';
import { HeaderMenu } from './header-menu';

/** The user menu's line for a premium account (the premium flag, spec §7). */
export const PREMIUM_INFO = { name: 'Plan', value: 'Premium' };

/**
 * The signed-in top bar (spec §2, §6): Tickets (Directory for admins, Users for a master user,
 * Settings for read-write admins), the Services and Support menus, the OU account with its
 * tree, and the user menu. On a narrow screen (below 900 px) they all sit in one header menu
 * (issue 23 item 4).
 */
export function SignedInBar() {
  const { state, ready, isAdmin, isReadWriteAdmin } = useSession();
  // issue 20 item 2: a master user invites people into the account (/account/users).
  const master = useIsMasterUser();
  // Below 900 px: an administrator's bar (Tickets, Directory, Settings, Services, Support and
  // the user) no longer fits in the 640 px of a 1280 px window at 200 % zoom.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const [rolesOpen, setRolesOpen] = useState(false);
  const { selection, token } = state;
  const topBar = useTopBar();
  const permission = usePermission(selection.userId, selection.nodeId, { enabled: ready });
  // spec §7: the Switch Roles dialog loads the accounts and their trees afresh.
  const roles = useListAccount(selection.userId, { enabled: rolesOpen });
  // spec §2 Switch Accounts: after a reload the chosen account is remembered and the sign-in
  // flow skips the account list, so the bar reads it (cached indefinitely, spec §9).
  const loginAccounts = useLoginAccounts({ enabled: ready && !selection.staff });
  // spec §2, §7: the chosen account's premium flag (user_id header). Keyed by the account, so
  // choosing another fetches it again; the chooser also invalidates ['premium'].
  const premium = usePremium(selection.userId, {
    enabled: Boolean(selection.userId) && !selection.staff,
  });
  const accountCount = Math.max(state.loginAccounts.length, loginAccounts.data?.length ?? 0);
  const displayInfo = [
    ...(permission.data?.user_display_info ?? []),
    ...(premium.data?.premium ? [PREMIUM_INFO] : []),
  ];
  const menus = topBar.data;
  const linkSx = { px: { xs: 1, sm: 1.5 } };
  const user: TUserMenuProps = {
    displayInfo,
    email: token.userEmail ?? '',
    items: menus?.user_menu_items ?? [],
    permission: permission.data,
    onHome: () => void navigate('/'),
    onLogout: () => logout(),
    onSwitchRoles: () => setRolesOpen(true),
    onSwitchAccounts: () => void navigate('/selection/ouaccount'),
    canSwitchRoles: state.accountDetails.length > 1,
    canSwitchAccounts: accountCount > 1,
  };
  const controls = (labelled: boolean) => (
    <>
      {ready && (
        <Button component={RouterLink} to="/tickets" color="inherit" size="small" sx={linkSx}>
          Tickets
        </Button>
      )}
      {ready && isAdmin && (
        <Button
          component={RouterLink}
          to="/admin/accounts"
          color="inherit"
          size="small"
          sx={linkSx}
        >
          Directory
        </Button>
      )}
      {ready && master && (
        <Button component={RouterLink} to="/account/users" color="inherit" size="small" sx={linkSx}>
          Users
        </Button>
      )}
      {ready && isReadWriteAdmin && (
        <Button component={RouterLink} to="/settings" color="inherit" size="small" sx={linkSx}>
          Settings
        </Button>
      )}
      {menus && (
        <>
          <SectionedMenu
            label="Services"
            headers={menus.portal_menu_headers}
            items={menus.portal_menu_items}
            permission={permission.data}
            kind="portal"
          />
          <SectionedMenu
            label="Support"
            headers={menus.support_menu_headers}
            items={menus.support_menu_items}
            permission={permission.data}
            kind="support"
          />
        </>
      )}
      {selection.hasOuAccess && (
        <OuTreeMenu
          organisations={state.organisations}
          currentName={selection.accountName}
          onPick={({ org, account }) => pickOuAccount(sessionDeps(), org, account)}
          labelled={labelled}
        />
      )}
    </>
  );
  const rolesDialog = (
    <SwitchRolesDialog
      open={rolesOpen}
      accounts={roles.data?.accountDetailList ?? state.accountDetails}
      onPick={(detail) => {
        setRolesOpen(false);
        void switchRole(sessionDeps(), detail);
      }}
      onClose={() => setRolesOpen(false)}
    />
  );
  if (narrow) {
    return (
      <>
        <HeaderMenu>
          {(close) => (
            <>
              {controls(true)}
              {menus && <UserPanel {...user} onDone={close} />}
            </>
          )}
        </HeaderMenu>
        {rolesDialog}
      </>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        flexShrink: 0,
        ml: 'auto',
        // Up to a small tablet: compact buttons so the bar fits beside the title.
        '& .MuiButton-root': { minWidth: 0, px: 1.5, fontSize: '0.8125rem' },
      }}
    >
      {controls(false)}
      {menus && <UserMenu {...user} />}
      {rolesDialog}
    </Stack>
  );
}
