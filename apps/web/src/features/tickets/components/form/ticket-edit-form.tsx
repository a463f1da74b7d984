import type { TTicketDetail } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../../lib/error-message';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { useToast } from '../../../../ui/use-toast';
import { addSourceFiles, removeTicketFile, TICKET_KEYS, updateTicket } from '../../api/tickets-api';
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
  const queryClient = useQueryClient();
  const toast = useToast();
  const contact = useContactDefaults();
  const form = useKitForm<TTicketFormValues>({
    defaultValues: editTicketValues(ticket, contact),
  });
  const [shares, setShares] = useState<number[]>([]);
  // Issue 19 item 2: a file the conversion could not read is replaced, not only added to.
  const [replace, setReplace] = useState(false);
  const adding = useWatch({ control: form.control, name: 'files' }).length > 0;
  const detailKey = TICKET_KEYS.detail(ticket.id);

  const save = useMutation({
    mutationFn: async (values: TTicketFormValues) => {
      if (values.files.length > 0) {
        const sizes = values.files.map((file) => file.size);
        setShares(sizes.map(() => 0));
        const withFiles = await addSourceFiles(ticket.id, values.files, (loaded, total) =>
          setShares(fileShares(sizes, loaded, total)),
        );
        queryClient.setQueryData(detailKey, withFiles);
        form.setValue('files', []);
        if (replace) {
          // Added first: the server keeps a ticket's last file.
          for (const old of ticket.files.filter((file) => file.kind === 'source')) {
            queryClient.setQueryData(detailKey, await removeTicketFile(ticket.id, old.id));
          }
        }
      }
      return updateTicket(ticket.id, toTicketEdit(values));
    },
    onSuccess: (detail) => {
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.all, refetchType: 'none' });
      queryClient.setQueryData(detailKey, detail);
      toast.show({ severity: 'success', message: `Ticket ${ticket.id} saved` });
      void navigate(`/ticket/detail/${ticket.id}`);
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
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
          {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
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
