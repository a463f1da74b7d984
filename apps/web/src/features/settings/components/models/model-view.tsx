import type { TModelDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../../ui/data-table/data-table';
import { INTERFACE_COLUMNS } from './interface-columns';
import { rowsFromInterfaces } from './interface-rows';
import { useModelCatalogue } from './use-model-catalogue';

/** One labelled value of the model's summary. */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

/**
 * /settings/model/view/{model} (spec §2): a model, its ports (getInterfaceList) and the firmware
 * versions it supports (listByModel), read-only, with Edit and Duplicate.
 */
export function ModelView({ detail }: { detail: TModelDetail }) {
  const navigate = useNavigate();
  const path = encodeURIComponent(detail.model);
  const { versions, interfaces } = useModelCatalogue(detail);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto' }}>
          {detail.model}
        </Typography>
        <Button variant="contained" onClick={() => void navigate(`/settings/model/edit/${path}`)}>
          Edit
        </Button>
        <Button
          variant="outlined"
          onClick={() => void navigate(`/settings/model/duplicate/${path}`)}
        >
          Duplicate
        </Button>
      </Stack>
      <Stack direction="row" spacing={4}>
        <Field label="Model" value={detail.model} />
        <Field label="Serial-number prefix" value={detail.snPrefix} />
        <Field label="Series" value={detail.series} />
      </Stack>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          Interfaces
        </Typography>
        <DataTable
          label="Interfaces"
          rows={rowsFromInterfaces(interfaces, true)}
          columns={INTERFACE_COLUMNS}
          keyField="key"
          emptyText="No interfaces"
        />
      </Box>
      <Box component="section" aria-labelledby="supported-versions">
        <Typography id="supported-versions" variant="h6" component="h2" gutterBottom>
          Supported firmware versions
        </Typography>
        {versions.length === 0 ? (
          <Typography color="text.secondary">No firmware version lists this model yet.</Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {versions.map(({ version, releaseDate }) => (
              <Chip
                key={version}
                label={version}
                title={releaseDate ? `Released ${releaseDate}` : undefined}
              />
            ))}
          </Stack>
        )}
      </Box>
      <Link component={RouterLink} to="/settings">
        Back to Settings
      </Link>
    </Stack>
  );
}
