import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SectionedMenu } from '../../features/top-bar/components/sectioned-menu';
import { UserMenu } from '../../features/top-bar/components/user-menu';
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

/** The user menu's line for a premium account (the premium flag, spec §7). */
export const PREMIUM_INFO = { name: 'Plan', value: 'Premium' };

/**
 * The signed-in top bar (spec §2, §6): Tickets (and Settings for read-write admins), the
 * Services and Support menus, the OU account with its tree, and the user menu.
 */
export function SignedInBar() {
  const { state, ready, isReadWriteAdmin } = useSession();
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
  return (
    <Stack
      direction="row"
      spacing={{ xs: 0, sm: 1 }}
      sx={{
        alignItems: 'center',
        flexShrink: 0,
        ml: 'auto',
        // Phones: compact buttons so the bar fits 360 px; the title takes its own row.
        '& .MuiButton-root': {
          minWidth: 0,
          px: { xs: 0.75, sm: 1.5 },
          fontSize: { xs: '0.78rem', sm: '0.8125rem' },
        },
      }}
    >
      {ready && (
        <Button component={RouterLink} to="/tickets" color="inherit" size="small" sx={linkSx}>
          Tickets
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
        />
      )}
      {menus && (
        <UserMenu
          displayInfo={displayInfo}
          email={token.userEmail ?? ''}
          items={menus.user_menu_items}
          permission={permission.data}
          onHome={() => void navigate('/')}
          onLogout={() => logout()}
          onSwitchRoles={() => setRolesOpen(true)}
          onSwitchAccounts={() => void navigate('/selection/ouaccount')}
          canSwitchRoles={state.accountDetails.length > 1}
          canSwitchAccounts={accountCount > 1}
        />
      )}
      <SwitchRolesDialog
        open={rolesOpen}
        accounts={roles.data?.accountDetailList ?? state.accountDetails}
        onPick={(detail) => {
          setRolesOpen(false);
          void switchRole(sessionDeps(), detail);
        }}
        onClose={() => setRolesOpen(false)}
      />
    </Stack>
  );
}
