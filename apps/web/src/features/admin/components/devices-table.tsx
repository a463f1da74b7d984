import type { TDirectoryDevice, TUpdateDeviceRequest } from '@fwmig/contract';
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
import { useListDevices } from '../api/list-devices';
import { useUpdateDevice } from '../api/update-device';
import { useCanEdit } from './directory-layout';
import { LoadError } from './load-error';
import type { TListState } from './use-local-list';
import { YesNo } from './yes-no';

type TFlag = 'entitled' | 'license' | 'creatable';

/** What a switched flag now says: [when turned off, when turned on]. */
const FLAG_STATES: Record<TFlag, readonly [string, string]> = {
  entitled: ['not entitled', 'entitled'],
  license: ['licence taken back', 'licensed'],
  creatable: ['not creatable', 'creatable'],
};

const switched = (changes: TUpdateDeviceRequest) =>
  (Object.keys(changes) as TFlag[])
    .map((field) => FLAG_STATES[field][changes[field] ? 1 : 0])
    .join(', ');

const flag = (field: 'entitled' | 'license' | 'creatable', header: string) => ({
  field,
  header,
  hidePriority: 3,
  defaultWidth: 110,
  align: 'center' as const,
  render: (d: TDirectoryDevice) => <YesNo value={d[field]} label={header} />,
});

const accountColumn: TColumnSetting<TDirectoryDevice> = {
  field: 'accountUserId',
  header: 'Account',
  hidePriority: 2,
  defaultWidth: 240,
  render: (d) => (
    <Link component={RouterLink} to={`/admin/accounts/${d.accountUserId}`}>
      {`${d.accountUserId} · ${d.companyName}`}
    </Link>
  ),
};

const deviceColumns = (withAccount: boolean): TColumnSetting<TDirectoryDevice>[] => [
  { field: 'sn', header: 'Serial number', defaultWidth: 190 },
  { field: 'model', header: 'Model', hidePriority: 2, defaultWidth: 150 },
  ...(withAccount ? [accountColumn] : []),
  flag('entitled', 'Entitled'),
  flag('license', 'Licence'),
  flag('creatable', 'Creatable'),
  {
    field: 'freeLicenceClaimed',
    header: 'Free licence used',
    hidePriority: 4,
    defaultWidth: 150,
    align: 'center',
    render: (d) => <YesNo value={d.freeLicenceClaimed} label="Free licence used" />,
  },
];

const COMPACT: TColumnSetting<TDirectoryDevice>[] = [
  {
    field: 'sn',
    header: 'Device',
    resizable: false,
    defaultWidth: 320,
    render: (d) => (
      <Box sx={{ py: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {`${d.sn} · ${d.model ?? 'unknown model'}`}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {`${d.accountUserId} ${d.companyName}`}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {[
            d.entitled ? 'entitled' : 'not entitled',
            d.license ? 'licensed' : 'no licence',
            d.creatable ? 'creatable' : 'not creatable',
          ].join(' · ')}
        </Typography>
      </Box>
    ),
  },
];

/**
 * Target devices, one account's or every account's, searched (serial, account) and paged by the
 * server; read-write administrators switch a device's flags from its row menu.
 */
export function DevicesTable({ list, account }: { list: TListState; account?: string }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canEdit = useCanEdit();
  const toast = useToast();
  const update = useUpdateDevice({
    onSuccess: ({ data }, { changes }) =>
      toast.show({ severity: 'success', message: `${data.sn}: ${switched(changes)}` }),
    onError: (error) => toast.show({ severity: 'error', message: errorMessage(error) }),
  });
  const page = useListDevices({
    skip: list.skip,
    limit: list.limit,
    search: list.search,
    ...(account ? { account } : {}),
  });
  const toggle = (d: TDirectoryDevice, field: TFlag) =>
    update.mutate({ sn: d.sn, changes: { [field]: !d[field] } });
  return (
    <>
      {page.isError && (
        <LoadError what="The devices" error={page.error} onRetry={() => void page.refetch()} />
      )}
      <DataTable<TDirectoryDevice>
        label="Target devices"
        key={phone ? 'compact' : 'full'}
        rows={page.data?.data ?? []}
        columns={phone ? COMPACT : deviceColumns(!account)}
        keyField="sn"
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
        emptyText={list.search ? 'No device matches this search.' : undefined}
        {...(canEdit
          ? {
              rowActions: (d: TDirectoryDevice) => [
                {
                  label: d.entitled ? 'Mark not entitled' : 'Mark entitled',
                  onClick: () => toggle(d, 'entitled'),
                },
                {
                  label: d.license ? 'Take the licence back' : 'Give it a licence',
                  onClick: () => toggle(d, 'license'),
                },
                {
                  label: d.creatable ? 'Mark not creatable' : 'Mark creatable',
                  onClick: () => toggle(d, 'creatable'),
                },
              ],
            }
          : {})}
      />
    </>
  );
}
