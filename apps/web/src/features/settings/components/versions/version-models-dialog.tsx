import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../../ui/data-table/table-types';
import { ModalDialog } from '../../../../ui/modal-dialog';
import { useModels } from '../../api/get-models';
import { useVersionModels } from '../../api/get-version-models';
import { useSetVersionModels } from '../../api/set-version-models';
import {
  selectedModels,
  selectionKeys,
  seriesModelTree,
  type TSeriesModelRow,
} from './series-model-tree';
import { useCatalogueChanged } from './use-catalogue-changed';

export interface TVersionModelsDialogProps {
  version: string;
  onClose: () => void;
}

const COLUMNS: readonly TColumnSetting<TSeriesModelRow>[] = [
  { field: 'name', header: 'Series / model', sortable: true, defaultWidth: 320 },
  { field: 'snPrefix', header: 'Serial prefix', defaultWidth: 160 },
];

/** Wide enough for the tree and its search box. */
const MODELS_DIALOG_WIDTH = 720;

/**
 * Picks the models that support a firmware version (spec §2, §7 updateModelVersion): every
 * model in a series -> models tree, the supported ones ticked. Ticking a series ticks its models.
 */
export function VersionModelsDialog({ version, onClose }: TVersionModelsDialogProps) {
  const changed = useCatalogueChanged();
  const models = useModels();
  const supported = useVersionModels(version);
  const tree = useMemo(() => seriesModelTree(models.data ?? []), [models.data]);
  // The user's ticks; until the first one, the supported models from the server.
  const [picked, setPicked] = useState<readonly string[] | null>(null);
  const keys = useMemo(
    () => selectionKeys(tree, picked ?? (supported.data ?? []).map((model) => model.model)),
    [tree, picked, supported.data],
  );
  const chosen = selectedModels(keys);

  const save = useSetVersionModels({
    onSuccess: () => {
      changed(`Models of version ${version} saved`);
      onClose();
    },
  });
  const loading = models.isPending || supported.isPending;
  const loadError = models.error ?? supported.error;

  return (
    <ModalDialog
      open
      title={`Models supporting ${version}`}
      width={MODELS_DIALOG_WIDTH}
      onDone={() => {
        const seriesOf = new Map((models.data ?? []).map((model) => [model.model, model.series]));
        const modelSeries: Record<string, string> = {};
        for (const model of chosen) modelSeries[model] = seriesOf.get(model) ?? '';
        save.mutate({ version, modelSeries });
      }}
      onCancel={onClose}
      doneDisabled={loading || loadError !== null || save.isPending}
    >
      {loadError !== null && <Alert severity="error">{errorMessage(loadError)}</Alert>}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(save.error)}
        </Alert>
      )}
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {chosen.length === 1 ? '1 model selected' : `${chosen.length} models selected`}
      </Typography>
      <DataTable
        label={`Models supporting ${version}`}
        rows={tree}
        columns={COLUMNS}
        tree
        searchable
        loading={loading}
        selectedKeys={keys}
        // Re-derived so a series stays ticked exactly while all its models are.
        onSelectionChange={(next) => setPicked(selectedModels(next))}
      />
    </ModalDialog>
  );
}
