import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../../ui/form/form-text-field';
import { REQUIRED_MESSAGE } from '../../../../ui/form/form-rules';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../../ui/modal-dialog';

/** The server's limit of a status note (ZTicketTransitionRequest). */
const NOTE_MAX = 4000;

export interface TNoteDialogProps {
  title: string;
  intro: string;
  label: string;
  doneLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (note: string) => void;
}

/**
 * A dialog that asks for the note a move needs (a question for the customer, what to revise):
 * Done refuses an empty or blank note. Mount it when it opens, so each opening starts empty.
 */
export function NoteDialog({
  title,
  intro,
  label,
  doneLabel,
  pending,
  onCancel,
  onSubmit,
}: TNoteDialogProps) {
  const { control, handleSubmit } = useKitForm<{ note: string }>({ defaultValues: { note: '' } });
  const submit = handleSubmit(({ note }) => onSubmit(note.trim()));
  return (
    <ModalDialog
      open
      title={title}
      doneLabel={doneLabel}
      doneDisabled={pending}
      onDone={() => void submit()}
      onCancel={onCancel}
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        <FormTextField
          control={control}
          name="note"
          label={label}
          multiline
          minRows={4}
          fullWidth
          autoFocus
          rules={{
            required: true,
            maxLength: NOTE_MAX,
            validate: (value) => value.trim() !== '' || REQUIRED_MESSAGE,
          }}
        />
      </Stack>
    </ModalDialog>
  );
}
