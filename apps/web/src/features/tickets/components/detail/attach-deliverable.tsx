import { uploadSizeError } from '@fwmig/contract';
import UploadIcon from '@mui/icons-material/UploadFile';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FileButton } from '../../../../ui/file-button';
import { useToast } from '../../../../ui/use-toast';
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
  const pick = (files: File[]) => {
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
      <FileButton
        inputLabel="Deliverable files"
        variant="outlined"
        size="small"
        startIcon={<UploadIcon />}
        disabled={upload.isPending}
        sx={{ alignSelf: 'flex-start' }}
        onFiles={pick}
      >
        Attach deliverable
      </FileButton>
      {upload.isPending && <UploadProgress label="Uploading deliverables" percent={percent} />}
    </Stack>
  );
}
