import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { paloAltoParser } from './vendor.js';

/** A firewall whose zone `vpn` holds the GlobalProtect tunnel and, with `mixed`, an IPsec one. */
function config(options: { gateway: string; profile: string; mixed?: boolean }): string {
  const ipsec = options.mixed
    ? `<ike><crypto-profiles><ike-crypto-profiles><entry name="p1"><encryption><member>aes-256-cbc</member></encryption><hash><member>sha256</member></hash><dh-group><member>group14</member></dh-group></entry></ike-crypto-profiles><ipsec-crypto-profiles><entry name="p2"><esp><encryption><member>aes-256-cbc</member></encryption><authentication><member>sha256</member></authentication></esp><dh-group>group14</dh-group></entry></ipsec-crypto-profiles></crypto-profiles>
       <gateway><entry name="branch"><authentication><pre-shared-key><key>x</key></pre-shared-key></authentication><protocol><ikev1><ike-crypto-profile>p1</ike-crypto-profile></ikev1></protocol><local-address><interface>ethernet1/1</interface></local-address><peer-address><ip>203.0.113.9</ip></peer-address></entry></gateway></ike>
       <tunnel><ipsec><entry name="to-branch"><auto-key><ike-gateway><entry name="branch"/></ike-gateway><ipsec-crypto-profile>p2</ipsec-crypto-profile></auto-key><tunnel-interface>tunnel.2</tunnel-interface></entry></ipsec></tunnel>`
    : '';
  return `<config version="10.1.0"><shared>
  <authentication-profile>${options.profile}</authentication-profile></shared>
  <devices><entry name="localhost.localdomain"><network>
  <interface><ethernet>
    <entry name="ethernet1/1"><layer3><ip><entry name="198.51.100.2/24"/></ip></layer3></entry>
    <entry name="ethernet1/2"><layer3><ip><entry name="10.1.0.1/16"/></ip></layer3></entry>
  </ethernet><tunnel><units><entry name="tunnel.5"/><entry name="tunnel.2"/></units></tunnel></interface>${ipsec}
  </network><vsys><entry name="vsys1">
  <zone>
    <entry name="untrust"><network><layer3><member>ethernet1/1</member></layer3></network></entry>
    <entry name="trust"><network><layer3><member>ethernet1/2</member></layer3></network></entry>
    <entry name="vpn"><network><layer3><member>tunnel.5</member>${options.mixed ? '<member>tunnel.2</member>' : ''}</layer3></network></entry>
  </zone>
  <global-protect><global-protect-gateway>${options.gateway}</global-protect-gateway></global-protect>
  <rulebase><security><rules><entry name="vpn-in">
    <from><member>vpn</member></from><to><member>trust</member></to>
    <source><member>any</member></source><destination><member>any</member></destination>
    <application><member>any</member></application><service><member>any</member></service>
    <action>allow</action></entry></rules></security></rulebase>
  </entry></vsys></entry></devices></config>`;
}

const gateway = (body: string) =>
  `<entry name="gw"><client-auth><entry name="a"><authentication-profile>corp</authentication-profile></entry></client-auth>${body}<remote-user-tunnel>tunnel.5</remote-user-tunnel><local-address><interface>ethernet1/1</interface></local-address></entry>`;
const ldap = `<entry name="corp"><method><ldap><server-profile>dc</server-profile></ldap></method></entry>`;

function convert(options: Parameters<typeof config>[0]) {
  return convertWith(paloAltoParser, { files: [{ name: 'gp.xml', content: config(options) }] });
}

describe('GlobalProtect', () => {
  it('keeps other tunnels of a mixed zone: SSL VPN users get a policy of their own', () => {
    const result = convert({
      gateway: gateway('<tunnel-mode>yes</tunnel-mode>'),
      profile: ldap,
      mixed: true,
    });
    const policies = result.model.policies.map((p) => [p.id, p.srcIntf, p.groups]);
    expect(policies).toEqual([
      ['rule:vpn-in', ['vpn'], undefined],
      ['rule:vpn-in@ssl.root', ['ssl.root'], ['gw-users']],
    ]);
    expect(result.model.zones.find((z) => z.name === 'vpn')?.interfaces).toEqual(['branch']);
  });

  it('reports what to set up for users a directory checks, with an empty group meanwhile', () => {
    const result = convert({ gateway: gateway('<tunnel-mode>yes</tunnel-mode>'), profile: ldap });
    expect(result.model.userGroups).toMatchObject([{ name: 'gw-users', members: [] }]);
    const profile = result.report.entries.find((e) => e.name === 'corp');
    expect(profile?.status).toBe('unsupported');
    expect(profile?.message).toContain('config user ldap');
    // No access route: everything goes through the tunnel.
    expect(result.model.sslVpn?.splitTunnel).toBe('any');
    expect(result.model.sslVpn?.sourceInterfaces).toEqual(['ethernet1/1']);
  });

  it('does not convert a gateway without tunnel mode, and says so', () => {
    const result = convert({ gateway: gateway(''), profile: ldap });
    expect(result.model.sslVpn).toBeUndefined();
    expect(result.report.entries.some((e) => e.code === 'PANOS_GP_NON_TUNNEL')).toBe(true);
  });
});
