import { describe, expect, it } from 'vitest';
import { ConversionInputError } from '../../../errors.js';
import { parseFortios } from './parse-fortios.js';

const parse = (...text: string[]) => parseFortios(text.join('\n'), { file: 'test.conf' });

describe('system interface and zone', () => {
  const { model, diagnostics } = parse(
    'config system global',
    '    set hostname "fw-01"',
    '    set timezone 83',
    'end',
    'config system interface',
    '    edit "port1"',
    '        set vdom "root"',
    '        set ip 192.0.2.1 255.255.255.0',
    '        set type physical',
    '        set alias "WAN"',
    '    next',
    '    edit "port2"',
    '        set vdom "root"',
    '        set status down',
    '        set type physical',
    '        set mode dhcp',
    '    next',
    '    edit "lan"',
    '        set vdom "root"',
    '        set ip 10.0.0.1/24',
    '        set type aggregate',
    '        set member "port3" "port4"',
    '        set secondary-IP enable',
    '        config secondaryip',
    '            edit 1',
    '                set ip 10.0.1.1 255.255.255.0',
    '            next',
    '        end',
    '    next',
    '    edit "v60"',
    '        set vdom "root"',
    '        set ip 10.60.0.1 255.255.255.0',
    '        set interface "lan"',
    '        set vlanid 60',
    '    next',
    '    edit "modem"',
    '        set mode pppoe',
    '        set type physical',
    '    next',
    'end',
    'config system zone',
    '    edit "inside"',
    '        set interface "lan" "v60"',
    '        set intrazone allow',
    '    next',
    '    edit "dmz"',
    '        set interface "port2"',
    '    next',
    'end',
  );
  const byName = Object.fromEntries(model.interfaces.map(({ origin: _o, ...i }) => [i.name, i]));

  it('reads the hostname and reports the rest of system global as ignored', () => {
    expect(model.hostname).toBe('fw-01');
    expect(diagnostics.lines[0]).toMatchObject({
      status: 'ignored',
      code: 'FORTIOS_TABLE_IGNORED',
      origin: { line: 1, endLine: 4 },
    });
  });

  it('reads kinds, addresses, alias, status and addressing modes', () => {
    expect(byName.port1).toEqual({
      name: 'port1',
      hardware: 'port1',
      kind: 'physical',
      addressing: { mode: 'static', addresses: [{ ip: '192.0.2.1', prefix: 24 }] },
      enabled: true,
      description: 'WAN',
    });
    expect(byName.port2).toMatchObject({
      enabled: false,
      addressing: { mode: 'dhcp' },
      zone: 'dmz',
    });
    expect(byName.modem?.addressing).toEqual({ mode: 'pppoe' });
    expect(byName.lan).toMatchObject({
      kind: 'aggregate',
      members: ['port3', 'port4'],
      addressing: {
        mode: 'static',
        addresses: [
          { ip: '10.0.0.1', prefix: 24 },
          { ip: '10.0.1.1', prefix: 24 },
        ],
      },
      zone: 'inside',
    });
  });

  it('reads a VLAN whose type FortiOS leaves out', () => {
    expect(byName.v60).toMatchObject({ kind: 'vlan', parent: 'lan', vlanId: 60 });
  });

  it('reads zones with the FortiOS default intrazone deny', () => {
    expect(model.zones.map((z) => [z.name, z.interfaces, z.intrazone])).toEqual([
      ['inside', ['lan', 'v60'], 'allow'],
      ['dmz', ['port2'], 'deny'],
    ]);
  });
});

describe('router static, dhcp server and dns', () => {
  const result = parse(
    'config system dns',
    '    set primary 8.8.8.8',
    '    set secondary 8.8.4.4',
    '    set domain "corp.example"',
    'end',
    'config system dhcp server',
    '    edit 5',
    '        set dns-service specify',
    '        set default-gateway 10.0.0.1',
    '        set netmask 255.255.255.0',
    '        set interface "lan1"',
    '        set domain "lan.example"',
    '        set lease-time 3600',
    '        set dns-server1 10.0.0.53',
    '        set dns-server2 10.0.0.54',
    '        config ip-range',
    '            edit 1',
    '                set start-ip 10.0.0.100',
    '                set end-ip 10.0.0.199',
    '            next',
    '        end',
    '        config reserved-address',
    '            edit 1',
    '                set ip 10.0.0.20',
    '                set mac 00:11:22:33:44:55',
    '                set description "printer"',
    '            next',
    '            edit 2',
    '                set ip 10.0.0.21',
    '                set mac 00:11:22:33:44:56',
    '                set action block',
    '            next',
    '        end',
    '    next',
    'end',
    'config router static',
    '    edit 3',
    '        set gateway 192.0.2.254',
    '        set device "port1"',
    '        set distance 20',
    '    next',
    '    edit 7',
    '        set dst 10.0.0.0 255.0.0.0',
    '        set blackhole enable',
    '        set status disable',
    '    next',
    'end',
  );
  const { model } = result;

  it('reads a default route when dst is absent, and a blackhole route', () => {
    expect(model.routes.map(({ origin: _o, ...r }) => r)).toEqual([
      {
        id: '3',
        dst: { ip: '0.0.0.0', prefix: 0 },
        gateway: '192.0.2.254',
        device: 'port1',
        distance: 20,
      },
      { id: '7', dst: { ip: '10.0.0.0', prefix: 8 }, blackhole: true },
    ]);
    expect(result.diagnostics.notes.get('routes:7')).toMatchObject([
      { code: 'FORTIOS_ROUTE_DISABLED' },
    ]);
  });

  it('reads a DHCP server with its ranges and reservations, and notes a blocking entry', () => {
    const servers = model.dhcpServers.map(({ origin: _o, ...server }) => server);
    expect(servers).toEqual([
      {
        id: '5',
        interface: 'lan1',
        ranges: [['10.0.0.100', '10.0.0.199']],
        netmask: '255.255.255.0',
        gateway: '10.0.0.1',
        dnsServers: ['10.0.0.53', '10.0.0.54'],
        domain: 'lan.example',
        leaseSeconds: 3600,
        enabled: true,
        reservations: [{ mac: '00:11:22:33:44:55', ip: '10.0.0.20', description: 'printer' }],
      },
    ]);
    const notes = result.diagnostics.notes.get('dhcpServers:5');
    expect(notes?.[0]?.message).toBe('not carried: reserved addresses 2');
    expect(notes?.map((n) => n.code)).toEqual([
      'FORTIOS_DHCP_OPTIONS',
      // No `system interface` "lan1" in this snippet.
      'FORTIOS_UNRESOLVED_REFERENCE',
    ]);
  });

  it('reads system dns', () => {
    expect(model.dns).toEqual({
      origin: { file: 'test.conf', line: 1, endLine: 5 },
      servers: ['8.8.8.8', '8.8.4.4'],
      domain: 'corp.example',
    });
  });
});

describe('multi-VDOM files', () => {
  const text = [
    '#config-version=FG100F-7.2.5-FW-build1517-230606:opmode=0:vdom=1:user=admin',
    'config vdom',
    'edit root',
    'next',
    'edit dmz',
    'next',
    'end',
    'config global',
    'config system interface',
    '    edit "port1"',
    '        set vdom "root"',
    '        set type physical',
    '    next',
    '    edit "port2"',
    '        set vdom "dmz"',
    '        set type physical',
    '    next',
    'end',
    'end',
    'config vdom',
    'edit root',
    'config firewall address',
    '    edit "r"',
    '    next',
    'end',
    'next',
    'edit dmz',
    'config firewall address',
    '    edit "d1"',
    '    next',
    '    edit "d2"',
    '    next',
    'end',
    'next',
    'end',
  ].join('\n');

  it('lists the VDOMs and converts root by default', () => {
    const result = parseFortios(text, { file: 'multi.conf' });
    expect(result.vdoms).toEqual(['root', 'dmz']);
    expect(result.vdom).toBe('root');
    expect(result.header).toEqual({ model: 'FG100F', version: '7.2.5', build: '1517' });
    expect(result.model.interfaces.map((i) => i.name)).toEqual(['port1']);
    expect(result.model.addresses.map((a) => a.name)).toEqual(['r']);
  });

  it('converts the chosen VDOM with its interfaces from the global section', () => {
    const result = parseFortios(text, { file: 'multi.conf', vdom: 'dmz' });
    expect(result.model.interfaces.map((i) => i.name)).toEqual(['port2']);
    expect(result.model.addresses.map((a) => a.name)).toEqual(['d1', 'd2']);
    const skipped = result.diagnostics.lines.find(
      (l) => l.code === 'FORTIOS_VDOM_NOT_SELECTED' && l.origin.line === 21,
    );
    expect(skipped?.origin).toMatchObject({ line: 21, endLine: 26 });
  });

  it('refuses a VDOM the file does not have', () => {
    let error: unknown;
    try {
      parseFortios(text, { file: 'multi.conf', vdom: 'nope' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConversionInputError);
    expect((error as ConversionInputError).code).toBe('UNKNOWN_PART');
  });
});
