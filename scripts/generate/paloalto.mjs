// A large PAN-OS firewall configuration (XML, `show config running` / exported running-config):
// node scripts/generate/paloalto.mjs RULES [--seed N] > big.xml
// Three layer3 interfaces and zones, a virtual router with static routes, vsys1 addresses,
// address groups (static, some nested), services, service groups, RULES security rules (some
// matching App-IDs on application-default) and RULES/100 NAT rules. See common.mjs.
import { ZONES, NETWORK, ROUTES, cli, isMain, model } from './common.mjs';

const ZONE = { outside: 'untrust', inside: 'trust', dmz: 'dmz' };
const IFACE = { outside: 'ethernet1/1', inside: 'ethernet1/2', dmz: 'ethernet1/3' };
/** Well-known services as PAN-OS names them: predefined service, or an App-ID. */
const SERVICE = { http: 'service-http', https: 'service-https' };
const APP = {
  http: 'web-browsing',
  https: 'ssl',
  ssh: 'ssh',
  smtp: 'smtp',
  'dns-udp': 'dns',
  ntp: 'ntp',
  ping: 'ping',
};
/** Custom service objects for the well-known services PAN-OS has no predefined object for. */
const CUSTOM_WELL_KNOWN = [
  ['ssh', 'tcp', 22],
  ['smtp', 'tcp', 25],
  ['dns-udp', 'udp', 53],
  ['ntp', 'udp', 123],
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = [];
  const w = (indent, text) => out.push(' '.repeat(indent) + text);
  const membersOf = (indent, tag, list) => {
    w(indent, `<${tag}>`);
    for (const x of list) w(indent + 2, `<member>${esc(x)}</member>`);
    w(indent, `</${tag}>`);
  };
  const svcName = (key) =>
    SERVICE[key] ?? (CUSTOM_WELL_KNOWN.some(([k]) => k === key) ? `svc-${key}` : key);

  w(0, '<?xml version="1.0"?>');
  w(0, '<config version="10.2.0" urldb="paloaltonetworks" detail-version="10.2.4">');
  w(2, '<devices>');
  w(4, '<entry name="localhost.localdomain">');
  w(6, '<network>');
  w(8, '<interface>');
  w(10, '<ethernet>');
  for (const zone of ZONES) {
    const net = NETWORK[zone];
    w(12, `<entry name="${IFACE[zone]}">`);
    w(14, '<layer3>');
    w(16, '<ip>');
    w(18, `<entry name="${net.ip}/${net.prefix}"/>`);
    w(16, '</ip>');
    w(14, '</layer3>');
    w(12, '</entry>');
  }
  w(10, '</ethernet>');
  w(8, '</interface>');
  w(8, '<virtual-router>');
  w(10, '<entry name="default">');
  membersOf(
    12,
    'interface',
    ZONES.map((z) => IFACE[z]),
  );
  w(12, '<routing-table>');
  w(14, '<ip>');
  w(16, '<static-route>');
  const route = (name, dst, iface, gw) => {
    w(18, `<entry name="${name}">`);
    w(20, `<destination>${dst}</destination>`);
    w(20, `<interface>${iface}</interface>`);
    w(20, '<nexthop>');
    w(22, `<ip-address>${gw}</ip-address>`);
    w(20, '</nexthop>');
    w(18, '</entry>');
  };
  for (const r of ROUTES) route(r.name, r.dst, IFACE[r.zone], r.gateway);
  w(16, '</static-route>');
  w(14, '</ip>');
  w(12, '</routing-table>');
  w(10, '</entry>');
  w(8, '</virtual-router>');
  w(6, '</network>');
  w(6, '<deviceconfig>');
  w(8, '<system>');
  w(10, '<hostname>bench-pa</hostname>');
  w(10, '<dns-setting>');
  w(12, '<servers>');
  w(14, '<primary>10.0.0.53</primary>');
  w(12, '</servers>');
  w(10, '</dns-setting>');
  w(8, '</system>');
  w(6, '</deviceconfig>');
  w(6, '<vsys>');
  w(8, '<entry name="vsys1">');
  w(10, '<zone>');
  for (const zone of ZONES) {
    w(12, `<entry name="${ZONE[zone]}">`);
    w(14, '<network>');
    membersOf(16, 'layer3', [IFACE[zone]]);
    w(14, '</network>');
    w(12, '</entry>');
  }
  w(10, '</zone>');
  w(10, '<address>');
  const address = (name, value, description) => {
    w(12, `<entry name="${name}">`);
    w(14, `<ip-netmask>${value}</ip-netmask>`);
    if (description) w(14, `<description>${esc(description)}</description>`);
    w(12, '</entry>');
  };
  for (const zone of ZONES) {
    for (const h of m.hosts[zone]) address(h.name, `${h.ip}/32`);
    for (const n of m.networks[zone]) address(n.name, `${n.ip}/${n.prefix}`, `${zone} network`);
  }
  for (const x of m.nat) if (x.public) address(x.public.name, x.public.ip, `public ${x.real.name}`);
  w(12, `<entry name="${m.pool.name}">`);
  w(14, `<ip-range>${m.pool.start}-${m.pool.end}</ip-range>`);
  w(12, '</entry>');
  w(10, '</address>');
  w(10, '<address-group>');
  for (const zone of ZONES) {
    for (const g of m.groups[zone]) {
      w(12, `<entry name="${g.name}">`);
      membersOf(14, 'static', g.members);
      w(12, '</entry>');
    }
  }
  w(10, '</address-group>');
  w(10, '<service>');
  const service = (name, protocol, [lo, hi]) => {
    w(12, `<entry name="${name}">`);
    w(14, '<protocol>');
    w(16, `<${protocol}>`);
    w(18, `<port>${lo === hi ? lo : `${lo}-${hi}`}</port>`);
    w(16, `</${protocol}>`);
    w(14, '</protocol>');
    w(12, '</entry>');
  };
  for (const [key, protocol, port] of CUSTOM_WELL_KNOWN)
    service(`svc-${key}`, protocol, [port, port]);
  for (const s of m.services) service(s.name, s.protocol, s.ports);
  w(10, '</service>');
  w(10, '<service-group>');
  for (const g of m.svcGroups) {
    w(12, `<entry name="${g.name}">`);
    membersOf(14, 'members', g.members.map(svcName));
    w(12, '</entry>');
  }
  w(10, '</service-group>');
  w(10, '<rulebase>');
  w(12, '<security>');
  w(14, '<rules>');
  m.policies.forEach((p, i) => {
    w(16, `<entry name="${p.name}" uuid="00000000-0000-4000-8000-${String(i).padStart(12, '0')}">`);
    membersOf(18, 'from', [ZONE[p.from]]);
    membersOf(18, 'to', [ZONE[p.to]]);
    membersOf(18, 'source', p.src === 'any' ? ['any'] : p.src);
    membersOf(18, 'destination', p.dst === 'any' ? ['any'] : p.dst);
    membersOf(18, 'source-user', ['any']);
    membersOf(18, 'category', ['any']);
    // Rules on well-known services only: half of them match App-IDs on application-default.
    const keys = p.svc === 'any' ? [] : p.svc;
    const byApp =
      keys.length > 0 &&
      keys.every((k) => APP[k]) &&
      (keys.includes('ping') || p.name.charCodeAt(p.name.length - 1) % 2 === 0);
    if (byApp) {
      membersOf(
        18,
        'application',
        keys.map((k) => APP[k]),
      );
      membersOf(18, 'service', ['application-default']);
    } else {
      membersOf(18, 'application', ['any']);
      membersOf(18, 'service', p.svc === 'any' ? ['any'] : keys.map(svcName));
    }
    membersOf(18, 'hip-profiles', ['any']);
    w(18, `<action>${p.action === 'permit' ? 'allow' : 'deny'}</action>`);
    if (!p.log) w(18, '<log-end>no</log-end>');
    if (p.disabled) w(18, '<disabled>yes</disabled>');
    if (i % 7 === 0) w(18, `<description>generated rule ${i + 1}</description>`);
    w(16, '</entry>');
  });
  w(14, '</rules>');
  w(12, '</security>');
  w(12, '<nat>');
  w(14, '<rules>');
  const natRule = (name, from, to, src, dst, body) => {
    w(16, `<entry name="${name}">`);
    membersOf(18, 'from', [from]);
    membersOf(18, 'to', [to]);
    membersOf(18, 'source', [src]);
    membersOf(18, 'destination', [dst]);
    w(18, '<service>any</service>');
    body();
    w(16, '</entry>');
  };
  for (const x of m.nat) {
    if (x.kind === 'static') {
      // Publishing: the outside address to the DMZ server (PAN-OS matches pre-NAT zones).
      natRule(x.name, ZONE.outside, ZONE.outside, 'any', x.public.name, () => {
        w(18, '<destination-translation>');
        w(20, `<translated-address>${x.real.name}</translated-address>`);
        w(18, '</destination-translation>');
      });
    } else {
      natRule(x.name, ZONE.inside, ZONE.outside, x.src.name, 'any', () => {
        w(18, '<source-translation>');
        w(20, '<dynamic-ip-and-port>');
        if (x.pool) membersOf(22, 'translated-address', [m.pool.name]);
        else {
          w(22, '<interface-address>');
          w(24, `<interface>${IFACE.outside}</interface>`);
          w(22, '</interface-address>');
        }
        w(20, '</dynamic-ip-and-port>');
        w(18, '</source-translation>');
      });
    }
  }
  w(14, '</rules>');
  w(12, '</nat>');
  w(10, '</rulebase>');
  w(8, '</entry>');
  w(6, '</vsys>');
  w(4, '</entry>');
  w(2, '</devices>');
  w(0, '</config>');
  return {
    files: [{ name: `panos-${rules}.xml`, content: `${out.join('\n')}\n` }],
    vendor: 'paloalto',
    rules: m.policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
