import type { TModelDetail } from '@fwmig/contract';
import { describe, expect, it } from 'vitest';
import { rowsFromInterfaces, type TInterfaceRow } from './interface-rows';
import { addModelRequest, updateModelRequest } from './model-requests';

const WAN = '7d1c0a52-9c1e-4c2a-9f57-0f1f4c1b2a01';
const PORT1 = '7d1c0a52-9c1e-4c2a-9f57-0f1f4c1b2a02';
const DMZ = '7d1c0a52-9c1e-4c2a-9f57-0f1f4c1b2a03';

const SAVED: TModelDetail = {
  model: 'FortiGate-60F',
  snPrefix: 'FGT60F',
  series: 'FortiGate 60',
  interfaceList: [
    { id: WAN, name: 'wan1', type: 'wan', speed: '1G', notes: '' },
    { id: PORT1, name: 'port1', type: 'physical', speed: '1G', notes: '' },
    { id: DMZ, name: 'dmz', type: 'dmz', speed: '1G', notes: '' },
  ],
  versions: [],
};

const FIELDS = { model: ' FortiGate-61F ', snPrefix: 'fgt61f', series: 'FortiGate 60' };

describe('model save requests', () => {
  it('edit sends new rows as adds, changed saved rows as updates and missing ones as deletes', () => {
    const rows: TInterfaceRow[] = rowsFromInterfaces(SAVED.interfaceList, true)
      .filter((row) => row.id !== DMZ)
      .map((row) => (row.id === PORT1 ? { ...row, notes: 'LAN ' } : row));
    rows.push({ key: 'new-1', name: 'port2', type: 'physical', speed: '', notes: '' });
    expect(updateModelRequest({ ...FIELDS, model: 'FortiGate-60F' }, rows, SAVED)).toEqual({
      model: 'FortiGate-60F',
      snPrefix: 'FGT61F',
      series: 'FortiGate 60',
      addInterfaceList: [{ name: 'port2', type: 'physical', speed: '', notes: '' }],
      updateInterfaceList: [
        { id: PORT1, name: 'port1', type: 'physical', speed: '1G', notes: 'LAN' },
      ],
      deleteInterfaceList: [DMZ],
    });
  });

  it('a duplicate with its ports as copied names its source instead of sending them', () => {
    expect(
      addModelRequest(FIELDS, rowsFromInterfaces(SAVED.interfaceList, false), SAVED.model),
    ).toEqual({
      model: 'FortiGate-61F',
      snPrefix: 'FGT61F',
      series: 'FortiGate 60',
      interfaceList: [],
      duplicateModel: 'FortiGate-60F',
    });
  });

  it('a new model, or a duplicate with edited ports, sends the list in its order without ids', () => {
    const rows = rowsFromInterfaces(SAVED.interfaceList, false).reverse();
    const request = addModelRequest(FIELDS, rows);
    expect(request.duplicateModel).toBeUndefined();
    expect(request.interfaceList.map((port) => port.name)).toEqual(['dmz', 'port1', 'wan1']);
    expect(request.interfaceList[0]).not.toHaveProperty('id');
  });
});
