import type { TDirectoryLogin } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { useToast } from '../../../ui/use-toast';
import { useListLogins } from '../api/list-logins';
import { useUpdateLogin } from '../api/update-login';
import { DirectoryLayout, useCanEdit } from './directory-layout';
import { LoadError } from './load-error';
import { useDirectoryList } from './use-directory-list';
import { BlockedChip } from './yes-no';

/** What a login is, in words. */
export function loginKind(login: Pick<TDirectoryLogin, 'kind' | 'staffLevel'>): string {
  if (login.staffLevel === 'read_write') return 'Administrator (read-write)';
  if (login.staffLevel === 'read_only') return 'Administrator (read-only)';
  return login.kind === 'idp' ? 'IdP user' : 'Master or IAM user';
}

const accountLinks = (login: TDirectoryLogin) =>
  login.accounts.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {login.staffLevel ? 'All (administrator)' : 'None'}
    </Typography>
  ) : (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {login.accounts.map((userId) => (
        <Link key={userId} component={RouterLink} to={`/admin/accounts/${userId}`}>
          {userId}
        </Link>
      ))}
    </Box>
  );

const COLUMNS: TColumnSetting<TDirectoryLogin>[] = [
  {
    field: 'email',
    header: 'E-mail',
    defaultWidth: 280,
    render: (l) => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <span>{l.email}</span>
        <BlockedChip blocked={l.blocked} />
      </Box>
    ),
  },
  { field: 'kind', header: 'Signs in as', hidePriority: 2, defaultWidth: 220, render: loginKind },
  { field: 'idpUserName', header: 'IdP name', hidePriority: 3, defaultWidth: 160 },
  {
    field: 'accounts',
    header: 'Accounts',
    hidePriority: 2,
    defaultWidth: 260,
    render: accountLinks,
  },
];

const COMPACT: TColumnSetting<TDirectoryLogin>[] = [
  {
    field: 'email',
    header: 'Login',
    resizable: false,
    defaultWidth: 320,
    render: (l) => (
      <Box sx={{ py: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {l.email}
          </Typography>
          <BlockedChip blocked={l.blocked} />
        </Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {loginKind(l)}
        </Typography>
        {accountLinks(l)}
      </Box>
    ),
  },
];

/**
 * /admin/logins (issue 20 item 1): everyone who signs in, searched by e-mail on the server.
 * Blocking a login ends its sessions at once; logins are given access on an account's page.
 */
export function LoginsPage() {
  const list = useDirectoryList();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canEdit = useCanEdit();
  const toast = useToast();
  const update = useUpdateLogin({
    onSuccess: ({ data, revokedSessions }, { blocked }) =>
      toast.show({
        severity: 'success',
        message: blocked
          ? `${data.email} blocked; ${revokedSessions} session(s) ended`
          : `${data.email} unblocked`,
      }),
    onError: (error) => toast.show({ severity: 'error', message: errorMessage(error) }),
  });
  const page = useListLogins({ skip: list.skip, limit: list.limit, search: list.search });
  return (
    <DirectoryLayout
      title="Logins"
      intro="Everyone who signs in: customers' master, IAM and IdP users, and administrators. Give a login access to an account on the account's page."
    >
      {page.isError && (
        <LoadError what="The logins" error={page.error} onRetry={() => void page.refetch()} />
      )}
      <DataTable<TDirectoryLogin>
        label="Logins"
        key={phone ? 'compact' : 'full'}
        rows={page.data?.data ?? []}
        columns={phone ? COMPACT : COLUMNS}
        searchable
        searchValue={list.search}
        onSearchChange={list.setSearch}
        paging={{
          skip: list.skip,
          limit: list.limit,
          total: page.data?.total ?? 0,
          onChange: list.setPaging,
        }}
        loading={page.isFetching}
        emptyText={list.search ? 'No login matches this search.' : undefined}
        {...(canEdit
          ? {
              rowActions: (l: TDirectoryLogin) => [
                {
                  label: l.blocked ? 'Unblock' : 'Block',
                  destructive: !l.blocked,
                  onClick: () => update.mutate({ loginId: l.id, blocked: !l.blocked }),
                },
              ],
            }
          : {})}
      />
    </DirectoryLayout>
  );
}
