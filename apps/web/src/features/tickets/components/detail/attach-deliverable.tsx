import { uploadSizeError } from '@fwmig/contract';
import UploadIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useToast } from '../../../../ui/use-toast';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { useAddDeliverables } from '../../api/add-deliverables';
import { UploadProgress } from './upload-progress';
import { useRefreshStaleTicket } from './use-stale-ticket';

/** The engineers' "Attach deliverable": pick files, upload them with progress. */
export function AttachDeliverable({ ticketId }: { ticketId: number }) {
  const toast = useToast();
  const [percent, setPercent] = useState(0);
  const refreshStale = useRefreshStaleTicket(ticketId);
  const upload = useAddDeliverables({
    onError: refreshStale,
    onSuccess: (_detail, { files }) => {
      toast.show({
        severity: 'success',
        message:
          files.length === 1
            ? `${files[0]?.name ?? 'File'} attached.`
            : `${files.length} files attached.`,
      });
    },
  });
  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    // spec §5, §9: 100 MB per file, checked before anything is sent.
    const tooBig = files.map(uploadSizeError).find((message) => message !== undefined);
    if (tooBig) {
      toast.show({ severity: 'error', message: tooBig });
      return;
    }
    setPercent(0);
    upload.mutate({
      id: ticketId,
      files,
      onProgress: (loaded, total) => setPercent(total > 0 ? (loaded / total) * 100 : 0),
    });
  };
  return (
    <Stack spacing={1}>
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<UploadIcon />}
        disabled={upload.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Attach deliverable
        <input
          type="file"
          multiple
          style={visuallyHidden}
          disabled={upload.isPending}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
      </Button>
      {upload.isPending && <UploadProgress label="Uploading deliverables" percent={percent} />}
    </Stack>
  );
}
