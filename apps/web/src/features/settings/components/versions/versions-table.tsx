import type { TVersionWithModels } from '@fwmig/contract';
import Box from '@mui/material/Box';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../../ui/data-table/table-types';
import { EllipsisText } from '../../../../ui/ellipsis-text';

export interface TVersionsTableProps {
  versions: readonly TVersionWithModels[];
  loading?: boolean;
  onEdit: (version: TVersionWithModels) => void;
  onModels: (version: TVersionWithModels) => void;
  onDelete: (version: TVersionWithModels) => void;
  /** Controls shown right of the search box (the page's "Add version"). */
  toolbar?: ReactNode;
}

/** A version with its model names as one text, which the table shows and searches. */
type TVersionRow = TVersionWithModels & { modelNames: string };

const COLUMNS: readonly TColumnSetting<TVersionRow>[] = [
  { field: 'version', header: 'Version', sortable: true, defaultWidth: 140 },
  { field: 'releaseDate', header: 'Release date', sortable: true, defaultWidth: 160 },
  {
    field: 'modelNames',
    columnId: 'models',
    header: 'Models',
    defaultWidth: 560,
    render: (row) => (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', minWidth: 0 }}>
        <Box component="span" sx={{ fontWeight: 600, flexShrink: 0 }} data-testid="model-count">
          {row.models.length}
        </Box>
        {row.modelNames !== '' && <EllipsisText text={row.modelNames} />}
      </Box>
    ),
  },
];

/**
 * The firmware versions of /settings/version (spec §2): version, release date and the models
 * that support it, searchable and sortable, each with Edit, Models and Delete actions.
 */
export function VersionsTable({
  versions,
  loading = false,
  onEdit,
  onModels,
  onDelete,
  toolbar,
}: TVersionsTableProps) {
  const rows = useMemo(
    () => versions.map((version) => ({ ...version, modelNames: version.models.join(', ') })),
    [versions],
  );
  return (
    <DataTable
      label="Firmware versions"
      rows={rows}
      columns={COLUMNS}
      keyField="version"
      searchable
      loading={loading}
      toolbar={toolbar}
      rowActions={(row) => [
        { label: 'Edit', onClick: () => onEdit(row) },
        { label: 'Models', onClick: () => onModels(row) },
        { label: 'Delete', onClick: () => onDelete(row), destructive: true },
      ]}
    />
  );
}
