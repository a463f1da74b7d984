import type { TTicketDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { useToast } from '../../../../ui/use-toast';
import { useSaveTicketEdit } from '../../api/save-ticket-edit';
import { useRefreshStaleTicket } from '../detail/use-stale-ticket';
import { SubmitRefusal } from './submit-refusal';
import { DeviceSummary } from './device-summary';
import { FilePicker } from './file-picker';
import { fileShares } from './file-shares';
import { SavedFiles } from './saved-files';
import { TicketFields } from './ticket-fields';
import { editTicketValues, toTicketEdit, type TTicketFormValues } from './ticket-form-values';
import { UploadProgress } from './upload-progress';
import { useContactDefaults } from './use-contact-defaults';

/**
 * The edit form of a ticket that may still change: the create form's fields but the device and
 * licence. Save uploads the added files first, then the details, and opens the ticket. If the
 * details fail after the upload, the files stay on the ticket and a new Save sends the details.
 */
export function TicketEditForm({ ticket }: { ticket: TTicketDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const contact = useContactDefaults();
  const form = useKitForm<TTicketFormValues>({
    defaultValues: editTicketValues(ticket, contact),
  });
  const [shares, setShares] = useState<number[]>([]);
  // Issue 19 item 2: a file the conversion could not read is replaced, not only added to.
  const [replace, setReplace] = useState(false);
  const adding = useWatch({ control: form.control, name: 'files' }).length > 0;

  // A ticket that can no longer be edited: the fresh ticket turns the page into that notice.
  const refreshStale = useRefreshStaleTicket(ticket.id);
  const save = useSaveTicketEdit({
    onError: refreshStale,
    onSuccess: () => {
      toast.show({ severity: 'success', message: `Ticket ${ticket.id} saved` });
      void navigate(`/ticket/detail/${ticket.id}`);
    },
  });
  const submit = form.handleSubmit((values) => {
    const sizes = values.files.map((file) => file.size);
    setShares(sizes.map(() => 0));
    save.mutate({
      ticketId: ticket.id,
      edit: toTicketEdit(values),
      files: values.files,
      replacing: replace ? ticket.files.filter((file) => file.kind === 'source') : [],
      onProgress: (loaded, total) => setShares(fileShares(sizes, loaded, total)),
      onFilesAdded: () => form.setValue('files', []),
    });
  });
  const uploading = save.isPending && save.variables && save.variables.files.length > 0;

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          <TicketFields
            device={<DeviceSummary ticket={ticket} />}
            files={
              <Stack spacing={2}>
                <div>
                  <SavedFiles ticket={ticket} disabled={save.isPending} />
                </div>
                <Divider />
                <div>
                  <Typography variant="subtitle2" component="h3" gutterBottom>
                    Add files
                  </Typography>
                  <FilePicker listLabel="Files to add" required={false} disabled={save.isPending} />
                  {adding && (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={replace}
                          onChange={(event) => setReplace(event.target.checked)}
                          disabled={save.isPending}
                        />
                      }
                      label="Replace the files on the ticket with these (the conversion runs again)"
                    />
                  )}
                  <Typography variant="caption" color="text.secondary">
                    Added files are uploaded when you save.
                  </Typography>
                </div>
              </Stack>
            }
          />
          {uploading && <UploadProgress files={save.variables.files} shares={shares} />}
          {save.isError && <SubmitRefusal error={save.error} />}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button
              onClick={() => void navigate(`/ticket/detail/${ticket.id}`)}
              disabled={save.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
              Save
            </Button>
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
