import { describe, expect, it } from 'vitest';
import { emptyModel, type TConfigModel, type TNatRule } from '../model/ir.js';
import { destinationNatCaveats } from './destination-nat.js';

const origin = { file: 't', line: 1, endLine: 1 };

function model(rule: Partial<TNatRule>, ...more: Partial<TNatRule>[]): TConfigModel {
  const m = emptyModel('test');
  m.addresses.push(
    { name: 'pub', origin, kind: 'host', ip: '203.0.113.5' },
    { name: 'srv', origin, kind: 'host', ip: '10.1.1.22' },
    { name: 'clients', origin, kind: 'subnet', ip: '198.51.100.0', prefix: 24 },
  );
  m.services.push(
    { name: 'ssh-ext', origin, terms: [{ protocol: 'tcp', dst: [[2222, 2222]] }] },
    { name: 'ssh', origin, terms: [{ protocol: 'tcp', dst: [[22, 22]] }] },
    { name: 'range-ext', origin, terms: [{ protocol: 'tcp', dst: [[8000, 8010]] }] },
    { name: 'range-80', origin, terms: [{ protocol: 'tcp', dst: [[80, 90]] }] },
    { name: 'port-80', origin, terms: [{ protocol: 'tcp', dst: [[80, 80]] }] },
    { name: 'ssh-udp', origin, terms: [{ protocol: 'udp', dst: [[2222, 2222]] }] },
  );
  const base: TNatRule = {
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
  };
  m.nat.push({ ...base, ...rule });
  for (const [i, extra] of more.entries()) m.nat.push({ ...base, id: `r${i + 2}`, ...extra });
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

  it('issue 17 item 3: compare an external port range and the port it maps to by value', () => {
    const rangeTo = (translatedService: string) =>
      model({ service: ['range-ext'], translatedService });
    expect(destinationNatCaveats(rangeTo('port-80'), rangeTo('port-80'))).toEqual([]);
    expect(destinationNatCaveats(rangeTo('port-80'), rangeTo('range-80'))).toMatchObject([
      { ruleId: 'source:nat:r', reason: expect.stringContaining('no output VIP') },
    ]);
    // Another protocol on the same port is another translation.
    expect(destinationNatCaveats(model({}), model({ service: ['ssh-udp'] }))).toHaveLength(1);
  });

  it('issue 17 item 3: list translations of one public address that the output overlaps', () => {
    const catchAll = { src: 'any' as const, service: 'any' as const, translatedService: undefined };
    const source = model(
      { src: 'any' },
      { ...catchAll, translatedDst: { kind: 'address', ref: 'clients' } },
    );
    expect(destinationNatCaveats(source, source)).toMatchObject([
      { ruleId: 'source:nat:r', reason: expect.stringContaining('r2') },
      { ruleId: 'source:nat:r2', reason: expect.stringContaining('not compared') },
    ]);
    // Without the overlap, both compare.
    const apart = model(
      { src: 'any' },
      { ...catchAll, dst: ['srv'], translatedDst: { kind: 'address', ref: 'clients' } },
    );
    expect(destinationNatCaveats(apart, apart)).toEqual([]);
  });

  it('issue 17 item 3: a source translation shadowed by an earlier one must not be in the output', () => {
    const catchAll = { src: 'any' as const, service: 'any' as const, translatedService: undefined };
    const source = model(
      { ...catchAll, translatedDst: { kind: 'address', ref: 'clients' } },
      { src: 'any' },
    );
    const onlyFirst = model({ ...catchAll, translatedDst: { kind: 'address', ref: 'clients' } });
    expect(destinationNatCaveats(source, onlyFirst)).toEqual([]);
    expect(destinationNatCaveats(source, source)).toMatchObject([
      { ruleId: 'source:nat:r', reason: expect.stringContaining('not compared') },
      { ruleId: 'source:nat:r2', reason: expect.stringContaining('never applies') },
    ]);
  });
});
