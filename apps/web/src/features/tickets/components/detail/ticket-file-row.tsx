import type { TTicketFile } from '@fwmig/contract';
import DownloadIcon from '@mui/icons-material/Download';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { EllipsisText } from '../../../../ui/ellipsis-text';
import { Spinner } from '../../../../ui/spinner';
import { RelativeTime } from '../../../../ui/relative-time';
import { formatBytes } from '../../../../lib/format';
import type { useFileDownload } from './use-file-download';

export interface TTicketFileRowProps {
  file: TTicketFile;
  downloads: ReturnType<typeof useFileDownload>;
  /** A labelled Download button instead of an icon (the customer's delivered files). */
  prominent?: boolean;
}

/** One file: name, size, who uploaded it and when, and its Download button. */
export function TicketFileRow({ file, downloads, prominent = false }: TTicketFileRowProps) {
  const busy = downloads.isBusy(file.id);
  const label = `Download ${file.name}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: prominent ? 'wrap' : 'nowrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        py: 1,
        minWidth: 0,
      }}
    >
      <FileIcon color="action" aria-hidden />
      <Box sx={{ flex: prominent ? '1 1 160px' : 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          <EllipsisText text={file.name} />
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {formatBytes(file.size)} · {file.uploadedBy} · <RelativeTime at={file.createdAt} />
        </Typography>
      </Box>
      {prominent ? (
        <Button
          variant="contained"
          color="success"
          startIcon={busy ? <Spinner size="medium" /> : <DownloadIcon />}
          disabled={busy}
          aria-label={label}
          onClick={() => void downloads.download(file)}
          sx={{ flexShrink: 0, ml: { xs: 4.5, sm: 0 } }}
        >
          Download
        </Button>
      ) : (
        <IconButton
          aria-label={label}
          title={label}
          disabled={busy}
          onClick={() => void downloads.download(file)}
        >
          {busy ? <Spinner size="medium" /> : <DownloadIcon />}
        </IconButton>
      )}
    </Box>
  );
}
