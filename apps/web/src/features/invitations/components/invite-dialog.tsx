import {
  INVITATION_DEFAULT_DAYS,
  INVITATION_ROLE_LABELS,
  isEmail,
  type TCreateInvitationRequest,
  type TInvitationRole,
} from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDropdown } from '../../../ui/form/form-dropdown';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../ui/modal-dialog';

const ROLE_OPTIONS = Object.entries(INVITATION_ROLE_LABELS).map(([id, name]) => ({ id, name }));

export interface TInviteDialogProps {
  /** "Acme (account 100001)": whom the invitee joins. */
  accountLabel: string;
  pending: boolean;
  /** The server's refusal of the last try; the dialog stays open with it. */
  error?: string | undefined;
  onCancel: () => void;
  onSubmit: (request: TCreateInvitationRequest) => void;
}

interface TInviteForm {
  email: string;
  role: string | null;
  validDays: number | null;
}

/**
 * The Invite dialog (issue 20 item 2): an e-mail, the role it gets in the account and how many
 * days the invitation stays usable. Mount it when it opens, so each opening starts empty.
 */
export function InviteDialog({
  accountLabel,
  pending,
  error,
  onCancel,
  onSubmit,
}: TInviteDialogProps) {
  const { control, handleSubmit } = useKitForm<TInviteForm>({
    defaultValues: { email: '', role: 'read_write', validDays: INVITATION_DEFAULT_DAYS },
  });
  const submit = handleSubmit(({ email, role, validDays }) =>
    onSubmit({
      email: email.trim(),
      role: (role ?? 'read_write') as TInvitationRole,
      validDays: validDays ?? INVITATION_DEFAULT_DAYS,
    }),
  );
  return (
    <ModalDialog
      open
      title="Invite a user"
      doneLabel="Send invitation"
      doneDisabled={pending}
      onDone={() => void submit()}
      onCancel={onCancel}
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          The invitee gets an e-mail to join {accountLabel}. When they sign in with this e-mail,
          they land in the account with the role chosen here. An invitation works once.
        </Typography>
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          autoFocus
          fullWidth
          rules={{
            required: true,
            validate: (value) =>
              isEmail(value.trim()) || 'Enter an e-mail address like name@example.com',
          }}
        />
        <FormDropdown
          control={control}
          name="role"
          label="Role"
          options={ROLE_OPTIONS}
          searchable={false}
          fullWidth
          rules={{ required: true }}
        />
        <FormTextField
          control={control}
          name="validDays"
          label="Valid for (days)"
          type="number"
          fullWidth
          rules={{
            required: true,
            validate: (value) =>
              (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 30) ||
              'Enter a whole number of days from 1 to 30',
          }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ModalDialog>
  );
}
