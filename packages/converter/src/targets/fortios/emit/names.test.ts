import { describe, expect, it } from 'vitest';
import { cleanCharacters, isValidName, vlanInterfaceName } from './name-rules.js';
import { NameRegistry } from './names.js';

describe('interface, zone and tunnel names', () => {
  it('replace characters FortiOS refuses: "/" and others by "-", blanks by "_"', () => {
    expect(cleanCharacters('interface', 'ge-0/0/1')).toBe('ge-0-0-1');
    expect(cleanCharacters('zone', 'Trust Zone')).toBe('Trust_Zone');
    expect(cleanCharacters('phase1', 'to hq (main)')).toBe('to_hq_-main-');
    expect(cleanCharacters('zone', 'Estações')).toBe('Estacoes');
  });

  it('keep letters, digits, ".", "-" and "_"', () => {
    for (const name of ['port1.11', 'ae0.0', 'gw-hq', 'Infosec_Garda'])
      expect(isValidName('interface', name)).toBe(true);
    expect(isValidName('interface', 'ethernet1/3.10')).toBe(false);
  });

  it('count 15 characters for interfaces and tunnels, 35 for zones', () => {
    expect(isValidName('interface', 'a'.repeat(15))).toBe(true);
    expect(isValidName('phase1', 'a'.repeat(16))).toBe(false);
    expect(isValidName('zone', 'a'.repeat(35))).toBe(true);
    expect(isValidName('zone', 'a'.repeat(36))).toBe(false);
  });

  it('do not change other tables beyond the characters no name may hold', () => {
    expect(cleanCharacters('address', 'net 10.0.0.0/8 & co')).toBe('net 10.0.0.0/8 & co');
    expect(cleanCharacters('address', `Bob's <pc>`)).toBe('Bob_s _pc_');
  });
});

describe('VLAN interface names', () => {
  it('are the parent port and the VLAN id', () => {
    expect(vlanInterfaceName('port3', 10)).toBe('port3.10');
  });

  it('shorten the parent to stay within 15 characters', () => {
    const name = vlanInterfaceName('internal-switch', 4094);
    expect(name).toBe('internal-s.4094');
    expect(name.length).toBe(15);
  });
});

describe('NameRegistry', () => {
  it('renames an invalid interface name and says why', () => {
    const registry = new NameRegistry();
    const { name, note } = registry.claim('interface', 'Port-channel1/2');
    expect(name).toBe('Port-channel1-2');
    expect(note).toMatchObject({ status: 'partial', code: 'NAME_INVALID' });
    expect(note?.message).toContain('"-" and "_" only.');
  });

  it('cuts long names to the limit and says both reasons', () => {
    const { name, note } = new NameRegistry().claim('interface', 'GigabitEthernet0/1');
    expect(name).toBe('GigabitEthernet');
    expect(note?.message).toContain('and 15 characters at most');
  });

  it('numbers a clash, across interfaces, zones and tunnels alike', () => {
    const registry = new NameRegistry();
    registry.reserve('interface', 'port1');
    expect(registry.claim('interface', 'dmz').name).toBe('dmz');
    expect(registry.claim('zone', 'DMZ')).toMatchObject({
      name: 'DMZ_2',
      note: { code: 'NAME_CLASH' },
    });
    expect(registry.claim('phase1', 'port1').name).toBe('port1_2');
    // Two sources that clean to the same name do not share it.
    expect(registry.claim('interface', 'a/b').name).toBe('a-b');
    expect(registry.claim('interface', 'a b').name).toBe('a_b');
    expect(registry.claim('interface', 'a\\b').name).toBe('a-b_2');
  });

  it('keeps the clash suffix within 15 characters', () => {
    const registry = new NameRegistry();
    expect(registry.claim('interface', 'abcdefghijklmnop').name).toBe('abcdefghijklmno');
    expect(registry.claim('interface', 'abcdefghijklmnoq').name).toBe('abcdefghijklm_2');
  });

  it('uses a preferred name with its reason, and gives the same answer twice', () => {
    const registry = new NameRegistry();
    const why = 'after its parent port.';
    const first = registry.claim('interface', 'ethernet1/3.10', { name: 'port3.10', why });
    expect(first).toEqual({
      name: 'port3.10',
      note: {
        status: 'converted',
        code: 'NAME_DERIVED',
        message: 'Renamed to "port3.10" after its parent port.',
      },
    });
    expect(registry.claim('interface', 'ethernet1/3.10')).toEqual({ name: 'port3.10' });
    expect(registry.claim('interface', 'port1.11', { name: 'port1.11', why })).toEqual({
      name: 'port1.11',
    });
  });

  it('gives a name with nothing readable left a placeholder', () => {
    const registry = new NameRegistry();
    expect(registry.claim('zone', '内网')).toMatchObject({
      name: 'unnamed',
      note: { code: 'NAME_INVALID' },
    });
    expect(registry.claim('interface', '外网').name).toBe('unnamed_2');
  });

  it('leaves valid names alone', () => {
    expect(new NameRegistry().claim('zone', 'untrust')).toEqual({ name: 'untrust' });
  });
});
