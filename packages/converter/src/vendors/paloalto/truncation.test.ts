import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TConfigModel, TPolicy, TRefList } from '../../model/ir.js';
import { printCli } from './cli-print.js';
import { parsePanos } from './parse.js';
import { readXml } from '../toolkit/xml-tree.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const FIXTURES = [
  'objects-rules.xml',
  'nat-vpn.xml',
  'globalprotect.xml',
  'panorama.xml',
  'issue17/rule-conditions.xml',
];
/** printCli writes a firewall's configuration, not a Panorama API response. */
const FIREWALLS = FIXTURES.filter((name) => !name.startsWith('panorama'));

const parse = (text: string, name: string) => parsePanos([{ name, text }], {}).model;
const withoutOrigin = <T extends object>(value: T) => ({ ...value, origin: undefined });
const sorted = (values: readonly unknown[] | undefined) =>
  (values ?? []).map((v) => JSON.stringify(v)).sort();

/** Whether a reference list holds no more than another (`any` holds everything). */
const within = (part: TRefList, whole: TRefList) =>
  whole === 'any' || (part !== 'any' && part.every((name) => whole.includes(name)));

/**
 * Why `cut` (a policy of the cut file) would match or decide something `whole` (the same rule
 * of the complete file) does not, or undefined. Cells may lose members; negated cells,
 * conditions, action and schedule must be the same; every object it names must be the
 * complete file's object (a group may lose members).
 */
function broader(cut: TPolicy, whole: TPolicy, cutModel: TConfigModel, full: TConfigModel) {
  // The complete file names the real server where a NAT rule the cut file lost translates the
  // public address (the parser's post-NAT rewrite): the same traffic, not more.
  const realOf = new Map<string, string>();
  for (const rule of full.nat)
    if (rule.translatedDst.kind === 'address' && rule.dst !== 'any')
      for (const name of rule.dst) realOf.set(name, rule.translatedDst.ref);
    else if (rule.bidirectional && rule.translatedSrc.kind === 'address' && rule.src !== 'any')
      realOf.set(rule.translatedSrc.ref, rule.src[0] ?? '');
  const real = (refs: TRefList) =>
    refs === 'any'
      ? refs
      : refs.map((name) => (whole.dstAddr.includes(name) ? name : (realOf.get(name) ?? name)));
  const same = (key: keyof TPolicy) =>
    JSON.stringify(cut[key] ?? null) === JSON.stringify(whole[key] ?? null);
  for (const key of [
    'enabled',
    'action',
    'sendDeny',
    'srcNegate',
    'dstNegate',
    'schedule',
  ] as const)
    if (!same(key)) return `${key} differs`;
  for (const key of ['applications', 'urlCategories', 'devices', 'otherConditions'] as const)
    if (JSON.stringify(sorted(cut[key])) !== JSON.stringify(sorted(whole[key])))
      return `${key} differ`;
  for (const key of ['srcIntf', 'dstIntf', 'srcAddr', 'dstAddr', 'service'] as const) {
    const negated = (key === 'srcAddr' && cut.srcNegate) || (key === 'dstAddr' && cut.dstNegate);
    const mine = key === 'dstAddr' ? real(cut[key]) : cut[key];
    if (negated ? !same(key) : !within(mine, whole[key])) return `${key} is wider`;
  }
  const names = [cut.srcAddr, cut.dstAddr, cut.service].flatMap((refs) =>
    refs === 'any' ? [] : refs,
  );
  for (const name of names) {
    for (const list of ['addresses', 'services'] as const) {
      const mine = cutModel[list].find((o) => o.name === name);
      const theirs = full[list].find((o) => o.name === name);
      if (
        mine &&
        JSON.stringify(withoutOrigin(mine)) !== JSON.stringify(withoutOrigin(theirs ?? {}))
      )
        return `${name} differs`;
    }
    for (const list of ['addressGroups', 'serviceGroups'] as const) {
      const mine = cutModel[list].find((o) => o.name === name);
      const theirs = full[list].find((o) => o.name === name);
      if (mine && !mine.members.every((m) => theirs?.members.includes(m)))
        return `${name} has other members`;
    }
  }
  return undefined;
}

/**
 * Offsets to cut at after `start` (where the configuration opens): inside a rule, inside an
 * object's value, a quarter, and every step.
 */
function cutPoints(text: string, end: number, start: number): number[] {
  const rule = text.indexOf('<destination>', text.indexOf('<rules>')) + 3;
  const value = text.indexOf('<ip-netmask>') + '<ip-netmask>'.length + 6;
  const points = [rule, value, Math.floor(end / 4)];
  // Right after each rule's action, before what may follow it (negate-source, disabled...).
  for (let at = text.indexOf('</action>'); at >= 0; at = text.indexOf('</action>', at + 1))
    points.push(at + '</action>'.length, at + '</action>'.length + 1);
  // Inside a two-digit prefix length: `10.1.0.0/1` of `10.1.0.0/16` is a wider network.
  const prefix = /ip-netmask[> ]+[\d.]+\/\d\d/.exec(text);
  if (prefix) points.push(prefix.index + prefix[0].length - 1);
  const step = Math.ceil(end / 45);
  for (let at = step; at < end; at += step) points.push(at);
  return points.filter((at) => at > start && at < end);
}

/** Whether a brace text cut here is inside a block (a cut between blocks cannot be told). */
const insideBlock = (text: string) => text.split('{').length > text.split('}').length;

function expectNeverBroader(name: string, text: string, end: number, points: number[]) {
  const full = parse(text, name);
  expect(full.incomplete).toBeUndefined();
  let compared = 0;
  for (const at of points) {
    const model = parse(text.slice(0, at), name);
    if (!name.endsWith('.brace') || insideBlock(text.slice(0, at)))
      expect(model.incomplete, `cut at ${at}`).toBeDefined();
    for (const policy of model.policies) {
      if (!policy.enabled || policy.incomplete) continue;
      const whole = full.policies.find((p) => p.id === policy.id);
      expect(whole, `${policy.id} cut at ${at}`).toBeDefined();
      if (!whole) continue;
      expect(broader(policy, whole, model, full), `${policy.id} cut at ${at}`).toBeUndefined();
      compared++;
    }
    for (const rule of model.nat) {
      const whole = full.nat.find((r) => r.id === rule.id);
      expect(withoutOrigin(rule), `${rule.id} cut at ${at}`).toEqual(withoutOrigin(whole ?? {}));
    }
  }
  // Not vacuous: rules read before the cut were compared.
  expect(compared).toBeGreaterThan(0);
  expect(end).toBeLessThanOrEqual(text.length);
}

describe('issue 17 item 5j: a PAN-OS file cut short never yields a broader rule', () => {
  it.each(FIXTURES)('XML %s cut inside a rule, an object, at a quarter and all along', (file) => {
    const text = readFileSync(`${dir}${file}`, 'utf8');
    const end = text.lastIndexOf('</config>');
    expectNeverBroader(file, text, end, cutPoints(text, end, text.indexOf('<config')));
  });

  it.each(FIREWALLS)('brace format of %s missing its closing braces', (file) => {
    const root = readXml(readFileSync(`${dir}${file}`, 'utf8')).root;
    if (!root) throw new Error(`${file} is well-formed XML`);
    const text = printCli(root, 'brace');
    const end = text.trimEnd().length - 1;
    expectNeverBroader('cut.brace', text, end, cutPoints(text, end, text.indexOf('{')));
  });

  it.each(FIREWALLS)('set format of %s cut inside a line', (file) => {
    const root = readXml(readFileSync(`${dir}${file}`, 'utf8')).root;
    if (!root) throw new Error(`${file} is well-formed XML`);
    const text = printCli(root, 'set');
    const end = text.trimEnd().length;
    // A cut at a line break leaves whole lines, which the set format cannot tell from a file
    // that ends there: those cuts are the limit of this check.
    const points = cutPoints(text, end, 'set '.length).filter(
      (at) => text[at - 1] !== '\n' && text[at] !== '\n',
    );
    expectNeverBroader('cut.set', text, end, points);
  });

  it('a cut XML rule is incomplete, not a rule that accepts every service', () => {
    const text = readFileSync(`${dir}objects-rules.xml`, 'utf8');
    const at = text.indexOf('<service>', text.indexOf('<rules>'));
    const model = parse(text.slice(0, at), 'cut.xml');
    const last = model.policies[model.policies.length - 1];
    expect(last).toMatchObject({ enabled: false, incomplete: expect.any(String) });
    expect(model.incomplete?.[0]).toMatch(/The file ends inside <rules>/);
  });

  it('a rule without its action is incomplete, never an allow of every service', () => {
    const text = readFileSync(`${dir}objects-rules.xml`, 'utf8');
    const first = text.indexOf('<action>', text.indexOf('<rules>'));
    const edited = text.slice(0, first) + text.slice(text.indexOf('</action>', first) + 9);
    const model = parse(edited, 'edited.xml');
    expect(model.incomplete).toBeUndefined();
    expect(model.policies[0]).toMatchObject({
      enabled: false,
      action: 'deny',
      incomplete: expect.stringMatching(/has no action/),
    });
  });

  it('a NAT rule without its zones is not converted and makes the input incomplete', () => {
    const text = readFileSync(`${dir}nat-vpn.xml`, 'utf8');
    const nat = text.indexOf('<to>', text.indexOf('<nat>'));
    const edited = text.slice(0, nat) + text.slice(text.indexOf('</to>', nat) + 5);
    const model = parse(edited, 'edited.xml');
    expect(model.nat.map((r) => r.id)).not.toContain('rule:dnat-web');
    expect(model.incomplete).toEqual([
      expect.stringMatching(/NAT rule rule:dnat-web: It has no to/),
    ]);
  });

  it('an object the file ends inside is not read: 10.1.0.0/1 is not 10.1.0.0/16', () => {
    const text = readFileSync(`${dir}objects-rules.xml`, 'utf8');
    const at = text.indexOf('10.1.0.0/16') + '10.1.0.0/1'.length;
    const { model, diagnostics } = parsePanos([{ name: 'cut.xml', text: text.slice(0, at) }], {});
    expect(model.addresses.some((a) => a.kind === 'subnet' && a.ip === '0.0.0.0')).toBe(false);
    const cut = diagnostics.lines.find((l) => l.code === 'PANOS_OBJECT_CUT_SHORT');
    expect(cut?.name).toBe('lan');
  });

  it('(item 2) a rule whose whole destination is undefined is incomplete, not compared as disabled', () => {
    const text = readFileSync(`${dir}objects-rules.xml`, 'utf8').replace(
      '<member>servers</member>',
      '<member>servers-undefined</member>',
    );
    const model = parse(text, 'edited.xml');
    expect(model.incomplete).toBeUndefined();
    expect(model.policies[0]).toMatchObject({
      enabled: false,
      incomplete: expect.stringMatching(/Nothing of its destination \(servers-undefined\)/),
    });
  });
});
