import type { TDirectoryAccount } from '@fwmig/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { useListAccounts } from '../api/list-accounts';
import { AccountFormDialog } from './account-form-dialog';
import { DirectoryLayout } from './directory-layout';
import { LoadError } from './load-error';
import { useDirectoryList } from './use-directory-list';
import { BlockedChip, YesNo } from './yes-no';

/** What an account without a master user shows (its master was removed). */
const NO_MASTER = 'No master user';

const accountLink = (account: TDirectoryAccount) => (
  <Link component={RouterLink} to={`/admin/accounts/${account.userId}`}>
    {account.userId}
  </Link>
);

const COLUMNS: TColumnSetting<TDirectoryAccount>[] = [
  { field: 'userId', header: 'System ID', defaultWidth: 120, render: accountLink },
  {
    field: 'companyName',
    header: 'Company',
    defaultWidth: 240,
    render: (a) => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <span>{a.companyName}</span>
        <BlockedChip blocked={a.blocked} />
      </Box>
    ),
  },
  {
    field: 'masterEmail',
    header: 'Master e-mail',
    hidePriority: 2,
    defaultWidth: 240,
    render: (a) => a.masterEmail || NO_MASTER,
  },
  {
    field: 'hasConverter',
    header: 'Converter app',
    hidePriority: 3,
    defaultWidth: 130,
    align: 'center',
    render: (a) => <YesNo value={a.hasConverter} label="Converter app" />,
  },
  {
    field: 'premium',
    header: 'Premium',
    hidePriority: 3,
    defaultWidth: 100,
    align: 'center',
    render: (a) => <YesNo value={a.premium} label="Premium" />,
  },
  { field: 'logins', header: 'Logins', hidePriority: 4, defaultWidth: 90, align: 'right' },
  { field: 'devices', header: 'Devices', hidePriority: 4, defaultWidth: 90, align: 'right' },
  {
    field: 'licencesAvailable',
    header: 'Licences free',
    hidePriority: 3,
    defaultWidth: 120,
    align: 'right',
  },
];

/** On a phone one column tells the account; its page has the rest. */
const COMPACT: TColumnSetting<TDirectoryAccount>[] = [
  {
    field: 'companyName',
    header: 'Account',
    resizable: false,
    defaultWidth: 320,
    render: (a) => (
      <Box sx={{ py: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {accountLink(a)}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {a.companyName}
          </Typography>
          <BlockedChip blocked={a.blocked} />
        </Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {`${a.masterEmail || NO_MASTER} · ${a.logins} logins · ${a.devices} devices · ${a.licencesAvailable} licences free`}
        </Typography>
      </Box>
    ),
  },
];

/**
 * /admin/accounts (issue 20 item 1): the customer accounts, searched (system ID, company,
 * master e-mail) and paged by the server; read-write administrators create accounts here.
 */
export function AccountsPage() {
  const list = useDirectoryList();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const page = useListAccounts({ skip: list.skip, limit: list.limit, search: list.search });
  return (
    <DirectoryLayout
      title="Customer accounts"
      intro="Each account is a customer company with its system ID, its logins, devices and licences."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New account
        </Button>
      }
    >
      {page.isError && (
        <LoadError what="The accounts" error={page.error} onRetry={() => void page.refetch()} />
      )}
      <DataTable<TDirectoryAccount>
        label="Customer accounts"
        key={phone ? 'compact' : 'full'}
        rows={page.data?.data ?? []}
        columns={phone ? COMPACT : COLUMNS}
        keyField="userId"
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
        emptyText={list.search ? 'No account matches this search.' : undefined}
        rowActions={(a) => [
          { label: 'Open', onClick: () => void navigate(`/admin/accounts/${a.userId}`) },
        ]}
      />
      {creating && (
        <AccountFormDialog
          onClose={() => setCreating(false)}
          onCreated={(account) => void navigate(`/admin/accounts/${account.userId}`)}
        />
      )}
    </DirectoryLayout>
  );
}
