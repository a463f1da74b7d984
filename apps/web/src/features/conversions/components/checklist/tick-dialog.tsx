import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../../ui/form/form-text-field';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../../ui/modal-dialog';

/** The server's limit of a checklist note, after trimming (ZTickChecklistRequest). */
const NOTE_MAX = 2000;

export interface TTickDialogProps {
  /** "Tick off this item", "Tick off 3,994 items". */
  title: string;
  /** What is being ticked off: the object and the engine's message. */
  description: string;
  pending: boolean;
  /** The server's refusal of the last try, if any. */
  error?: string;
  onCancel: () => void;
  onSubmit: (note: string) => void;
}

/**
 * Asks for an optional note (what was done about the items) before ticking one item or a group
 * off. Mount it when it opens, so each opening starts empty.
 */
export function TickDialog({
  title,
  description,
  pending,
  error,
  onCancel,
  onSubmit,
}: TTickDialogProps) {
  const { control, handleSubmit } = useKitForm<{ note: string }>({ defaultValues: { note: '' } });
  const submit = handleSubmit(({ note }) => onSubmit(note.trim()));
  return (
    <ModalDialog
      open
      title={title}
      doneLabel="Tick off"
      doneDisabled={pending}
      onDone={() => void submit()}
      onCancel={onCancel}
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        <FormTextField
          control={control}
          name="note"
          label="Note (optional)"
          helperText="What you did about it, for the other engineers."
          multiline
          minRows={3}
          fullWidth
          autoFocus
          rules={{
            validate: (value) =>
              value.trim().length <= NOTE_MAX || `Must be at most ${NOTE_MAX} characters`,
          }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ModalDialog>
  );
}
