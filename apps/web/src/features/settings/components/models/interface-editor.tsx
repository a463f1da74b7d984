import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { DataTable } from '../../../../ui/data-table/data-table';
import { INTERFACE_COLUMNS } from './interface-columns';
import { InterfaceDialog } from './interface-dialog';
import {
  nameTaken,
  nameTakenMessage,
  type TInterfaceFields,
  type TInterfaceRow,
} from './interface-rows';

export interface TInterfaceEditorProps {
  rows: TInterfaceRow[];
  onChange: (rows: TInterfaceRow[]) => void;
  /** Rows can be moved to set the port order. */
  reorderable: boolean;
  /** Shown under the table (why rows cannot be moved, for instance). */
  hint?: string;
}

type TDialogState = { kind: 'add' } | { kind: 'edit'; row: TInterfaceRow } | null;

/**
 * A model's port list being edited: 'Add interface' and each row's Edit open a dialog, Delete
 * removes the row, and rows can be moved into port order. Nothing is saved until the form is.
 */
export function InterfaceEditor({ rows, onChange, reorderable, hint }: TInterfaceEditorProps) {
  const [dialog, setDialog] = useState<TDialogState>(null);
  const lastNew = useRef(0);

  const editing = dialog?.kind === 'edit' ? dialog.row : undefined;
  const checkName = (name: string) =>
    nameTaken(rows, name, editing?.key) ? nameTakenMessage(name) : true;

  const save = (port: TInterfaceFields) => {
    if (editing) {
      onChange(rows.map((row) => (row.key === editing.key ? { ...row, ...port } : row)));
    } else {
      lastNew.current += 1;
      onChange([...rows, { key: `new-${lastNew.current}`, ...port }]);
    }
    setDialog(null);
  };

  const reorder = (keys: string[]) => {
    const byKey = new Map(rows.map((row) => [row.key, row]));
    onChange(keys.flatMap((key) => byKey.get(key) ?? []));
  };

  return (
    <Box>
      <DataTable
        label="Interfaces"
        rows={rows}
        columns={INTERFACE_COLUMNS}
        keyField="key"
        emptyText="No interfaces yet"
        onRowReorder={reorderable ? reorder : undefined}
        rowActions={(row) => [
          { label: 'Edit', onClick: () => setDialog({ kind: 'edit', row }) },
          {
            label: 'Delete',
            destructive: true,
            onClick: () => onChange(rows.filter((other) => other.key !== row.key)),
          },
        ]}
        toolbar={
          <Button startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            Add interface
          </Button>
        }
      />
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {dialog && (
        <InterfaceDialog
          initial={
            editing && {
              name: editing.name,
              type: editing.type,
              speed: editing.speed,
              notes: editing.notes,
            }
          }
          checkName={checkName}
          onDone={save}
          onCancel={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
