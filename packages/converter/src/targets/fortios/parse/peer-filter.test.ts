import { describe, expect, it } from 'vitest';
import { convertWith } from '../../../convert.js';
import { VENDOR_PARSERS } from '../../../vendors/registry.js';
import { parseFortios } from './parse-fortios.js';

const text = [
  'config system interface',
  '    edit "port1"',
  '        set ip 203.0.113.2 255.255.255.0',
  '    next',
  'end',
  'config user group',
  '    edit "road"',
  '    next',
  'end',
  'config vpn ipsec phase1-interface',
  '    edit "branch"',
  '        set type dynamic',
  '        set interface "port1"',
  '        set peertype one',
  '        set peerid "branch7.example.net"',
  '        set proposal aes256-sha256',
  '    next',
  '    edit "users"',
  '        set type dynamic',
  '        set interface "port1"',
  '        set peertype dialup',
  '        set usrgrp "road"',
  '        set proposal aes256-sha256',
  '    next',
  'end',
  'config firewall vip',
  '    edit "ssh"',
  '        set extip 203.0.113.5',
  '        set mappedip "10.1.1.22"',
  '        set extintf "port1"',
  '        set src-filter "198.51.100.0/24" "192.0.2.1-192.0.2.9"',
  '        set portforward enable',
  '        set extport 2222',
  '        set mappedport 22',
  '    next',
  'end',
].join('\n');

describe('peer identities and VIP source filters', () => {
  const { model, diagnostics } = parseFortios(text, { file: 'test.conf' });

  it('reads peertype one and dialup into the phase1', () => {
    expect(model.phase1.map((p) => [p.name, p.peerId, p.peerGroup])).toEqual([
      ['branch', 'branch7.example.net', undefined],
      ['users', undefined, 'road'],
    ]);
  });

  it('reads src-filter as the source condition of the VIP', () => {
    const [rule] = model.nat;
    const src = rule?.src === 'any' ? [] : (rule?.src ?? []);
    const addresses = src.map((name) => model.addresses.find((a) => a.name === name));
    expect(addresses.map((a) => (a?.kind === 'range' ? `${a.start}-${a.end}` : a?.kind))).toEqual([
      '198.51.100.0-198.51.100.255',
      '192.0.2.1-192.0.2.9',
    ]);
    expect(diagnostics.notes.get('nat:ssh')?.map((n) => n.code) ?? []).not.toContain(
      'FORTIOS_VIP_OPTIONS',
    );
  });

  it('writes them back the same way, proven equivalent', () => {
    const fortios = VENDOR_PARSERS.find((p) => p.key === 'fortinet');
    if (!fortios) throw new Error('no FortiOS parser');
    const result = convertWith(fortios, { files: [{ name: 'test.conf', content: text }] });
    expect(result.config).toContain('set peertype one\n        set peerid "branch7.example.net"');
    expect(result.config).toContain('set peertype dialup\n        set usrgrp "road"');
    expect(result.config).toContain('set src-filter "198.51.100.0/24" "192.0.2.1/32"');
    expect(result.config.indexOf('config user group')).toBeLessThan(
      result.config.indexOf('config vpn ipsec phase1-interface'),
    );
    expect(result.verification?.notVerified.filter((n) => n.ruleId.includes(':nat:'))).toEqual([]);
  });
});
