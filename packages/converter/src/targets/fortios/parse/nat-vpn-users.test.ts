import { describe, expect, it } from 'vitest';
import { parseFortios } from './parse-fortios.js';

const parse = (...text: string[]) => parseFortios(text.join('\n'), { file: 'test.conf' });

describe('firewall vip and ippool', () => {
  const result = parse(
    'config firewall address',
    '    edit "web-extip"',
    '    next',
    'end',
    'config firewall vip',
    '    edit "web"',
    '        set extip 203.0.113.10',
    '        set mappedip "10.0.0.10"',
    '        set extintf "port1"',
    '        set portforward enable',
    '        set extport 8080',
    '        set mappedport 80',
    '        set comment "web server"',
    '    next',
    '    edit "block"',
    '        set extip 203.0.113.20-203.0.113.29',
    '        set mappedip "10.0.1.20-10.0.1.29"',
    '        set extintf "any"',
    '        set nat-source-vip enable',
    '    next',
    '    edit "lb"',
    '        set type server-load-balance',
    '    next',
    'end',
    'config firewall ippool',
    '    edit "pool"',
    '        set startip 198.51.100.1',
    '        set endip 198.51.100.8',
    '    next',
    '    edit "one"',
    '        set type one-to-one',
    '        set startip 198.51.100.9',
    '        set endip 198.51.100.9',
    '    next',
    'end',
  );
  const { model } = result;

  it('turns a port-forwarding VIP into a static NAT rule with generated objects', () => {
    expect(model.nat[0]).toMatchObject({
      id: 'web',
      type: 'static',
      srcIntf: ['port1'],
      dstIntf: 'any',
      src: 'any',
      // "web-extip" is taken by the file's own address.
      dst: ['web-extip-2'],
      service: ['web-extport'],
      translatedSrc: { kind: 'none' },
      translatedDst: { kind: 'address', ref: 'web-mappedip' },
      translatedService: 'web-mappedport',
      bidirectional: false,
      enabled: true,
      comment: 'web server',
    });
    const generated = Object.fromEntries(
      [...model.addresses, ...model.services]
        .filter((o) => o.generated)
        .map(({ origin: _o, comment: _c, generated: _g, ...o }) => [o.name, o]),
    );
    expect(generated['web-extip-2']).toEqual({
      name: 'web-extip-2',
      kind: 'host',
      ip: '203.0.113.10',
    });
    expect(generated['web-extport']).toEqual({
      name: 'web-extport',
      terms: [{ protocol: 'tcp', dst: [[8080, 8080]] }],
    });
    expect(generated['web-mappedport']).toEqual({
      name: 'web-mappedport',
      terms: [{ protocol: 'tcp', dst: [[80, 80]] }],
    });
  });

  it('maps address ranges, extintf any and nat-source-vip', () => {
    expect(model.nat[1]).toMatchObject({
      id: 'block',
      srcIntf: 'any',
      service: 'any',
      bidirectional: true,
    });
    expect(model.addresses.find((a) => a.name === 'block-mappedip')).toMatchObject({
      kind: 'range',
      start: '10.0.1.20',
      end: '10.0.1.29',
    });
  });

  it('reports a load-balancing VIP as unsupported', () => {
    expect(model.nat.map((n) => n.id)).toEqual(['web', 'block']);
    expect(result.diagnostics.lines.find((l) => l.name === 'lb')).toMatchObject({
      status: 'unsupported',
      objectType: 'NAT',
    });
  });

  it('reads IP pools with the default overload type', () => {
    expect(model.ipPools.map(({ origin: _o, ...p }) => p)).toEqual([
      { name: 'pool', start: '198.51.100.1', end: '198.51.100.8', type: 'overload' },
      { name: 'one', start: '198.51.100.9', end: '198.51.100.9', type: 'one-to-one' },
    ]);
  });
});

describe('vpn ipsec', () => {
  const { model } = parse(
    'config vpn ipsec phase1-interface',
    '    edit "to-hq"',
    '        set interface "wan1"',
    '        set ike-version 2',
    '        set peertype any',
    '        set proposal aes256-sha256 aes128-sha1',
    '        set dhgrp 14 19',
    '        set keylife 28800',
    '        set remote-gw 198.51.100.1',
    '        set psksecret ENC abcdef==',
    '    next',
    '    edit "dialup"',
    '        set type dynamic',
    '        set interface "wan1"',
    '        set mode aggressive',
    '        set proposal aes128-sha256',
    '    next',
    'end',
    'config vpn ipsec phase2-interface',
    '    edit "to-hq-p2"',
    '        set phase1name "to-hq"',
    '        set proposal aes256-sha256',
    '        set dhgrp 14',
    '        set keylifeseconds 3600',
    '        set src-subnet 10.0.0.0 255.255.255.0',
    '        set dst-subnet 10.1.0.0 255.255.0.0',
    '    next',
    '    edit "named"',
    '        set phase1name "dialup"',
    '        set proposal aes128-sha256',
    '        set pfs disable',
    '        set src-addr-type name',
    '        set src-name "lan"',
    '        set dst-addr-type name',
    '        set dst-name "all"',
    '    next',
    'end',
  );

  it('reads phase1 with its defaults', () => {
    expect(model.phase1.map(({ origin: _o, ...p }) => p)).toEqual([
      {
        name: 'to-hq',
        interface: 'wan1',
        peer: '198.51.100.1',
        ikeVersion: 2,
        mode: 'main',
        proposals: ['aes256-sha256', 'aes128-sha1'],
        dhGroups: [14, 19],
        lifetimeSeconds: 28800,
        authentication: 'psk',
        secretPresent: true,
      },
      {
        name: 'dialup',
        interface: 'wan1',
        peer: 'dynamic',
        ikeVersion: 1,
        mode: 'aggressive',
        proposals: ['aes128-sha256'],
        dhGroups: [14, 5],
        authentication: 'psk',
        secretPresent: false,
      },
    ]);
  });

  it('reads phase2 subnet and name selectors', () => {
    expect(model.phase2.map(({ origin: _o, ...p }) => p)).toEqual([
      {
        name: 'to-hq-p2',
        phase1: 'to-hq',
        local: { kind: 'prefix', prefix: { ip: '10.0.0.0', prefix: 24 } },
        remote: { kind: 'prefix', prefix: { ip: '10.1.0.0', prefix: 16 } },
        proposals: ['aes256-sha256'],
        pfs: true,
        dhGroups: [14],
        lifetimeSeconds: 3600,
      },
      {
        name: 'named',
        phase1: 'dialup',
        local: { kind: 'ref', name: 'lan' },
        remote: { kind: 'any' },
        proposals: ['aes128-sha256'],
        pfs: false,
        dhGroups: [],
      },
    ]);
  });
});

describe('vpn ssl settings and users', () => {
  const result = parse(
    'config user local',
    '    edit "guest"',
    '        set type password',
    '        set passwd ENC xyz',
    '    next',
    '    edit "bob"',
    '        set type ldap',
    '        set ldap-server "AD"',
    '        set status disable',
    '    next',
    '    edit "carol"',
    '        set type radius',
    '        set radius-server "RAD"',
    '    next',
    'end',
    'config user group',
    '    edit "vpn-users"',
    '        set member "guest" "bob"',
    '    next',
    '    edit "ad-group"',
    '        config match',
    '            edit 1',
    '                set server-name "AD"',
    '                set group-name "CN=VPN,DC=corp"',
    '            next',
    '        end',
    '    next',
    'end',
    'config vpn ssl settings',
    '    set tunnel-ip-pools "SSLVPN_TUNNEL_ADDR1"',
    '    set port 4443',
    '    set source-interface "wan1" "wan2"',
    '    set source-address "all"',
    '    set default-portal "web-access"',
    '    config authentication-rule',
    '        edit 1',
    '            set groups "vpn-users"',
    '            set portal "full-access"',
    '        next',
    '        edit 2',
    '            set groups "ad-group"',
    '        next',
    '    end',
    'end',
  );
  const { model } = result;

  it('reads local users with their type, status and whether a secret exists', () => {
    expect(model.users.map((u) => [u.name, u.type, u.enabled, u.secretPresent])).toEqual([
      ['guest', 'password', true, true],
      ['bob', 'ldap', false, false],
      ['carol', 'radius', true, false],
    ]);
    expect(model.userGroups.map((g) => [g.name, g.members])).toEqual([
      ['vpn-users', ['guest', 'bob']],
      ['ad-group', []],
    ]);
    expect(result.diagnostics.notes.get('userGroups:ad-group')).toMatchObject([
      { code: 'FORTIOS_USER_GROUP_MATCH' },
    ]);
  });

  it('reads SSL VPN settings, using the default portal for a rule without one', () => {
    expect(model.sslVpn).toEqual({
      origin: { file: 'test.conf', line: 29, endLine: 44 },
      sourceInterfaces: ['wan1', 'wan2'],
      tunnelPools: ['SSLVPN_TUNNEL_ADDR1'],
      port: 4443,
      authRules: [
        { groups: ['vpn-users'], portal: 'full-access' },
        { groups: ['ad-group'], portal: 'web-access' },
      ],
    });
    // The factory tunnel range, used but not defined in the snippet.
    expect(model.addresses).toMatchObject([
      { name: 'SSLVPN_TUNNEL_ADDR1', generated: true, kind: 'range' },
    ]);
  });
});
