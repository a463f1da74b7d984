import { ALL_MODELS_INTERFACE_LIMIT, type TModelSummary } from '@fwmig/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../../ui/data-table/table-types';
import { useInterfaces } from '../../api/get-interfaces';
import { useModels } from '../../api/get-models';

type TModelRow = TModelSummary & { ports?: number };

const MODEL_COLUMNS: TColumnSetting<TModelRow>[] = [
  { field: 'model', header: 'Model', sortable: true, defaultWidth: 220 },
  { field: 'snPrefix', header: 'Serial prefix', sortable: true, defaultWidth: 150 },
  { field: 'series', header: 'Series', sortable: true, defaultWidth: 180 },
  { field: 'ports', header: 'Interfaces', sortable: true, align: 'right', defaultWidth: 120 },
];

/** spec §9: every model's interfaces in one request of at most 10000. */
const ALL_INTERFACES = {
  skip: 0,
  limit: ALL_MODELS_INTERFACE_LIMIT,
  order: 'asc',
  sortBy: 'model',
} as const;

/** The address of a model page; model names may hold spaces. */
function modelPath(action: 'view' | 'edit' | 'duplicate', model: string): string {
  return `/settings/model/${action}/${encodeURIComponent(model)}`;
}

/** The overview's Models section (spec §2): every target model, with View, Edit and Duplicate. */
export function ModelsSection() {
  const navigate = useNavigate();
  const models = useModels();
  const interfaces = useInterfaces(ALL_INTERFACES);
  const ports = new Map<string, number>();
  for (const port of interfaces.data?.items ?? [])
    ports.set(port.model, (ports.get(port.model) ?? 0) + 1);
  const rows: TModelRow[] = (models.data ?? []).map((model) => ({
    ...model,
    ports: interfaces.data ? (ports.get(model.model) ?? 0) : undefined,
  }));
  return (
    <Box component="section" aria-labelledby="settings-models">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="settings-models" variant="h5" component="h2" sx={{ mr: 'auto' }}>
          Models
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => void navigate('/settings/model/add')}
        >
          Add model
        </Button>
      </Stack>
      <DataTable
        label="Models"
        rows={rows}
        columns={MODEL_COLUMNS}
        keyField="model"
        searchable
        paging="local"
        loading={models.isLoading}
        rowActions={(row) => [
          { label: 'View', onClick: () => void navigate(modelPath('view', row.model)) },
          { label: 'Edit', onClick: () => void navigate(modelPath('edit', row.model)) },
          { label: 'Duplicate', onClick: () => void navigate(modelPath('duplicate', row.model)) },
        ]}
      />
    </Box>
  );
}
