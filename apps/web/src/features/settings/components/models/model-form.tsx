import type { TModelDetail } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../../lib/error-message';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { useToast } from '../../../../ui/use-toast';
import { useAddModel } from '../../api/add-model';
import { useUpdateModel } from '../../api/update-model';
import { InterfaceEditor } from './interface-editor';
import { firstRepeatedName, nameTakenMessage, rowsFromInterfaces } from './interface-rows';
import { ModelFields } from './model-fields';
import { addModelRequest, updateModelRequest, type TModelFormValues } from './model-requests';

export type TModelFormProps =
  { mode: 'add'; source?: undefined } | { mode: 'edit' | 'duplicate'; source: TModelDetail };

const HEADINGS = {
  add: () => 'Add model',
  edit: (model: string) => `Edit ${model}`,
  duplicate: (model: string) => `Duplicate ${model}`,
};

function initialValues({ mode, source }: TModelFormProps): TModelFormValues {
  if (!source) return { model: '', snPrefix: '', series: '' };
  // A duplicate is a new model: it needs a name and a serial-number prefix of its own.
  if (mode === 'duplicate') return { model: '', snPrefix: '', series: source.series };
  return { model: source.model, snPrefix: source.snPrefix, series: source.series };
}

/**
 * The model form of /settings/model/add, edit and duplicate (spec §2): the model's fields and
 * its port list. Saving shows a toast and opens the model's view; a refusal stays on the page.
 */
export function ModelForm(props: TModelFormProps) {
  const { mode, source } = props;
  const navigate = useNavigate();
  const toast = useToast();
  const { control, handleSubmit } = useKitForm<TModelFormValues>({
    defaultValues: initialValues(props),
  });
  const [rows, setRows] = useState(() =>
    source ? rowsFromInterfaces(source.interfaceList, mode === 'edit') : [],
  );
  const [portsChanged, setPortsChanged] = useState(false);
  const [listError, setListError] = useState<string | null>(null);

  const onSuccess = (_result: unknown, { model }: { model: string }) => {
    toast.show({ severity: 'success', message: `${model} saved` });
    void navigate(`/settings/model/view/${encodeURIComponent(model)}`);
  };
  const add = useAddModel({ onSuccess });
  const update = useUpdateModel({ onSuccess });
  const save = mode === 'edit' ? update : add;

  const submit = handleSubmit((values) => {
    const repeated = firstRepeatedName(rows);
    if (repeated !== undefined) {
      setListError(nameTakenMessage(repeated));
      return;
    }
    setListError(null);
    if (mode === 'edit') update.mutate(updateModelRequest(values, rows, source));
    else {
      const unchangedSource = mode === 'duplicate' && !portsChanged ? source.model : undefined;
      add.mutate(addModelRequest(values, rows, unchangedSource));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography variant="h4" component="h1" gutterBottom>
        {source ? HEADINGS[mode](source.model) : HEADINGS.add()}
      </Typography>
      <Stack spacing={3}>
        <ModelFields
          control={control}
          nameReadOnly={mode === 'edit'}
          nameHelperText={
            mode === 'duplicate' ? `A new name: ${source.model} keeps its own` : undefined
          }
        />
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Interfaces
          </Typography>
          <InterfaceEditor
            rows={rows}
            onChange={(next) => {
              setRows(next);
              setPortsChanged(true);
              setListError(null);
            }}
            // The server keeps the saved ports' order and appends new ones (interface/update).
            reorderable={mode !== 'edit'}
            hint={
              mode === 'edit'
                ? 'New interfaces are added after the existing ones; the order of saved interfaces does not change here.'
                : 'Hold a row’s grip or press Space on it to move it: the order is the port order.'
            }
          />
        </Box>
        {listError && <Alert severity="error">{listError}</Alert>}
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
          <Button onClick={() => void navigate('/settings')}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
