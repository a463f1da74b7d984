import type { TAccountMember } from '@fwmig/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { AlertDialog } from '../../../ui/alert-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { useToast } from '../../../ui/use-toast';
import { useListMembers } from '../api/list-members';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateLogin } from '../api/update-login';
import { useCanEdit } from './directory-layout';
import { LoadError } from './load-error';
import { MEMBER_KIND_LABELS, MemberDialog } from './member-dialog';
import { BlockedChip, YesNo } from './yes-no';

const who = (m: TAccountMember) =>
  m.username ?? m.roleName ?? (m.kind === 'master' ? 'master' : '');

const flag = (field: 'portalAccess' | 'portalAdmin' | 'readWrite', header: string) => ({
  field,
  header,
  defaultWidth: 120,
  align: 'center' as const,
  render: (m: TAccountMember) => <YesNo value={m[field]} label={header} />,
});

const COLUMNS: TColumnSetting<TAccountMember>[] = [
  {
    field: 'email',
    header: 'E-mail',
    defaultWidth: 260,
    render: (m) => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <span>{m.email}</span>
        <BlockedChip blocked={m.loginBlocked} />
      </Box>
    ),
  },
  {
    field: 'kind',
    header: 'Signs in as',
    defaultWidth: 150,
    render: (m) => MEMBER_KIND_LABELS[m.kind],
  },
  { field: 'username', header: 'Username / role', defaultWidth: 170, render: who },
  { field: 'subUserId', header: 'Sub user ID', defaultWidth: 140 },
  flag('portalAccess', 'Portal access'),
  flag('portalAdmin', 'Portal admin'),
  flag('readWrite', 'Read/write'),
];

const COMPACT: TColumnSetting<TAccountMember>[] = [
  {
    field: 'email',
    header: 'Login',
    resizable: false,
    defaultWidth: 320,
    render: (m) => (
      <Box sx={{ py: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {m.email}
          </Typography>
          <BlockedChip blocked={m.loginBlocked} />
        </Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {`${MEMBER_KIND_LABELS[m.kind]}${who(m) ? ` · ${who(m)}` : ''} · ${m.subUserId}`}
        </Typography>
        {m.kind === 'iam' && (
          <Typography variant="caption" color="text.secondary" component="div">
            {[
              m.portalAccess ? 'portal access' : 'no portal access',
              m.portalAdmin ? 'portal admin' : 'not portal admin',
              m.readWrite ? 'read/write' : 'read only',
            ].join(' · ')}
          </Typography>
        )}
      </Box>
    ),
  },
];

/** An account's logins: its master user, IAM users with their permissions, IdP users' roles. */
export function MembersSection({ userId }: { userId: string }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canEdit = useCanEdit();
  const toast = useToast();
  const members = useListMembers(userId);
  const failed = (error: unknown) =>
    toast.show({ severity: 'error', message: errorMessage(error) });
  const remove = useRemoveMember({
    onSuccess: ({ data }, variables) =>
      toast.show({
        severity: 'success',
        message: `${data.email} removed from ${variables.userId}`,
      }),
    onError: failed,
  });
  const block = useUpdateLogin({
    onSuccess: ({ data }, { blocked }) =>
      toast.show({
        severity: 'success',
        message: `${data.email} ${blocked ? 'blocked' : 'unblocked'}`,
      }),
    onError: failed,
  });
  const [dialog, setDialog] = useState<{ editing?: TAccountMember } | null>(null);
  const [removing, setRemoving] = useState<TAccountMember | null>(null);
  return (
    <Box component="section" aria-labelledby="account-logins" sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="account-logins" variant="h5" component="h2" sx={{ mr: 'auto' }}>
          Logins
        </Typography>
        {canEdit && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({})}>
            Add login
          </Button>
        )}
      </Stack>
      {members.isError && (
        <LoadError what="The logins" error={members.error} onRetry={() => void members.refetch()} />
      )}
      <DataTable<TAccountMember>
        label="Logins of the account"
        key={phone ? 'compact' : 'full'}
        rows={members.data ?? []}
        columns={phone ? COMPACT : COLUMNS}
        paging="local"
        loading={members.isLoading}
        {...(canEdit
          ? {
              rowActions: (m: TAccountMember) => [
                ...(m.kind === 'master'
                  ? []
                  : [{ label: 'Edit', onClick: () => setDialog({ editing: m }) }]),
                {
                  label: m.loginBlocked ? 'Unblock login' : 'Block login',
                  onClick: () => block.mutate({ loginId: m.loginId, blocked: !m.loginBlocked }),
                },
                { label: 'Remove from account', destructive: true, onClick: () => setRemoving(m) },
              ],
            }
          : {})}
      />
      {dialog && (
        <MemberDialog
          userId={userId}
          {...(dialog.editing ? { editing: dialog.editing } : {})}
          onClose={() => setDialog(null)}
        />
      )}
      <AlertDialog
        open={removing !== null}
        title="Remove this login from the account?"
        doneLabel="Remove"
        onCancel={() => setRemoving(null)}
        onDone={() => {
          const member = removing;
          setRemoving(null);
          if (!member) return;
          remove.mutate({ userId, memberId: member.id });
        }}
      >
        {removing &&
          `${removing.email} can no longer act as account ${userId}. The login itself stays.`}
      </AlertDialog>
    </Box>
  );
}
