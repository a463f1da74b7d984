import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { toControllerRules } from '../../../../ui/form/form-rules';
import { FileList } from './file-list';
import { fileInfo, pickFiles } from './file-rules';
import type { TTicketFormValues } from './ticket-form-values';

export const FILES_REQUIRED = 'Attach at least one configuration file';

/** Name and size: what the merge treats as the same file, so unique in the list. */
const fileKey = (file: File) => `${file.name}\u0000${file.size}`;

const REQUIRED_RULES = { required: { value: true, message: FILES_REQUIRED } };

export interface TFilePickerProps {
  /** Names the list of chosen files. */
  listLabel: string;
  /** The create form needs a file; an edit may add none. */
  required: boolean;
  /** While the files are being sent the list cannot change. */
  disabled?: boolean;
}

/**
 * A drop zone and a "Choose files" button for the form's `files`. Chosen files are merged into
 * the list (same name and size: once), files over 100 MB are refused with the reason, and each
 * listed file shows its name, size, type and extension with a remove button.
 */
export function FilePicker({ listLabel, required, disabled = false }: TFilePickerProps) {
  const { control } = useFormContext<TTicketFormValues>();
  const {
    field: { value: files, onChange, ref: focusRef },
    fieldState,
  } = useController({
    control,
    name: 'files',
    rules: toControllerRules<TTicketFormValues, 'files'>(required ? REQUIRED_RULES : undefined),
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const hintId = useId();
  const errorId = useId();

  const add = (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const result = pickFiles(files, chosen);
    setProblems(result.problems);
    if (result.files.length !== files.length) onChange(result.files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack spacing={1.5}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: fieldState.invalid ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'background.default',
          px: 2,
          py: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        <CloudUploadOutlinedIcon color="action" fontSize="large" aria-hidden />
        <Typography>Drop configuration files here, or</Typography>
        <Button
          variant="outlined"
          ref={focusRef}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={fieldState.error ? `${errorId} ${hintId}` : hintId}
        >
          Choose files
        </Button>
        <Typography id={hintId} variant="caption" color="text.secondary">
          Exports, backups or CLI text of the source firewall; up to 100 MB each.
        </Typography>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          aria-label="Choose configuration files"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Choosing the same file again after removing it must fire a change.
            event.target.value = '';
          }}
        />
      </Box>
      {fieldState.error && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
      {problems.length > 0 && (
        <Alert severity="warning" onClose={() => setProblems([])}>
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      <FileList
        label={listLabel}
        disabled={disabled}
        rows={files.map((file) => ({ key: fileKey(file), ...fileInfo(file) }))}
        onRemove={(key) => onChange(files.filter((file) => fileKey(file) !== key))}
      />
    </Stack>
  );
}
