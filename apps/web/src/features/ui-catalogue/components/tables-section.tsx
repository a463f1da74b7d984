import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { useQueryPaging } from '../../../ui/data-table/use-query-paging';
import { useToast } from '../../../ui/use-toast';
import {
  addressObjects,
  OU_TREE,
  PORTS,
  type TAddressObject,
  type TOuNode,
  type TPort,
} from './catalogue-data';
import { CatalogueExample, CatalogueSection } from './catalogue-section';

const OBJECTS = addressObjects(64);
const REPORT_LINES = addressObjects(237);

const OBJECT_COLUMNS: TColumnSetting<TAddressObject>[] = [
  { field: 'name', header: 'Name', sortable: true, defaultWidth: 200 },
  { field: 'type', header: 'Type', sortable: true, defaultWidth: 100 },
  { field: 'value', header: 'Value', sortable: true, defaultWidth: 220 },
  // A narrow window hides the zone, then the comment; the 'Columns' menu brings them back.
  { field: 'zone', header: 'Zone', hidePriority: 3, defaultWidth: 110 },
  { field: 'references', header: 'Used by', sortable: true, align: 'right', defaultWidth: 110 },
  { field: 'comment', header: 'Comment', hidePriority: 2, defaultWidth: 180 },
];

const PORT_COLUMNS: TColumnSetting<TPort>[] = [
  { field: 'name', header: 'Port', defaultWidth: 160 },
  { field: 'type', header: 'Type', defaultWidth: 140 },
  { field: 'speed', header: 'Speed', defaultWidth: 120 },
];

const TREE_COLUMNS: TColumnSetting<TOuNode>[] = [
  { field: 'name', header: 'Name', defaultWidth: 280 },
  { field: 'kind', header: 'Type', defaultWidth: 140 },
  { field: 'description', header: 'Description', defaultWidth: 260 },
];

/** Data tables: local with every feature, server-paged through the query string, tree, empty. */
export function TablesSection() {
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const { skip, limit, setPaging } = useQueryPaging();
  const [ports, setPorts] = useState(PORTS);
  return (
    <CatalogueSection
      id="tables"
      title="Data tables"
      description="Sort cycles descending, ascending, off; columns resize down to 40 px; Select All; View More; row menus; a dash in empty cells (S2-84..S2-94, S9-12..S9-22)."
    >
      <CatalogueExample title="Local rows: search, selection, details, row menus, local paging">
        <DataTable
          label="Address objects"
          rows={OBJECTS}
          columns={OBJECT_COLUMNS}
          searchable
          selectedKeys={selected}
          onSelectionChange={setSelected}
          paging="local"
          renderDetail={(row) => (
            <Typography variant="body2">
              {`${row.name} is used by ${row.references} policies and groups.`}
            </Typography>
          )}
          rowActions={(row) => [
            {
              label: 'Edit',
              onClick: () => toast.show({ severity: 'info', message: `Edit ${row.name}` }),
            },
            {
              label: 'Duplicate',
              onClick: () => toast.show({ severity: 'success', message: `Duplicated ${row.name}` }),
            },
            {
              label: 'Delete',
              destructive: true,
              disabled: row.references > 0,
              onClick: () => undefined,
            },
          ]}
          toolbar={
            <Button
              size="small"
              variant="outlined"
              disabled={selected.length === 0}
              onClick={() => setSelected([])}
            >
              Clear selection
            </Button>
          }
        />
      </CatalogueExample>
      <CatalogueExample title="Server paging: skip and limit in the query string">
        <DataTable
          label="Report lines"
          rows={REPORT_LINES.slice(skip, skip + limit)}
          columns={OBJECT_COLUMNS.slice(0, 3)}
          paging={{ skip, limit, total: REPORT_LINES.length, onChange: setPaging }}
        />
      </CatalogueExample>
      <CatalogueExample title="Movable rows: hold a grip for a second and drag, or press Space">
        <DataTable
          label="Ports"
          rows={ports}
          columns={PORT_COLUMNS}
          onRowReorder={(keys) =>
            setPorts(keys.flatMap((key) => ports.filter((port) => port.id === key)))
          }
        />
      </CatalogueExample>
      <CatalogueExample title="Tree rows with search">
        <DataTable label="Organisations" rows={OU_TREE} columns={TREE_COLUMNS} tree searchable />
      </CatalogueExample>
      <CatalogueExample title="No rows">
        <DataTable label="Empty table" rows={[]} columns={TREE_COLUMNS} />
      </CatalogueExample>
    </CatalogueSection>
  );
}
