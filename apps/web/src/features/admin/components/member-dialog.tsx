import type { TAccountMember, TAddMemberRequest, TMemberKind } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import { FormCheckbox } from '../../../ui/form/form-checkbox';
import { FormDropdown } from '../../../ui/form/form-dropdown';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useToast } from '../../../ui/use-toast';
import { useAddMember } from '../api/add-member';
import { useUpdateMember } from '../api/update-member';
import { EMAIL_RULES } from './form-rules';

export const MEMBER_KIND_LABELS: Record<TMemberKind, string> = {
  master: 'Master user',
  iam: 'IAM user',
  idp: 'IdP user (role)',
};

const KIND_OPTIONS = (Object.keys(MEMBER_KIND_LABELS) as TMemberKind[]).map((id) => ({
  id,
  name: MEMBER_KIND_LABELS[id],
}));

type TMemberForm = {
  kind: TMemberKind | null;
  email: string;
  username: string;
  roleName: string;
  idpUserName: string;
  portalAccess: boolean;
  portalAdmin: boolean;
  readWrite: boolean;
};

/**
 * Adds a login to an account (master, IAM user with its permissions, or IdP user with a role),
 * or edits an IAM user's permissions and username or an IdP user's role.
 */
export function MemberDialog({
  userId,
  editing,
  onClose,
}: {
  userId: string;
  editing?: TAccountMember;
  onClose: () => void;
}) {
  const toast = useToast();
  const done = (message: string) => {
    toast.show({ severity: 'success', message });
    onClose();
  };
  const add = useAddMember({
    onSuccess: (_answer, { member }) =>
      done(`${member.email} added as ${MEMBER_KIND_LABELS[member.kind].toLowerCase()}`),
  });
  const update = useUpdateMember({ onSuccess: ({ data }) => done(`${data.email} changed`) });
  const save = editing ? update : add;
  const { control, handleSubmit } = useKitForm<TMemberForm>({
    defaultValues: {
      kind: editing?.kind ?? 'iam',
      email: editing?.email ?? '',
      username: editing?.username ?? '',
      roleName: editing?.roleName ?? '',
      idpUserName: '',
      portalAccess: editing?.portalAccess ?? true,
      portalAdmin: editing?.portalAdmin ?? true,
      readWrite: editing?.readWrite ?? true,
    },
  });
  const kind = useWatch({ control, name: 'kind' }) ?? 'iam';
  const submit = handleSubmit((v) => {
    if (editing) {
      const changes =
        editing.kind === 'idp'
          ? { roleName: v.roleName.trim() }
          : {
              username: v.username.trim(),
              portalAccess: v.portalAccess,
              portalAdmin: v.portalAdmin,
              readWrite: v.readWrite,
            };
      update.mutate({ userId, memberId: editing.id, changes });
      return;
    }
    const email = v.email.trim();
    const member: TAddMemberRequest =
      kind === 'master'
        ? { kind, email }
        : kind === 'iam'
          ? {
              kind,
              email,
              username: v.username.trim(),
              portalAccess: v.portalAccess,
              portalAdmin: v.portalAdmin,
              readWrite: v.readWrite,
            }
          : {
              kind,
              email,
              roleName: v.roleName.trim(),
              ...(v.idpUserName.trim() ? { idpUserName: v.idpUserName.trim() } : {}),
            };
    add.mutate({ userId, member });
  });
  return (
    <ModalDialog
      open
      title={editing ? `Edit ${editing.email}` : `Add a login to account ${userId}`}
      doneLabel={editing ? 'Save' : 'Add'}
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
        {!editing && (
          <>
            <FormDropdown
              control={control}
              name="kind"
              label="Signs in as"
              options={KIND_OPTIONS}
              searchable={false}
              fullWidth
              rules={{ required: true }}
            />
            <FormTextField
              control={control}
              name="email"
              label="E-mail"
              type="email"
              autoFocus
              helperText="A new e-mail signs in through the identity provider."
              rules={EMAIL_RULES}
            />
          </>
        )}
        {kind === 'iam' && (
          <>
            <FormTextField
              control={control}
              name="username"
              label="IAM username"
              rules={{
                required: true,
                pattern: {
                  value: /^\s*[A-Za-z0-9._-]{1,64}\s*$/,
                  message: 'Use letters, digits, dots, dashes or underscores',
                },
              }}
            />
            <FormCheckbox control={control} name="portalAccess" label="Portal access" />
            <FormCheckbox control={control} name="portalAdmin" label="Portal admin" />
            <FormCheckbox control={control} name="readWrite" label="Read/write permission" />
          </>
        )}
        {kind === 'idp' && (
          <>
            <FormTextField
              control={control}
              name="roleName"
              label="Role name"
              rules={{ required: true, maxLength: 100 }}
            />
            {!editing && (
              <FormTextField control={control} name="idpUserName" label="Display name (optional)" />
            )}
          </>
        )}
        {kind === 'master' && (
          <Alert severity="info">The master user has every permission of the account.</Alert>
        )}
      </Box>
    </ModalDialog>
  );
}
