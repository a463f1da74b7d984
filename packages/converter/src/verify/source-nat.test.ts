import { describe, expect, it } from 'vitest';
import type { TConfigModel, TNatRule, TPolicy } from '../model/ir.js';
import { parseFortios } from '../targets/fortios/parse/parse-fortios.js';
import { compareSourceNat } from './source-nat.js';
import { address, intf, model, origin, policy } from './test-models.js';

const snat = (id: string, fields: Partial<TNatRule>): TNatRule => ({
  id,
  origin,
  section: 1,
  type: 'dynamic',
  srcIntf: ['inside'],
  dstIntf: ['outside'],
  src: ['lan'],
  dst: 'any',
  service: 'any',
  translatedSrc: { kind: 'interface' },
  translatedDst: { kind: 'none' },
  bidirectional: false,
  enabled: true,
  ...fields,
});

/** inside (10.0.0.0/16) -> outside, everything accepted unless `policies` say otherwise. */
function side(nat: TNatRule[], policies: TPolicy[] = [policy('p1', 'accept')]): TConfigModel {
  return model({
    interfaces: [intf('inside'), intf('outside')],
    addresses: [
      address('lan', '10.0.0.0/16'),
      address('lan-a', '10.0.1.0/24'),
      address('remote', '172.20.0.0/16'),
      address('web', '10.0.0.8/30'),
      address('web-pub', '198.51.100.8/30'),
      address('web-pub2', '198.51.100.12/30'),
      address('pat', '203.0.113.50'),
    ],
    ipPools: [
      { name: 'pool-a', origin, start: '203.0.113.50', end: '203.0.113.50', type: 'overload' },
      { name: 'pool-b', origin, start: '203.0.113.60', end: '203.0.113.61', type: 'overload' },
    ],
    nat,
    policies,
  });
}

const compare = (source: TConfigModel, target: TConfigModel) => compareSourceNat(source, target);

describe('source NAT compared flow by flow (issue 17 item 3)', () => {
  it('issue 17 item 3: a lost interface SNAT is found, with a sample flow', () => {
    const result = compare(side([snat('n1', {})]), side([]));
    expect(result.differences).toHaveLength(1);
    expect(result.differences[0]).toMatchObject({
      sourceRuleId: 'source:nat:n1',
      targetRuleId: 'target:none',
      packet: { srcIntf: 'inside', dstIntf: 'outside' },
    });
    expect(result.differences[0]?.message).toMatch(
      /^source NAT 10\.0\.\d+\.\d+ -> interface outside address; output: not translated/,
    );
    expect(result.compared).toEqual({ source: 1, target: 0 });
  });

  it('issue 17 item 3: interface NAT on a NAT rule equals policy NAT without a pool', () => {
    const target = side(
      [],
      [
        policy('1', 'accept', {
          srcIntf: ['inside'],
          dstIntf: ['outside'],
          srcAddr: ['lan'],
          nat: {},
        }),
        policy('2', 'accept'),
      ],
    );
    const result = compare(side([snat('n1', {})]), target);
    expect(result.differences).toEqual([]);
    expect(result.notVerified).toEqual([]);
  });

  it('issue 17 item 3: pools compare by their addresses, not their names', () => {
    const byObject = side([snat('n1', { translatedSrc: { kind: 'pool', pool: 'pat' } })]);
    const byPool = side([snat('n1', { translatedSrc: { kind: 'pool', pool: 'pool-a' } })]);
    const other = side([snat('n1', { translatedSrc: { kind: 'pool', pool: 'pool-b' } })]);
    expect(compare(byObject, byPool).differences).toEqual([]);
    const [found] = compare(byPool, other).differences;
    expect(found?.message).toMatch(
      /-> pool 203\.0\.113\.50; output: pool 203\.0\.113\.60-203\.0\.113\.61/,
    );
  });

  it('issue 17 item 3: identity NAT ahead of a dynamic rule keeps its flows untranslated', () => {
    const identity = snat('id', {
      type: 'identity',
      dst: ['remote'],
      translatedSrc: { kind: 'none' },
    });
    const source = side([identity, snat('n1', {})]);
    expect(
      compare(source, side([{ ...identity, id: 'snat:1' }, snat('snat:2', {})])).differences,
    ).toEqual([]);
    const [lost] = compare(source, side([snat('snat:2', {})])).differences;
    expect(lost).toMatchObject({
      sourceRuleId: 'source:nat:id',
      targetRuleId: 'target:nat:snat:2',
    });
    expect(lost?.packet.dst).toMatch(/^172\.20\./);
    expect(lost?.message).toContain('-> not translated; output: interface outside address');
  });

  it('issue 17 item 3: static one-to-one NAT keeps each address pair', () => {
    const stat = (to: string) =>
      snat('s', {
        type: 'static',
        src: ['web'],
        translatedSrc: { kind: 'address', ref: to },
        bidirectional: true,
      });
    expect(compare(side([stat('web-pub')]), side([stat('web-pub')])).differences).toEqual([]);
    const [moved] = compare(side([stat('web-pub')]), side([stat('web-pub2')])).differences;
    expect(moved?.message).toMatch(
      /^source NAT 10\.0\.0\.(\d+) -> 198\.51\.100\.\d+ \(static, one to one\); output: 198\.51\.100\.\d+/,
    );
    // A pool of the same addresses hands them out in any order: not the same translation.
    const pool = snat('p', { src: ['web'], translatedSrc: { kind: 'address', ref: 'web-pub' } });
    expect(compare(side([stat('web-pub')]), side([pool])).differences).toHaveLength(1);
  });

  it('issue 17 item 3: the order of overlapping rules matters, that of disjoint ones does not', () => {
    const narrow = snat('a', { src: ['lan-a'], translatedSrc: { kind: 'pool', pool: 'pool-b' } });
    const wide = snat('b', {});
    const [swapped] = compare(side([narrow, wide]), side([wide, narrow])).differences;
    expect(swapped).toMatchObject({ sourceRuleId: 'source:nat:a', targetRuleId: 'target:nat:b' });
    expect(swapped?.packet.src).toMatch(/^10\.0\.1\./);
    const web = snat('w', { src: ['web'], translatedSrc: { kind: 'pool', pool: 'pool-a' } });
    expect(compare(side([narrow, web, wide]), side([web, narrow, wide])).differences).toEqual([]);
  });

  it('issue 17 item 3: flows the source policy denies are not translated, so they do not differ', () => {
    const denyLan = [policy('d', 'deny', { srcAddr: ['lan-a'] }), policy('p', 'accept')];
    const source = side([snat('n1', { src: ['lan-a'] })], denyLan);
    const result = compare(source, side([], denyLan));
    expect(result.differences).toEqual([]);
    expect(result.notVerified).toEqual([]);
  });

  it('issue 17 item 3: a translation that cannot be read is not verified, never equal', () => {
    const odd = snat('odd', { type: 'static', translatedSrc: { kind: 'address', ref: 'web-pub' } });
    const oneWay = snat('one-way', {
      type: 'static',
      src: ['web'],
      translatedSrc: { kind: 'address', ref: 'web-pub' },
    });
    expect(compare(side([oneWay]), side([oneWay])).notVerified).toMatchObject([
      { ruleId: 'source:nat:one-way', reason: expect.stringContaining('one-way static NAT') },
      { ruleId: 'target:nat:one-way' },
    ]);
    const result = compare(side([odd]), side([odd]));
    expect(result.notVerified).toMatchObject([
      { ruleId: 'source:nat:odd', reason: expect.stringContaining('not compared') },
      { ruleId: 'target:nat:odd' },
    ]);
  });

  it('issue 17 item 3: the output central SNAT map is read back, rows in order', () => {
    const text = [
      'config system interface',
      '    edit "inside"',
      '    next',
      '    edit "outside"',
      '    next',
      'end',
      'config firewall address',
      '    edit "lan"',
      '        set subnet 10.0.0.0 255.255.0.0',
      '    next',
      '    edit "remote"',
      '        set subnet 172.20.0.0 255.255.0.0',
      '    next',
      'end',
      'config firewall central-snat-map',
      '    edit 1',
      '        set srcintf "inside"',
      '        set dstintf "outside"',
      '        set orig-addr "lan"',
      '        set dst-addr "remote"',
      '        set nat disable',
      '    next',
      '    edit 2',
      '        set srcintf "inside"',
      '        set dstintf "outside"',
      '        set orig-addr "lan"',
      '        set dst-addr "all"',
      '    next',
      'end',
    ].join('\n');
    const output = parseFortios(text, { file: 'out.conf' }).model;
    expect(output.nat.map((rule) => [rule.id, rule.type, rule.translatedSrc.kind])).toEqual([
      ['snat:1', 'identity', 'none'],
      ['snat:2', 'dynamic', 'interface'],
    ]);
    const identity = snat('id', {
      type: 'identity',
      dst: ['remote'],
      translatedSrc: { kind: 'none' },
    });
    const source = side([identity, snat('n1', {})]);
    const result = compare(source, { ...output, policies: [policy('p1', 'accept')] });
    expect(result.differences).toEqual([]);
    expect(result.notVerified).toEqual([]);
  });
});
