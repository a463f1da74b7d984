import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { readBraceFormat } from './cli-brace.js';
import { readSetFormat } from './cli-set.js';
import { tokenizeCli } from './cli-tokens.js';
import { formatOf } from './read-tree.js';
import { paloAltoParser } from './vendor.js';
import { at, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

const vsys1 = (root: TXmlNode) => entries(at(entries(at(root, 'devices'))[0], 'vsys'))[0];
const convert = (content: string) =>
  convertWith(paloAltoParser, { files: [{ name: 'fw.set', content }] });

describe('PAN-OS CLI tokens', () => {
  it('keeps quoted spaces, the other quote and # inside quotes, and drops comments', () => {
    const words = tokenizeCli(`set a "x 'y' #1" 'say "hi"' # note\n# whole line`, 'set')
      .filter((t) => t.kind === 'word')
      .map((t) => t.text);
    expect(words).toEqual(['set', 'a', "x 'y' #1", 'say "hi"']);
  });

  it('reads a quote never closed as a plain character', () => {
    const words = tokenizeCli("set address o'brien fqdn x.example\n", 'set')
      .filter((t) => t.kind === 'word')
      .map((t) => t.text);
    expect(words).toEqual(['set', 'address', "o'brien", 'fqdn', 'x.example']);
  });
});

describe('PAN-OS set format', () => {
  it('puts lines without a prefix in vsys1 and appends repeated list members once', () => {
    const { root } = readSetFormat(
      [
        'set rulebase security rules r1 source a',
        'set rulebase security rules r1 source [ b a ]',
        'set rulebase security rules r1 action deny',
        'set rulebase security rules r1 action allow',
      ].join('\n'),
    );
    const rule = entries(at(vsys1(root), 'rulebase', 'security', 'rules'))[0];
    expect(members(at(rule, 'source'))).toEqual(['a', 'b']);
    expect(textAt(rule, 'action')).toBe('allow');
  });

  it('reads flags, several leaves on one line, and keyed lists', () => {
    const { root } = readSetFormat(
      [
        'set network virtual-router vr routing-table ip static-route s nexthop discard',
        'set network interface ethernet ethernet1/1 layer3 ip [ 10.0.0.1/24 10.0.1.1/24 ]',
        'set address "web 1" ip-netmask 10.0.0.5 description "front end"',
      ].join('\n'),
    );
    const device = entries(at(root, 'devices'))[0];
    const route = entries(at(device, 'network', 'virtual-router'))[0];
    expect(
      at(route, 'routing-table', 'ip', 'static-route', 'entry', 'nexthop', 'discard'),
    ).toBeDefined();
    const port = entries(at(device, 'network', 'interface', 'ethernet'))[0];
    expect(entries(at(port, 'layer3', 'ip')).map(nameOf)).toEqual(['10.0.0.1/24', '10.0.1.1/24']);
    const address = entries(at(vsys1(root), 'address'))[0];
    expect([address && nameOf(address), textAt(address, 'description')]).toEqual([
      'web 1',
      'front end',
    ]);
  });

  it('moves rules and applies edit and up', () => {
    const rules = (text: string) =>
      entries(at(vsys1(readSetFormat(text).root), 'rulebase', 'security', 'rules')).map(nameOf);
    const three = ['a', 'b', 'c'].map((r) => `set rulebase security rules ${r} action allow`);
    expect(rules([...three, 'move rulebase security rules c top'].join('\n'))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(rules([...three, 'move rulebase security rules a after b'].join('\n'))).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(rules([...three, 'move rulebase security rules c before b'].join('\n'))).toEqual([
      'a',
      'c',
      'b',
    ]);
    const edited = [
      'edit rulebase security rules',
      'set d action deny',
      'up',
      'set rules e action deny',
    ];
    expect(rules(edited.join('\n'))).toEqual(['d', 'e']);
  });

  it('reports lines it cannot apply, so none is lost', () => {
    const { notes } = readSetFormat(
      ['delete address ghost', 'move rulebase security rules ghost top', 'frobnicate x'].join('\n'),
    );
    expect(notes.map((n) => [n.line, n.code])).toEqual([
      [1, 'PANOS_CLI_DELETE_NOTHING'],
      [2, 'PANOS_CLI_MOVE_NOTHING'],
      [3, 'PANOS_CLI_UNRECOGNISED'],
    ]);
  });

  it('converts a named vsys and rules pushed by Panorama around the local ones', () => {
    const result = convert(
      [
        'set vsys vsys1 zone z network layer3 ethernet1/1',
        'set network interface ethernet ethernet1/1 layer3 ip 10.0.0.1/24',
        'set policy panorama address pushed ip-netmask 10.9.0.0/16',
        'set policy panorama pre-rulebase security rules first from z to z source pushed destination any service any action deny',
        'set vsys vsys1 rulebase security rules local from z to z source any destination any service any action allow',
        'set policy panorama post-rulebase security rules last from z to z source any destination any service any action deny',
      ].join('\n'),
    );
    expect(result.model.policies.map((p) => p.id)).toEqual([
      'panorama-pre:first',
      'rule:local',
      'panorama-post:last',
    ]);
    expect(result.model.addresses.map((a) => a.name)).toContain('pushed');
  });
});

describe('PAN-OS brace format', () => {
  it('reads blocks, one-member lists without brackets and an outer config block', () => {
    const { root } = readBraceFormat(
      'config {\n  address-group {\n    g1 {\n      static [ a b];\n    }\n    g2 {\n      static a;\n    }\n  }\n}\n',
    );
    const groups = entries(at(vsys1(root), 'address-group'));
    expect(groups.map((g) => members(at(g, 'static')))).toEqual([['a', 'b'], ['a']]);
    expect([groups[0]?.line, groups[0]?.endLine]).toEqual([3, 5]);
  });
});

describe('PAN-OS format detection', () => {
  it('tells XML, set and brace apart by content', () => {
    expect(formatOf('\uFEFF<?xml version="1.0"?>\n<config/>')).toBe('xml');
    expect(formatOf('# x\nset address a ip-netmask 10.0.0.1\n')).toBe('set');
    expect(formatOf('address {\n  a {\n    ip-netmask 10.0.0.1;\n  }\n}\n')).toBe('brace');
  });
});
