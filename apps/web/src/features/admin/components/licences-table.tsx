import type { TDirectoryLicence, TDirectoryLicenceQuery } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { useToast } from '../../../ui/use-toast';
import { useListLicences } from '../api/list-licences';
import { useRevokeLicence } from '../api/revoke-licence';
import { useCanEdit } from './directory-layout';
import { LoadError } from './load-error';
import type { TListState } from './use-local-list';

type TState = NonNullable<TDirectoryLicenceQuery['state']>;
const STATES: { value: TState; label: string }[] = [
  { value: 'all', label: 'All licences' },
  { value: 'available', label: 'Available' },
  { value: 'used', label: 'Used by a ticket' },
];

const licenceUse = (l: TDirectoryLicence) =>
  l.ticketId !== null ? (
    <Link component={RouterLink} to={`/ticket/detail/${l.ticketId}`}>
      {`Ticket ${l.ticketId}`}
    </Link>
  ) : (
    'Available'
  );

const columns = (withAccount: boolean): TColumnSetting<TDirectoryLicence>[] => [
  {
    field: 'createdAt',
    header: 'Granted',
    defaultWidth: 190,
    render: (l) => <time dateTime={l.createdAt}>{formatDateTime(l.createdAt)}</time>,
  },
  ...(withAccount
    ? [
        {
          field: 'accountUserId' as const,
          header: 'Account',
          hidePriority: 2,
          defaultWidth: 240,
          render: (l: TDirectoryLicence) => (
            <Link component={RouterLink} to={`/admin/accounts/${l.accountUserId}`}>
              {`${l.accountUserId} · ${l.companyName}`}
            </Link>
          ),
        },
      ]
    : []),
  {
    field: 'kind',
    header: 'Kind',
    hidePriority: 3,
    defaultWidth: 110,
    render: (l) => (l.kind === 'free' ? 'Free' : 'Purchased'),
  },
  { field: 'deviceSn', header: 'Device', hidePriority: 2, defaultWidth: 180 },
  { field: 'ticketId', header: 'Use', hidePriority: 2, defaultWidth: 140, render: licenceUse },
];

const COMPACT: TColumnSetting<TDirectoryLicence>[] = [
  {
    field: 'createdAt',
    header: 'Licence',
    resizable: false,
    defaultWidth: 320,
    render: (l) => (
      <Box sx={{ py: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {`${l.kind === 'free' ? 'Free' : 'Purchased'} · ${l.accountUserId} ${l.companyName}`}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {l.deviceSn ? `${l.deviceSn} · ` : ''}
          {licenceUse(l)}
          {` · ${formatDateTime(l.createdAt)}`}
        </Typography>
      </Box>
    ),
  },
];

/**
 * Conversion licences, newest first, of one account or all, filtered by state and searched
 * (account, device) on the server; read-write administrators take an unused one back.
 */
export function LicencesTable({ list, account }: { list: TListState; account?: string }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canEdit = useCanEdit();
  const toast = useToast();
  const revoke = useRevokeLicence();
  const [state, setState] = useState<TState>('all');
  const page = useListLicences({
    skip: list.skip,
    limit: list.limit,
    search: list.search,
    state,
    ...(account ? { account } : {}),
  });
  return (
    <>
      {page.isError && (
        <LoadError what="The licences" error={page.error} onRetry={() => void page.refetch()} />
      )}
      <DataTable<TDirectoryLicence>
        label="Licences"
        key={phone ? 'compact' : 'full'}
        rows={page.data?.data ?? []}
        columns={phone ? COMPACT : columns(!account)}
        searchable
        searchValue={list.search}
        onSearchChange={list.setSearch}
        toolbar={
          <TextField
            select
            size="small"
            label="Show"
            value={state}
            onChange={(event) => {
              setState(event.target.value as TState);
              list.setPaging({ skip: 0, limit: list.limit });
            }}
            sx={{ minWidth: 170 }}
          >
            {STATES.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
        }
        paging={{
          skip: list.skip,
          limit: list.limit,
          total: page.data?.total ?? 0,
          onChange: list.setPaging,
        }}
        loading={page.isFetching}
        emptyText={list.search || state !== 'all' ? 'No licence matches.' : undefined}
        {...(canEdit
          ? {
              rowActions: (l: TDirectoryLicence) => [
                {
                  label: 'Take back',
                  destructive: true,
                  disabled: l.kind === 'free' || l.ticketId !== null,
                  onClick: () =>
                    revoke.mutate(
                      { id: l.id },
                      {
                        onSuccess: () =>
                          toast.show({
                            severity: 'success',
                            message: `A licence of ${l.accountUserId} was taken back`,
                          }),
                        onError: (error) =>
                          toast.show({ severity: 'error', message: errorMessage(error) }),
                      },
                    ),
                },
              ],
            }
          : {})}
      />
    </>
  );
}
