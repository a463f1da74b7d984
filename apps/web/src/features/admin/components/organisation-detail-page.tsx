import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { AlertDialog } from '../../../ui/alert-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting, TRowAction } from '../../../ui/data-table/table-types';
import { useToast } from '../../../ui/use-toast';
import { useDeleteOrganisation } from '../api/delete-organisation';
import { useGetOrganisation } from '../api/get-organisation';
import { useRemoveOrgNode } from '../api/remove-org-node';
import { DirectoryLayout, useCanEdit } from './directory-layout';
import { LoadError } from './load-error';
import { OrganisationDialog } from './organisation-dialog';
import { OrgNodeDialog, type TOrgNodeAction } from './org-node-dialog';
import { moveTargets, orgTree, type TOrgTreeRow } from './org-tree';

const COLUMNS: TColumnSetting<TOrgTreeRow>[] = [
  {
    field: 'name',
    header: 'Name',
    defaultWidth: 300,
    render: (n) =>
      n.type === 'OU_ACCOUNT' && n.accountUserId ? (
        <Link component={RouterLink} to={`/admin/accounts/${n.accountUserId}`}>
          {`${n.accountUserId} · ${n.name}`}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {n.name}
        </Typography>
      ),
  },
  {
    field: 'type',
    header: 'Kind',
    defaultWidth: 150,
    render: (n) => (n.type === 'ORG_UNIT' ? 'OU' : 'Member account'),
  },
  { field: 'description', header: 'Description', defaultWidth: 260 },
];

/**
 * /admin/organisations/:orgId (issue 20 item 1): an organisation and its OU tree. Read-write
 * administrators add OUs and member accounts, rename, move and remove nodes from each row's
 * menu; read-only administrators see the tree.
 */
export function OrganisationDetailPage() {
  const { orgId = '' } = useParams();
  const canEdit = useCanEdit();
  const toast = useToast();
  const navigate = useNavigate();
  const detail = useGetOrganisation(orgId);
  const remove = useRemoveOrgNode();
  const [action, setAction] = useState<TOrgNodeAction | null>(null);
  const [removing, setRemoving] = useState<TOrgTreeRow | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const org = detail.data?.organisation;
  const nodes = detail.data?.nodes ?? [];
  const failed = (error: unknown) =>
    toast.show({ severity: 'error', message: errorMessage(error) });
  const drop = useDeleteOrganisation({
    onSuccess: () => {
      toast.show({ severity: 'success', message: `Organisation ${org?.name ?? orgId} deleted` });
      void navigate('/admin/organisations');
    },
    onError: failed,
  });

  const rowActions = (n: TOrgTreeRow): TRowAction[] => [
    ...(n.type === 'ORG_UNIT'
      ? [
          {
            label: 'Add OU here',
            onClick: () => setAction({ kind: 'add-ou', parentId: n.nodeId, parentName: n.name }),
          },
          {
            label: 'Add member account here',
            onClick: () =>
              setAction({ kind: 'add-account', parentId: n.nodeId, parentName: n.name }),
          },
          { label: 'Rename', onClick: () => setAction({ kind: 'rename', node: n }) },
        ]
      : []),
    {
      label: 'Move',
      onClick: () =>
        setAction({
          kind: 'move',
          node: n,
          targets: moveTargets(orgId, org?.name ?? orgId, nodes, n.nodeId),
        }),
    },
    { label: 'Remove', destructive: true, onClick: () => setRemoving(n) },
  ];

  return (
    <DirectoryLayout
      title={org ? org.name : `Organisation ${orgId}`}
      intro={org ? `${org.orgId} · ${org.units} OUs · ${org.members} member accounts` : undefined}
      actions={
        org && (
          <>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </>
        )
      }
    >
      {detail.isLoading && <LinearProgress aria-label="Loading the organisation" />}
      {detail.isError && (
        <LoadError
          what={`Organisation ${orgId}`}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      )}
      {org && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography>
              {'Owned by '}
              <Link component={RouterLink} to={`/admin/accounts/${org.ownerUserId}`}>
                {`${org.ownerUserId} · ${org.ownerCompany}`}
              </Link>
              {': its users may act as every member account below.'}
            </Typography>
            {org.description && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {org.description}
              </Typography>
            )}
          </Paper>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="h5" component="h2" sx={{ mr: 'auto' }}>
              OU tree
            </Typography>
            {canEdit && (
              <>
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() =>
                    setAction({ kind: 'add-ou', parentId: orgId, parentName: org.name })
                  }
                >
                  Add OU
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() =>
                    setAction({ kind: 'add-account', parentId: orgId, parentName: org.name })
                  }
                >
                  Add member account
                </Button>
              </>
            )}
          </Box>
          <DataTable<TOrgTreeRow>
            label="OU tree"
            rows={orgTree(orgId, nodes)}
            columns={COLUMNS}
            keyField="nodeId"
            tree
            loading={detail.isFetching}
            emptyText="No OUs or member accounts yet."
            {...(canEdit ? { rowActions } : {})}
          />
          {action && (
            <OrgNodeDialog orgId={orgId} action={action} onClose={() => setAction(null)} />
          )}
          {editing && <OrganisationDialog editing={org} onClose={() => setEditing(false)} />}
        </>
      )}
      <AlertDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        doneLabel="Remove"
        onCancel={() => setRemoving(null)}
        onDone={() => {
          const node = removing;
          setRemoving(null);
          if (!node) return;
          remove.mutate(
            { orgId, nodeId: node.nodeId },
            {
              onSuccess: () => toast.show({ severity: 'success', message: `${node.name} removed` }),
              onError: failed,
            },
          );
        }}
      >
        {removing?.type === 'ORG_UNIT'
          ? 'The OU and everything under it leave the tree; member accounts stay in the portal.'
          : "The account leaves the tree; the owner's users can no longer act as it."}
      </AlertDialog>
      <AlertDialog
        open={deleting}
        title={`Delete ${org?.name ?? orgId}?`}
        doneLabel="Delete"
        onCancel={() => setDeleting(false)}
        onDone={() => {
          setDeleting(false);
          drop.mutate({ orgId });
        }}
      >
        The organisation and its whole tree are deleted; the accounts themselves stay.
      </AlertDialog>
    </DirectoryLayout>
  );
}
