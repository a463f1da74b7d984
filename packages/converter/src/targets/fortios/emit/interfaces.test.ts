import { describe, expect, it } from 'vitest';
import type { TConfigModel, TInterface } from '../../../model/ir.js';
import { verifyConversion } from '../../../verify/verify.js';
import { address, intf, model, origin, policy } from '../../../verify/test-models.js';
import { parseFortios } from '../parse/parse-fortios.js';
import { emitFortios } from './emit-fortios.js';

const iface = (name: string, fields: Partial<TInterface> = {}): TInterface => ({
  ...intf(name),
  ...fields,
});

const vlan = (name: string, parent: string, vlanId: number, ip: string): TInterface =>
  iface(name, {
    kind: 'vlan',
    parent,
    vlanId,
    addressing: { mode: 'static', addresses: [{ ip, prefix: 24 }] },
  });

/** A Junos-like box: VLANs named after their port, one ASA-like VLAN with a name of its own. */
function source(): TConfigModel {
  return model({
    interfaces: [
      iface('ge-0/0/0', {
        addressing: { mode: 'static', addresses: [{ ip: '198.51.100.2', prefix: 24 }] },
      }),
      iface('ge-0/0/1'),
      vlan('ge-0/0/1.10', 'ge-0/0/1', 10, '10.1.0.1'),
      vlan('users', 'ge-0/0/1', 20, '10.2.0.1'),
      iface('Trust Zone Loopback/1', {
        kind: 'loopback',
        addressing: { mode: 'static', addresses: [{ ip: '10.9.9.9', prefix: 32 }] },
      }),
    ],
    zones: [{ name: 'inside zone', origin, interfaces: ['users'], intrazone: 'deny' }],
    addresses: [address('lan', '10.1.0.0/24')],
    routes: [
      {
        id: '1',
        origin,
        dst: { ip: '10.50.0.0', prefix: 16 },
        gateway: '10.1.0.254',
        device: 'ge-0/0/1.10',
      },
    ],
    policies: [
      policy('1', 'accept', { srcIntf: ['inside zone'], dstIntf: ['ge-0/0/0'], srcAddr: ['lan'] }),
      policy('2', 'accept', { srcIntf: ['ge-0/0/1.10'], dstIntf: ['ge-0/0/0'] }),
    ],
  });
}

describe('names of generated interfaces and zones', () => {
  const result = emitFortios(source());

  it('names a VLAN after its parent port and VLAN id, keeping the source name as alias', () => {
    expect(result.ports).toEqual({ 'ge-0/0/0': 'port1', 'ge-0/0/1': 'port2' });
    expect(result.text).toContain(
      [
        '    edit "port2.10"',
        '        set vdom "root"',
        '        set type vlan',
        '        set interface "port2"',
        '        set vlanid 10',
      ].join('\n'),
    );
    expect(result.text).toContain('set alias "ge-0/0/1.10"');
  });

  it('keeps a valid name of its own, and cleans an invalid one', () => {
    expect(result.interfaceNames).toMatchObject({
      'ge-0/0/1.10': 'port2.10',
      users: 'users',
      'Trust Zone Loopback/1': 'Trust_Zone_Loop',
      'inside zone': 'inside_zone',
    });
    expect(result.text).toContain('edit "inside_zone"\n        set description "inside zone"');
  });

  it('refers to the new names everywhere: zone members, policies, routes', () => {
    expect(result.text).toContain('set interface "users"');
    expect(result.text).toContain('set srcintf "inside_zone"');
    expect(result.text).toContain('set srcintf "port2.10"');
    expect(result.text).toContain('set device "port2.10"');
    // The source names survive only as the alias and the description.
    const mentions = (name: string) =>
      result.text.split('\n').filter((line) => line.includes(`"${name}"`));
    expect(mentions('ge-0/0/1.10')).toEqual(['        set alias "ge-0/0/1.10"']);
    expect(mentions('inside zone')).toEqual(['        set description "inside zone"']);
  });

  it('records each rename for the report', () => {
    const notes = [...result.outcomes.values()].flatMap((outcome) => outcome.notes);
    expect(notes.map((note) => note.code).sort()).toEqual([
      'NAME_DERIVED',
      'NAME_INVALID',
      'NAME_INVALID',
    ]);
  });

  it('reads back with every reference resolved and decides traffic as the source', () => {
    const output = parseFortios(result.text, { file: 'output.conf' }).model;
    const verification = verifyConversion(source(), output, {
      interfaceMap: result.interfaceNames,
      routes: result.routes,
    });
    expect(verification.danglingReferences).toEqual([]);
    expect(verification.status).toBe('equivalent');
  });

  it('names the zone, not its member, in a policy, and says the policy got wider', () => {
    const widened = source();
    widened.policies = [policy('3', 'accept', { srcIntf: ['users'], dstIntf: ['ge-0/0/0'] })];
    widened.zones = [
      { name: 'inside zone', origin, interfaces: ['users', 'ge-0/0/1.10'], intrazone: 'deny' },
    ];
    const out = emitFortios(widened);
    expect(out.text).toContain('set srcintf "inside_zone"');
    const notes = out.outcomes.get('policies:3')?.notes ?? [];
    expect(notes).toContainEqual(
      expect.objectContaining({ status: 'partial', code: 'ZONE_MEMBER_INTERFACE' }),
    );
  });
});
