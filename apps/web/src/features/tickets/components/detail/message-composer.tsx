import { mergeFiles, uploadSizeError, type TTicketDetail } from '@fwmig/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import LockIcon from '@mui/icons-material/LockOutlined';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FileButton } from '../../../../ui/file-button';
import { useToast } from '../../../../ui/use-toast';
import { useSendMessage } from '../../api/send-message';
import { viewerKind } from './ticket-actions-model';
import { useRefreshStaleTicket } from './use-stale-ticket';
import { formatBytes } from '../../../../lib/format';
import { UploadProgress } from './upload-progress';

function composerText(ticket: TTicketDetail, internal: boolean) {
  if (internal) return { label: 'Internal note', helper: 'Only engineers see internal notes.' };
  if (viewerKind(ticket.can) === 'engineer') {
    return { label: 'Reply to the customer', helper: 'The customer sees this reply.' };
  }
  if (ticket.status === 'waiting_customer') {
    return {
      label: 'Your answer',
      helper: 'Sending your answer puts the ticket back in the engineer’s hands.',
    };
  }
  return { label: 'Message to the engineer', helper: undefined };
}

/**
 * Writes a message (or, for engineers, an internal note) with attachments. Ctrl+Enter sends;
 * a sent message clears the composer. Without can.message only internal notes remain.
 */
export function MessageComposer({ ticket }: { ticket: TTicketDetail }) {
  const toast = useToast();
  const onlyInternal = !ticket.can.message && ticket.can.internalNote;
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [internalChosen, setInternal] = useState(false);
  const [percent, setPercent] = useState(0);
  const internal = onlyInternal || internalChosen;
  const refreshStale = useRefreshStaleTicket(ticket.id);
  const send = useSendMessage({
    // A closed ticket takes no more messages: the fresh ticket hides the composer; the text stays.
    onError: refreshStale,
    onSuccess: () => {
      setBody('');
      setFiles([]);
      setInternal(false);
      toast.show({
        severity: 'success',
        message: internal ? 'Internal note added.' : 'Message sent.',
      });
    },
  });
  const empty = body.trim() === '' && files.length === 0;
  const submit = () => {
    if (empty || send.isPending) return;
    setPercent(0);
    send.mutate({
      id: ticket.id,
      body: body.trim(),
      internal,
      files,
      onProgress: (loaded, total) => setPercent(total > 0 ? (loaded / total) * 100 : 0),
    });
  };
  const addFiles = (picked: File[]) => {
    const tooBig = picked.map(uploadSizeError).find((message) => message !== undefined);
    if (tooBig) toast.show({ severity: 'error', message: tooBig });
    // spec §5: merging drops files already listed (same name and size); too-big files stay out.
    setFiles((current) =>
      mergeFiles(
        current,
        picked.filter((file) => !uploadSizeError(file)),
      ),
    );
  };
  const text = composerText(ticket, internal);
  return (
    <Box
      component="form"
      noValidate
      aria-label={internal ? 'Write an internal note' : 'Write a message'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{
        border: 1,
        borderColor: internal ? '#8d6e00' : 'divider',
        borderStyle: internal ? 'dashed' : 'solid',
        bgcolor: internal ? '#fff8e1' : 'background.paper',
        borderRadius: 1,
        p: { xs: 1.5, sm: 2 },
      }}
    >
      <Stack spacing={1.5}>
        <TextField
          label={text.label}
          helperText={text.helper}
          multiline
          minRows={3}
          maxRows={14}
          fullWidth
          value={body}
          disabled={send.isPending}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
        />
        {files.length > 0 && (
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap' }}
            role="group"
            aria-label="Files to send"
          >
            {files.map((file) => (
              <Chip
                key={`${file.name}/${file.size}`}
                icon={<AttachFileIcon />}
                label={`${file.name} (${formatBytes(file.size)})`}
                onDelete={
                  send.isPending
                    ? undefined
                    : () => setFiles((current) => current.filter((f) => f !== file))
                }
                sx={{ maxWidth: '100%' }}
              />
            ))}
          </Stack>
        )}
        {send.isPending && files.length > 0 && <UploadProgress label="Sending" percent={percent} />}
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <FileButton
              inputLabel="Files to attach"
              startIcon={<AttachFileIcon />}
              disabled={send.isPending}
              onFiles={addFiles}
            >
              Attach files
            </FileButton>
            {ticket.can.internalNote && !onlyInternal && (
              <FormControlLabel
                control={
                  <Switch
                    checked={internalChosen}
                    onChange={(event) => setInternal(event.target.checked)}
                  />
                }
                label={
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <LockIcon fontSize="small" aria-hidden />
                    Internal note
                  </Box>
                }
              />
            )}
          </Stack>
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendIcon />}
            disabled={empty || send.isPending}
            color={internal ? 'inherit' : 'primary'}
            sx={{
              // Stays at the right end when the row wraps on a phone.
              ml: 'auto',
              ...(internal
                ? { bgcolor: '#8d6e00', color: '#fff', '&:hover': { bgcolor: '#6d4c00' } }
                : {}),
            }}
          >
            {internal ? 'Add internal note' : 'Send'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
