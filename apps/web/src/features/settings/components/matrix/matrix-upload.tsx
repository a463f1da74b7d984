import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { useUploadMatrix } from '../../api/upload-matrix';
import { MATRIX_ACCEPT, matrixFileProblem } from './matrix-file-check';
import { MatrixResultView } from './matrix-result-view';
import { MatrixTemplateButtons } from './matrix-template-buttons';

/**
 * The model-version matrix upload (spec §7 updateMatrix): explains the file, offers the
 * templates, checks the chosen file's type and size before sending it, shows the upload's
 * progress and then what the server applied or why it applied nothing.
 */
export function MatrixUpload() {
  const inputRef = useRef<HTMLInputElement>(null);
  const fileNameId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState(0);
  const upload = useUploadMatrix();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared so choosing the same file again (after fixing it) fires a change.
    event.target.value = '';
    if (!chosen) return;
    upload.reset();
    setFile(chosen);
    setProblem(matrixFileProblem(chosen));
  };
  const send = () => {
    if (!file || matrixFileProblem(file)) return;
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        Set models, serial prefixes, series and supported versions in one go. The file (CSV or XLSX,
        at most 5 MB) has the columns Model, Serial prefix, Series and Versions (separated by
        semicolons, like 7.2.8; 7.4.4), one row per model. Either every row is applied or, if any
        row has an error, none is. The templates hold the catalogue as it is now.
      </Typography>
      <MatrixTemplateButtons />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={inputRef}
          type="file"
          accept={MATRIX_ACCEPT}
          aria-label="Matrix file"
          tabIndex={-1}
          onChange={choose}
          style={visuallyHidden}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          aria-describedby={fileNameId}
          onClick={() => inputRef.current?.click()}
          disabled={upload.isPending}
        >
          Choose file
        </Button>
        <Typography id={fileNameId} variant="body2" color="text.secondary">
          {file ? file.name : 'No file chosen'}
        </Typography>
        <Button
          variant="contained"
          onClick={send}
          disabled={!file || problem !== undefined || upload.isPending}
        >
          Upload
        </Button>
      </Box>
      {problem !== undefined && <Alert severity="error">{problem}</Alert>}
      {upload.isPending && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label="Upload progress"
        />
      )}
      {upload.isError && <Alert severity="error">{errorMessage(upload.error)}</Alert>}
      {upload.data && <MatrixResultView result={upload.data} />}
    </Box>
  );
}
