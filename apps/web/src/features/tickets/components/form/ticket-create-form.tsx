import type { TDevice } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { AlertDialog } from '../../../../ui/alert-dialog';
import { useToast } from '../../../../ui/use-toast';
import { useCreateTicket } from '../../api/create-ticket';
import { SubmitRefusal } from './submit-refusal';
import { FilePicker } from './file-picker';
import { FileWarnings, inputWarnings } from './file-warnings';
import { TargetDeviceFields } from './target-device-field';
import { TicketFields } from './ticket-fields';
import { newTicketValues, toTicketInput, type TTicketFormValues } from './ticket-form-values';
import { fileShares } from './file-shares';
import { UploadProgress } from './upload-progress';
import { useContactDefaults } from './use-contact-defaults';
import { useVendorDetection } from './use-vendor-detection';

export const SUBMIT_LABEL = 'Submit ticket';
export const SUBMIT_ANYWAY_LABEL = 'Submit anyway';

/** A key for this form's create request; randomUUID needs a secure context (https, localhost). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export interface TTicketCreateFormProps {
  /** The account's devices a ticket may be created for. */
  devices: readonly TDevice[];
  /** The device of the address, preselected; null when none or not one of `devices`. */
  sn: string | null;
  /** The ticket uses the device's free licence (from the free-license page). */
  isFreeLicense: boolean;
}

/**
 * The create form: every section on one page, with the device, its newest version and the
 * contact filled in. Submitting sends the ticket and its files in one request, showing each
 * file's progress; a failure keeps what was entered and a retry reuses the idempotency key, so
 * the server never makes the ticket twice.
 */
export function TicketCreateForm({ devices, sn, isFreeLicense }: TTicketCreateFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const contact = useContactDefaults();
  const form = useKitForm<TTicketFormValues>({ defaultValues: newTicketValues(sn, contact) });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [shares, setShares] = useState<number[]>([]);

  const create = useCreateTicket({
    onSuccess: (ticket) => {
      toast.show({ severity: 'success', message: `Ticket ${ticket.id} created` });
      void navigate(`/ticket/detail/${ticket.id}`);
    },
  });
  // Issue 19 item 2: files the chosen vendor's conversion cannot read go only when confirmed.
  const detections = useVendorDetection(useWatch({ control: form.control, name: 'files' }));
  const vendor = useWatch({ control: form.control, name: 'sourceVendor' });
  const warnings = inputWarnings(vendor, detections);
  const [unconfirmed, setUnconfirmed] = useState<TTicketFormValues | null>(null);
  const send = (values: TTicketFormValues) => {
    const sizes = values.files.map((file) => file.size);
    setShares(sizes.map(() => 0));
    create.mutate({
      input: toTicketInput(values, isFreeLicense),
      files: values.files,
      idempotencyKey,
      onProgress: (loaded, total) => setShares(fileShares(sizes, loaded, total)),
    });
  };
  const submit = form.handleSubmit((values) => {
    if (warnings.length > 0) setUnconfirmed(values);
    else send(values);
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          <TicketFields
            device={<TargetDeviceFields devices={devices} locked={isFreeLicense} />}
            files={
              <>
                <FilePicker listLabel="Files to upload" required disabled={create.isPending} />
                <FileWarnings detections={detections} />
              </>
            }
          />
          {create.isPending && create.variables && (
            <UploadProgress files={create.variables.files} shares={shares} />
          )}
          {create.isError && <SubmitRefusal error={create.error} />}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button onClick={() => void navigate('/tickets')} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
              {SUBMIT_LABEL}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <AlertDialog
        open={unconfirmed !== null}
        title="These files may not convert"
        doneLabel={SUBMIT_ANYWAY_LABEL}
        cancelLabel="Go back"
        onCancel={() => setUnconfirmed(null)}
        onDone={() => {
          if (unconfirmed) send(unconfirmed);
          setUnconfirmed(null);
        }}
      >
        {warnings.map((warning) => (
          <p key={warning}>{warning}</p>
        ))}
        <p>
          The conversion cannot read these files and would fail. Go back to attach the right files,
          or submit anyway.
        </p>
      </AlertDialog>
    </FormProvider>
  );
}
