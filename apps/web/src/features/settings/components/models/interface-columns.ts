import type { TColumnSetting } from '../../../../ui/data-table/table-types';
import type { TInterfaceRow } from './interface-rows';

/** The columns of a model's port list, in the editor and the read-only view. */
export const INTERFACE_COLUMNS: TColumnSetting<TInterfaceRow>[] = [
  { field: 'name', header: 'Name', defaultWidth: 160 },
  { field: 'type', header: 'Type', defaultWidth: 130 },
  { field: 'speed', header: 'Speed', defaultWidth: 110 },
  { field: 'notes', header: 'Notes', defaultWidth: 420 },
];
