import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REQUIRED_MESSAGE } from './form/form-rules';
import { FormTextField } from './form/form-text-field';
import { useKitForm } from './form/use-kit-form';
import { ModalDialog } from './modal-dialog';

export interface TNoteDialogProps {
  title: string;
  /** What the note is for, above the field. */
  intro: string;
  label: string;
  doneLabel: string;
  /** At most this many characters, after trimming (the server's limit). */
  maxLength: number;
  /** Done refuses an empty or blank note (default); optional notes may be left empty. */
  required?: boolean;
  helperText?: string;
  pending: boolean;
  /** The server's refusal of the last try, shown in the dialog, which stays open. */
  error?: string;
  onCancel: () => void;
  onSubmit: (note: string) => void;
}

/**
 * A dialog that asks for a note (a question for the customer, what was done about a checklist
 * item) and hands it over trimmed. Mount it when it opens, so each opening starts empty.
 */
export function NoteDialog({
  title,
  intro,
  label,
  doneLabel,
  maxLength,
  required = true,
  helperText,
  pending,
  error,
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
          {...(helperText ? { helperText } : {})}
          multiline
          minRows={required ? 4 : 3}
          fullWidth
          autoFocus
          rules={{
            required,
            validate: (value) => {
              const note = value.trim();
              if (required && note === '') return REQUIRED_MESSAGE;
              return note.length <= maxLength || `Must be at most ${maxLength} characters`;
            },
          }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ModalDialog>
  );
}
