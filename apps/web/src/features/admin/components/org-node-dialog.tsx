import type { TDirectoryOrgNode } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage } from '../../../lib/error-message';
import { FormDropdown } from '../../../ui/form/form-dropdown';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useToast } from '../../../ui/use-toast';
import { useAddOrgNode } from '../api/add-org-node';
import { useUpdateOrgNode } from '../api/update-org-node';

/** What the dialog does: add an OU or a member account under a parent, rename or move a node. */
export type TOrgNodeAction =
  | { kind: 'add-ou'; parentId: string; parentName: string }
  | { kind: 'add-account'; parentId: string; parentName: string }
  | { kind: 'rename'; node: TDirectoryOrgNode }
  | { kind: 'move'; node: TDirectoryOrgNode; targets: { id: string; name: string }[] };

type TNodeForm = {
  name: string;
  description: string;
  accountUserId: string;
  parentId: string | null;
};

const TITLES = {
  'add-ou': 'Add an OU',
  'add-account': 'Add a member account',
  rename: 'Rename',
  move: 'Move',
} as const;

/** One dialog for every change of the tree; the server's refusals show inside it. */
export function OrgNodeDialog({
  orgId,
  action,
  onClose,
}: {
  orgId: string;
  action: TOrgNodeAction;
  onClose: () => void;
}) {
  const toast = useToast();
  const done = (message: string) => {
    toast.show({ severity: 'success', message });
    onClose();
  };
  const add = useAddOrgNode({
    onSuccess: ({ data }, { node }) =>
      done(node.type === 'ORG_UNIT' ? `OU ${data.name} added` : `${data.name} added to the tree`),
  });
  const update = useUpdateOrgNode({
    onSuccess: ({ data }, { changes }) =>
      done(`${data.name} ${changes.parentId === undefined ? 'saved' : 'moved'}`),
  });
  const save = action.kind.startsWith('add') ? add : update;
  const node = 'node' in action ? action.node : undefined;
  const { control, handleSubmit } = useKitForm<TNodeForm>({
    defaultValues: {
      name: node?.name ?? '',
      description: node?.description ?? '',
      accountUserId: '',
      parentId: node?.parentId ?? null,
    },
  });
  const submit = handleSubmit((v) => {
    switch (action.kind) {
      case 'add-ou':
        add.mutate({
          orgId,
          node: {
            type: 'ORG_UNIT',
            parentId: action.parentId,
            name: v.name.trim(),
            description: v.description.trim(),
          },
        });
        return;
      case 'add-account':
        add.mutate({
          orgId,
          node: {
            type: 'OU_ACCOUNT',
            parentId: action.parentId,
            accountUserId: v.accountUserId.trim(),
          },
        });
        return;
      case 'rename':
        update.mutate({
          orgId,
          nodeId: action.node.nodeId,
          changes: { name: v.name.trim(), description: v.description.trim() },
        });
        return;
      case 'move':
        update.mutate({
          orgId,
          nodeId: action.node.nodeId,
          changes: { parentId: v.parentId ?? orgId },
        });
    }
  });
  const under = 'parentName' in action ? ` under ${action.parentName}` : '';
  return (
    <ModalDialog
      open
      title={`${TITLES[action.kind]}${node ? ` ${node.name}` : under}`}
      doneLabel={action.kind.startsWith('add') ? 'Add' : 'Save'}
      onDone={() => void submit()}
      onCancel={onClose}
      doneDisabled={save.isPending}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, pt: 1 }}
      >
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        {(action.kind === 'add-ou' || action.kind === 'rename') && (
          <>
            <FormTextField
              control={control}
              name="name"
              label="Name"
              autoFocus
              rules={{ required: true, maxLength: 200 }}
            />
            <FormTextField
              control={control}
              name="description"
              label="Description"
              rules={{ maxLength: 500 }}
            />
          </>
        )}
        {action.kind === 'add-account' && (
          <FormTextField
            control={control}
            name="accountUserId"
            label="Member account system ID"
            autoFocus
            helperText="The owner's users may then act as this account."
            rules={{
              required: true,
              pattern: { value: /^\s*\d{4,12}\s*$/, message: 'Use 4-12 digits' },
            }}
          />
        )}
        {action.kind === 'move' && (
          <FormDropdown
            control={control}
            name="parentId"
            label="Move under"
            options={action.targets}
            fullWidth
            rules={{ required: true }}
          />
        )}
      </Box>
    </ModalDialog>
  );
}
