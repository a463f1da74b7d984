import { uploadSizeError } from '@fwmig/contract';
import UploadIcon from '@mui/icons-material/UploadFile';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FileButton } from '../../../../ui/file-button';
import { useToast } from '../../../../ui/use-toast';
import { addDeliverables } from '../../api/tickets-api';
import { UploadProgress } from './upload-progress';
import { useApplyTicket } from './use-apply-ticket';

/** The engineers' "Attach deliverable": pick files, upload them with progress. */
export function AttachDeliverable({ ticketId }: { ticketId: number }) {
  const toast = useToast();
  const apply = useApplyTicket();
  const [percent, setPercent] = useState(0);
  const upload = useMutation({
    mutationFn: (files: File[]) =>
      addDeliverables(ticketId, files, (loaded, total) =>
        setPercent(total > 0 ? (loaded / total) * 100 : 0),
      ),
    onSuccess: (detail, files) => {
      apply(detail);
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
    upload.mutate(files);
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
