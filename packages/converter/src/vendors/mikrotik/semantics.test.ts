import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { readExport } from './lines.js';
import { mikrotikParser } from './vendor.js';

const HEAD = `# jan/01/2025 00:00:00 by RouterOS 7.16
/interface ethernet
set [ find default-name=ether1 ] name=wan
set [ find default-name=ether2 ] name=lan
/interface list
add name=LAN
/interface list member
add interface=lan list=LAN
/ip address
add address=198.51.100.2/24 interface=wan
add address=10.0.0.1/24 interface=lan
/ip firewall filter
`;

const convert = (text: string) =>
  convertWith(mikrotikParser, { files: [{ name: 'fw.rsc', content: text }] });
const codes = (text: string) => convert(text).report.entries.map((e) => e.code);

// Issue 22 item 1: RouterOS semantics the reader must keep (MikroTik manual, "Filter", "NAT").
describe('MikroTik rule semantics', () => {
  it('joins continued lines, keeps escaped spaces and quotes in values', () => {
    const { commands } = readExport(
      '/ip firewall filter\nadd action=accept chain=forward comment="a \\"b\\"\\\n    \\_c" \\\n    protocol=tcp\n',
    );
    expect(commands[0]?.props.get('comment')).toBe('a "b" c');
    expect(commands[0]?.props.get('protocol')).toBe('tcp');
    expect([commands[0]?.line, commands[0]?.endLine]).toEqual([2, 4]);
  });

  it('a chain without a final drop keeps RouterOS’s default accept as a last policy', () => {
    const result = convert(
      `${HEAD}add action=drop chain=forward in-interface=wan protocol=tcp dst-port=23\n`,
    );
    expect(result.model.policies.map((p) => p.action)).toEqual(['deny', 'accept']);
    expect(result.model.policies[1]?.implicit).toBeDefined();
    expect(result.verification?.status).toBe('equivalent');
  });

  it('inlines a jump with its conditions and stops at an unconditional return', () => {
    const result = convert(`${HEAD}add action=jump chain=forward jump-target=web in-interface=wan
add action=drop chain=forward
add action=accept chain=web protocol=tcp dst-port=443
add action=return chain=web
add action=accept chain=web protocol=tcp dst-port=80
`);
    const [first, second] = result.model.policies;
    expect(first?.srcIntf).toEqual(['wan']);
    expect(first?.service).toEqual(['tcp-443']);
    expect(second?.action).toBe('deny');
    expect(result.model.policies).toHaveLength(2);
    expect(result.verification?.status).toBe('equivalent');
  });

  it('a jump’s connection-state holds for the rules of its chain', () => {
    const result =
      convert(`${HEAD}add action=jump chain=forward connection-state=established jump-target=x
add action=drop chain=forward
add action=accept chain=x protocol=tcp
`);
    expect(result.report.entries.map((e) => e.code)).toContain('MT_STATEFUL');
    expect(result.model.policies).toHaveLength(1);
  });

  it('a return with conditions is reported and the verdict is not equivalent', () => {
    const result = convert(`${HEAD}add action=jump chain=forward jump-target=web
add action=drop chain=forward
add action=return chain=web src-address=10.0.0.5
add action=accept chain=web protocol=tcp dst-port=443
`);
    expect(result.report.entries.map((e) => e.code)).toContain('MT_CHAIN_NOT_FOLLOWED');
    expect(result.verification?.status).not.toBe('equivalent');
  });

  it('established/related accepts and invalid drops need no policy, and say why', () => {
    const result =
      convert(`${HEAD}add action=accept chain=forward connection-state=established,related
add action=drop chain=forward connection-state=invalid
add action=drop chain=forward connection-state=established
add action=drop chain=forward
`);
    const found = result.report.entries.map((e) => e.code);
    expect(found).toEqual(
      expect.arrayContaining(['MT_STATEFUL', 'MT_INVALID_DROP', 'MT_CONNECTION_STATE']),
    );
    expect(result.model.policies).toHaveLength(1);
  });

  it('an excluded interface list names the other interfaces and is not proven equivalent', () => {
    const result = convert(`${HEAD}add action=drop chain=forward in-interface-list=!LAN\n`);
    expect(result.model.policies[0]?.srcIntf).toEqual(['wan']);
    expect(result.model.policies[0]?.membersLeftOut).toHaveLength(1);
    expect(result.verification?.status).toBe('unknown');
  });

  it('a rule on an interface list without members matches nothing and is not written', () => {
    const result = convert(`${HEAD}add action=accept chain=forward in-interface-list=none
add action=drop chain=forward
`);
    expect(result.report.entries.map((e) => e.code)).toContain('MT_MATCHES_NOTHING');
    expect(result.config).not.toMatch(/set srcintf\s*\n/);
    expect(result.verification?.status).toBe('equivalent');
  });

  it('a disabled rule stays an inactive policy; an input rule is reported for local-in', () => {
    const result =
      convert(`${HEAD}add action=accept chain=forward disabled=yes protocol=udp dst-port=53
add action=drop chain=input in-interface=wan
add action=drop chain=forward
`);
    expect(result.model.policies[0]?.enabled).toBe(false);
    expect(codes(`${HEAD}add action=drop chain=input in-interface=wan\n`)).toContain(
      'MT_INPUT_CHAIN',
    );
    expect(result.verification?.status).toBe('unknown');
  });

  it('a port forward on the WAN interface becomes a VIP on its address', () => {
    const result =
      convert(`${HEAD}add action=accept chain=forward dst-address=10.0.0.10 protocol=tcp dst-port=22
add action=drop chain=forward
/ip firewall nat
add action=dst-nat chain=dstnat in-interface=wan protocol=tcp dst-port=2222 to-addresses=10.0.0.10 to-ports=22
add action=masquerade chain=srcnat out-interface=wan
`);
    expect(result.config).toMatch(/set extip 198\.51\.100\.2\n\s+set mappedip "10\.0\.0\.10"/);
    expect(result.config).toMatch(/set extport 2222\n\s+set mappedport 22/);
    expect(result.verification?.status).toBe('equivalent');
  });

  it('RouterOS 6 adds DHCP servers disabled unless the export says disabled=no', () => {
    const text = (version: string) => `# jan/01/2020 00:00:00 by RouterOS ${version}
/ip address
add address=10.0.0.1/24 interface=ether2
/ip pool
add name=p ranges=10.0.0.10-10.0.0.20
/ip dhcp-server
add address-pool=p interface=ether2 name=d
`;
    expect(convert(text('6.48.6')).model.dhcpServers[0]?.enabled).toBe(false);
    expect(convert(text('7.12')).model.dhcpServers[0]?.enabled).toBe(true);
  });
});
