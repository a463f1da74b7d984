import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { corpusDir, itWithCorpus } from '../../test/shared-corpus.js';
import { paloAltoParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const corpus = (file: string) => corpusDir(`paloalto/${file}`);
const name = 'panorama-stack.xml';
const content = readFileSync(`${dir}${name}`, 'utf8');
const convert = (part?: string) =>
  convertWith(paloAltoParser, {
    files: [{ name, content }],
    ...(part ? { options: { part } } : {}),
  });

describe('Panorama device-group hierarchy', () => {
  it('runs shared pre, parent pre, own pre, own post, parent post, shared post', () => {
    expect(convert().model.policies.map((p) => p.id)).toEqual([
      'shared-pre:block-bad',
      'pre@regions:region-pre',
      'pre:east-pre',
      'post:east-post',
      'post@regions:region-post',
      'shared-post:dns-out',
    ]);
  });

  it('resolves objects in the group first, then its parents, then shared', () => {
    const subnets = Object.fromEntries(
      convert().model.addresses.map((a) => [a.name, 'ip' in a ? a.ip : undefined]),
    );
    expect(subnets['region-net']).toBe('10.31.0.0');
    expect(subnets.web).toBe('10.30.0.80');
    expect(subnets['dns-servers']).toBe('192.0.2.53');
  });

  it('converts a parent group alone, without its children', () => {
    const result = convert('regions');
    expect(result.model.policies.map((p) => p.id)).toEqual([
      'shared-pre:block-bad',
      'pre:region-pre',
      'post:region-post',
      'shared-post:dns-out',
    ]);
  });
});

describe('Panorama template stacks', () => {
  it('merges the templates of the stack, the first member winning', () => {
    const ports = convert().model.interfaces.map((i) => [i.name, i.addressing]);
    expect(ports).toContainEqual([
      'ethernet1/2',
      { mode: 'static', addresses: [{ ip: '10.31.9.1', prefix: 24 }] },
    ]);
    expect(convert().model.hostname).toBe('east-fw');
  });

  it('substitutes variables, per device first, and reports those without a value', () => {
    const result = convert();
    expect(result.model.routes[0]?.gateway).toBe('198.51.100.1');
    expect(result.model.interfaces.find((i) => i.name === 'ethernet1/1')?.addressing).toEqual({
      mode: 'static',
      addresses: [{ ip: '198.51.100.2', prefix: 24 }],
    });
    const unset = result.report.entries.filter((e) => e.code === 'PANOS_TEMPLATE_VARIABLE_UNSET');
    expect(unset.map((e) => e.name)).toEqual(['$DMZ_IP']);
    // A group no stack serves falls back to the first template, whose variable has no value.
    const regions = convert('regions').report.entries;
    expect(
      regions.filter((e) => e.code === 'PANOS_TEMPLATE_VARIABLE_UNSET').map((e) => e.name),
    ).toEqual(['$WAN_IP']);
  });
});

describe('PAN-OS parts (issue 21 item 1)', () => {
  const parts = (path: string) =>
    paloAltoParser.parse([{ name: path, text: readFileSync(path, 'utf8') }], {}).parts;

  itWithCorpus('paloalto', 'lists the device groups of a Panorama export in document order', () => {
    expect(parts(corpus('panorama81_pan-os-php.xml'))).toEqual({
      kind: 'Device group',
      names: [
        'Perimeter-FWs',
        'Datacenter-Firewalls',
        'FR Datacenter',
        'DE-Berlin Office',
        'testDG',
      ],
    });
    expect(parts(corpus('panorama102_saute.xml'))).toEqual({
      kind: 'Device group',
      names: ['headquarters', 'branch', 'austin', 'houston', 'Service_Conn_Device_Group'],
    });
  });

  it('lists the virtual systems of a multi-vsys firewall, in any format', () => {
    const text = [
      'set vsys vsys1 address a ip-netmask 10.0.0.1',
      'set vsys vsys2 address b ip-netmask 10.0.0.2',
      'set vsys vsys3 zone z network layer3 ethernet1/3',
    ].join('\n');
    expect(paloAltoParser.parse([{ name: 'multi.set', text }], {}).parts).toEqual({
      kind: 'Virtual system',
      names: ['vsys1', 'vsys2', 'vsys3'],
    });
  });

  it('is undefined for a firewall with one vsys', () => {
    expect(parts(`${dir}objects-rules.xml`)).toBeUndefined();
  });

  itWithCorpus('paloalto', 'is undefined for the corpus firewall with one vsys', () => {
    expect(parts(corpus('panos8_stage00.xml'))).toBeUndefined();
  });
});
