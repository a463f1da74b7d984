import type { TColumnSetting } from './table-types';

/** Rows and columns the data table's tests share. */
export interface TDevice {
  id: string;
  name: string;
  ports?: number;
  site?: string | null;
  children?: TDevice[];
}

export const devices: TDevice[] = [
  { id: 'a', name: 'Bravo', ports: 8, site: 'Paris' },
  { id: 'b', name: 'Alpha', ports: 24, site: '' },
  { id: 'c', name: 'Charlie', ports: 16 },
];

export const deviceColumns: TColumnSetting<TDevice>[] = [
  { field: 'name', header: 'Name', sortable: true, defaultWidth: 200 },
  { field: 'ports', header: 'Ports', sortable: true, align: 'right', defaultWidth: 100 },
  { field: 'site', header: 'Site' },
];

/** The texts of the table's first data column, top to bottom. */
export function firstColumnTexts(table: HTMLElement, columnIndex = 0): string[] {
  return [...table.querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td')[columnIndex]?.textContent ?? '',
  );
}

/** Row `index` of the table, counting the header row as 0. */
export function rowAt(table: HTMLElement, index: number): HTMLElement {
  const row = table.querySelectorAll('tr')[index];
  if (!row) throw new Error(`the table has no row ${index}`);
  return row;
}
