import type { TRunSummary } from '@fwmig/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { errorMessage } from '../../../../lib/error-message';
import { useToast } from '../../../../ui/use-toast';
import { useDownloadRunOutput } from '../../api/download-run-output';

/**
 * Saves the run's output as a file. A failure reaches the user as the app's error toast (the
 * query client's mutation cache raises it).
 */
export function DownloadOutputButton({
  ticketId,
  run,
}: {
  ticketId: number;
  run: Pick<TRunSummary, 'id' | 'number'>;
}) {
  const download = useDownloadRunOutput();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={download.isPending}
      loadingPosition="start"
      onClick={() => download.mutate({ ticketId, run })}
    >
      Download
    </Button>
  );
}

/** Puts the whole output on the clipboard and says how it went. */
export function CopyAllButton({ text, lines }: { text: string; lines: number }) {
  const toast = useToast();
  const copy = async () => {
    try {
      // navigator.clipboard is undefined outside secure contexts (plain http).
      if (!navigator.clipboard) throw new Error('This browser does not allow copying here.');
      await navigator.clipboard.writeText(text);
      const count = new Intl.NumberFormat('en').format(lines);
      toast.show({
        severity: 'success',
        message: `Copied ${count} ${lines === 1 ? 'line' : 'lines'}.`,
      });
    } catch (error) {
      toast.show({ severity: 'error', message: `Could not copy: ${errorMessage(error)}` });
    }
  };
  return (
    <Button variant="text" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
      Copy all
    </Button>
  );
}
