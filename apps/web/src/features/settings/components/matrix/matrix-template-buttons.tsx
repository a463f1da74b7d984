import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  useDownloadMatrixTemplate,
  type TTemplateFormat,
} from '../../api/download-matrix-template';

/** Hands a downloaded blob to the browser as a file, through a temporary link. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The template downloads: the matrix columns filled with the catalogue as it is. They go
 * through the API client (a plain link would carry no Authorization header); a failure shows
 * the app's error toast.
 */
export function MatrixTemplateButtons() {
  const download = useDownloadMatrixTemplate({
    onSuccess: (blob, format) => saveBlob(blob, `model-version-matrix.${format}`),
  });
  const busy = (format: TTemplateFormat) => download.isPending && download.variables === format;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={busy('xlsx')}
        disabled={download.isPending}
        onClick={() => download.mutate('xlsx')}
      >
        Download template (XLSX)
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={busy('csv')}
        disabled={download.isPending}
        onClick={() => download.mutate('csv')}
      >
        Download template (CSV)
      </Button>
    </Box>
  );
}
