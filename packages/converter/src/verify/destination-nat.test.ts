import { describe, expect, it } from 'vitest';
import { emptyModel, type TConfigModel, type TNatRule } from '../model/ir.js';
import { destinationNatCaveats } from './destination-nat.js';

const origin = { file: 't', line: 1, endLine: 1 };

function model(rule: Partial<TNatRule>): TConfigModel {
  const m = emptyModel('test');
  m.addresses.push(
    { name: 'pub', origin, kind: 'host', ip: '203.0.113.5' },
    { name: 'srv', origin, kind: 'host', ip: '10.1.1.22' },
    { name: 'clients', origin, kind: 'subnet', ip: '198.51.100.0', prefix: 24 },
  );
  m.services.push(
    { name: 'ssh-ext', origin, terms: [{ protocol: 'tcp', dst: [[2222, 2222]] }] },
    { name: 'ssh', origin, terms: [{ protocol: 'tcp', dst: [[22, 22]] }] },
  );
  m.nat.push({
    id: 'r',
    origin,
    section: 1,
    type: 'static',
    srcIntf: 'any',
    dstIntf: 'any',
    src: ['clients'],
    dst: ['pub'],
    service: ['ssh-ext'],
    translatedService: 'ssh',
    translatedSrc: { kind: 'none' },
    translatedDst: { kind: 'address', ref: 'srv' },
    bidirectional: false,
    enabled: true,
    ...rule,
  });
  return m;
}

describe('destination NAT caveats', () => {
  it('accept a target that translates the same clients, addresses and ports', () => {
    expect(destinationNatCaveats(model({}), model({}))).toEqual([]);
  });

  it('list a rule whose target lost its source condition or port change', () => {
    for (const lost of [{ src: 'any' as const }, { translatedService: 'ssh-ext' }])
      expect(destinationNatCaveats(model({}), model(lost))).toMatchObject([
        { ruleId: 'source:nat:r' },
      ]);
  });
});
