import { INVITATION_ROLE_LABELS, type TInvitation } from '@fwmig/contract';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { DataTable } from '../../../ui/data-table/data-table';
import { EllipsisText } from '../../../ui/ellipsis-text';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { useToast } from '../../../ui/use-toast';
import { useCreateInvitation } from '../api/create-invitation';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InviteDialog } from './invite-dialog';

export interface TAccountInvitationsProps {
  /** The account's number (user_id). */
  account: string;
  companyName?: string | undefined;
  /** False for read-only admins: the list only. */
  canWrite: boolean;
}

/**
 * An account's pending invitations with Invite and Revoke (issue 20 item 2): the master user's
 * Users page and the admins' Invitations screen show it; the server decides who may.
 */
export function AccountInvitations({ account, companyName, canWrite }: TAccountInvitationsProps) {
  const pending = usePendingInvitations(account);
  const toast = useToast();
  const [inviting, setInviting] = useState(false);
  const create = useCreateInvitation({
    onSuccess: (invitation) => {
      setInviting(false);
      toast.show({ severity: 'success', message: `Invitation sent to ${invitation.email}.` });
    },
  });
  const revoke = useRevokeInvitation({
    onSuccess: (invitation) =>
      toast.show({ severity: 'success', message: `Invitation of ${invitation.email} revoked.` }),
    onError: (error) => toast.show({ severity: 'error', message: errorMessage(error) }),
  });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = companyName ? `${companyName} (account ${account})` : `account ${account}`;

  const compact: TColumnSetting<TInvitation>[] = [
    {
      field: 'email',
      header: 'Invitation',
      defaultWidth: 280,
      resizable: false,
      render: (row) => (
        <Box sx={{ py: 0.5, minWidth: 0 }}>
          <EllipsisText text={row.email} />
          <Typography variant="caption" color="text.secondary" component="div">
            {INVITATION_ROLE_LABELS[row.role]} · until {formatDateTime(row.expiresAt)}
          </Typography>
        </Box>
      ),
    },
  ];
  const columns: TColumnSetting<TInvitation>[] = [
    { field: 'email', header: 'E-mail', defaultWidth: 280 },
    {
      field: 'role',
      header: 'Role',
      defaultWidth: 180,
      render: (row) => INVITATION_ROLE_LABELS[row.role],
    },
    { field: 'invitedBy', header: 'Invited by', defaultWidth: 240 },
    {
      field: 'expiresAt',
      header: 'Usable until',
      defaultWidth: 210,
      render: (row) => formatDateTime(row.expiresAt),
    },
  ];

  return (
    <Box component="section" aria-labelledby="invitations-heading">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="invitations-heading" variant="h5" component="h2" sx={{ mr: 'auto' }}>
          Pending invitations
        </Typography>
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
          >
            Invite
          </Button>
        )}
      </Stack>
      {pending.isError ? (
        <Alert severity="error">{errorMessage(pending.error)}</Alert>
      ) : (
        <DataTable
          label={`Pending invitations of ${label}`}
          rows={pending.data ?? []}
          key={phone ? 'compact' : 'full'}
          columns={phone ? compact : columns}
          loading={pending.isPending}
          emptyText="No invitation is waiting."
          {...(canWrite
            ? {
                rowActions: (row: TInvitation) => [
                  {
                    label: 'Revoke',
                    destructive: true,
                    disabled: revoke.isPending,
                    onClick: () => revoke.mutate({ account, id: row.id }),
                  },
                ],
              }
            : {})}
        />
      )}
      {inviting && (
        <InviteDialog
          accountLabel={label}
          pending={create.isPending}
          error={create.isError ? errorMessage(create.error) : undefined}
          onCancel={() => {
            create.reset();
            setInviting(false);
          }}
          onSubmit={(request) => create.mutate({ account, request })}
        />
      )}
    </Box>
  );
}
