import type { TDirectoryOrganisation } from '@fwmig/contract';
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
import { useListOrganisations } from '../api/list-organisations';
import { DirectoryLayout } from './directory-layout';
import { LoadError } from './load-error';
import { OrganisationDialog } from './organisation-dialog';
import { useDirectoryList } from './use-directory-list';

const nameLink = (o: TDirectoryOrganisation) => (
  <Link component={RouterLink} to={`/admin/organisations/${o.orgId}`}>
    {o.name}
  </Link>
);

const COLUMNS: TColumnSetting<TDirectoryOrganisation>[] = [
  { field: 'name', header: 'Organisation', defaultWidth: 220, render: nameLink },
  { field: 'orgId', header: 'Org ID', hidePriority: 3, defaultWidth: 160 },
  {
    field: 'ownerUserId',
    header: 'Owner account',
    hidePriority: 2,
    defaultWidth: 260,
    render: (o) => (
      <Link component={RouterLink} to={`/admin/accounts/${o.ownerUserId}`}>
        {`${o.ownerUserId} · ${o.ownerCompany}`}
      </Link>
    ),
  },
  { field: 'units', header: 'OUs', hidePriority: 4, defaultWidth: 80, align: 'right' },
  {
    field: 'members',
    header: 'Member accounts',
    hidePriority: 3,
    defaultWidth: 150,
    align: 'right',
  },
  { field: 'description', header: 'Description', hidePriority: 4, defaultWidth: 240 },
];

const COMPACT: TColumnSetting<TDirectoryOrganisation>[] = [
  {
    field: 'name',
    header: 'Organisation',
    resizable: false,
    defaultWidth: 320,
    render: (o) => (
      <Box sx={{ py: 0.5 }}>
        {nameLink(o)}
        <Typography variant="caption" color="text.secondary" component="div">
          {`Owner ${o.ownerUserId} ${o.ownerCompany} · ${o.units} OUs · ${o.members} members`}
        </Typography>
      </Box>
    ),
  },
];

/**
 * /admin/organisations (issue 20 item 1): organisations, each an OU tree owned by an account
 * whose users may act as the member accounts (spec §4 "OU access").
 */
export function OrganisationsPage() {
  const list = useDirectoryList();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const page = useListOrganisations({ skip: list.skip, limit: list.limit, search: list.search });
  return (
    <DirectoryLayout
      title="Organisations"
      intro="An organisation is a tree of OUs and member accounts owned by one account; the owner's users may act as the members."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New organisation
        </Button>
      }
    >
      {page.isError && (
        <LoadError
          what="The organisations"
          error={page.error}
          onRetry={() => void page.refetch()}
        />
      )}
      <DataTable<TDirectoryOrganisation>
        label="Organisations"
        key={phone ? 'compact' : 'full'}
        rows={page.data?.data ?? []}
        columns={phone ? COMPACT : COLUMNS}
        keyField="orgId"
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
        emptyText={list.search ? 'No organisation matches this search.' : undefined}
        rowActions={(o) => [
          { label: 'Open', onClick: () => void navigate(`/admin/organisations/${o.orgId}`) },
        ]}
      />
      {creating && (
        <OrganisationDialog
          onClose={() => setCreating(false)}
          onSaved={(orgId) => void navigate(`/admin/organisations/${orgId}`)}
        />
      )}
    </DirectoryLayout>
  );
}
