import type { TVersionWithModels } from '@fwmig/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useVersions } from '../../api/get-versions';
import { MatrixUpload } from '../matrix/matrix-upload';
import { DeleteVersionDialog } from './delete-version-dialog';
import { VersionFormDialog } from './version-form-dialog';
import { VersionModelsDialog } from './version-models-dialog';
import { VersionsTable } from './versions-table';

/** The one dialog open on the page, and the version it is about. */
type TOpenDialog =
  { kind: 'add' } | { kind: 'edit' | 'models' | 'delete'; version: TVersionWithModels } | null;

/**
 * /settings/version (spec §2): the firmware versions with the models supporting each, their
 * add, edit, delete and model dialogs, and the model-version matrix upload.
 */
export function VersionsPage() {
  const matrixHeadingId = useId();
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const versions = useVersions();
  const close = () => setDialog(null);

  return (
    <Container maxWidth="lg" sx={{ py: 4, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Firmware versions
        </Typography>
        <Typography color="text.secondary">
          The FortiOS versions a conversion can target. Use Models to choose the models that support
          a version; a version can be deleted once no model supports it.
        </Typography>
      </Box>
      <VersionsTable
        versions={versions.data ?? []}
        loading={versions.isPending}
        onEdit={(version) => setDialog({ kind: 'edit', version })}
        onModels={(version) => setDialog({ kind: 'models', version })}
        onDelete={(version) => setDialog({ kind: 'delete', version })}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'add' })}
          >
            Add version
          </Button>
        }
      />
      <Box component="section" id="matrix" aria-labelledby={matrixHeadingId} sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" id={matrixHeadingId} gutterBottom>
          Model-version matrix
        </Typography>
        <MatrixUpload />
      </Box>

      {dialog?.kind === 'add' && <VersionFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && (
        <VersionFormDialog key={dialog.version.version} editing={dialog.version} onClose={close} />
      )}
      {dialog?.kind === 'models' && (
        <VersionModelsDialog
          key={dialog.version.version}
          version={dialog.version.version}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteVersionDialog version={dialog.version.version} onClose={close} />
      )}
    </Container>
  );
}
