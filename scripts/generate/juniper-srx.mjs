// A large Juniper SRX configuration in set format (`show configuration | display set`):
// node scripts/generate/juniper-srx.mjs RULES [--seed N] > big.set.cfg
// Three interfaces and security zones, static routes, a global address book (addresses and
// address sets, some nested), applications and application sets, RULES zone-pair policies and
// RULES/100 NAT rules (static NAT of DMZ servers, source NAT of inside networks). See common.mjs.
import { ZONES, NETWORK, ROUTES, cli, isMain, model } from './common.mjs';

const ZONE = { outside: 'untrust', inside: 'trust', dmz: 'dmz' };
const IFACE = { outside: 'ge-0/0/0', inside: 'ge-0/0/1', dmz: 'ge-0/0/2' };
const APPLICATION = {
  http: 'junos-http',
  https: 'junos-https',
  ssh: 'junos-ssh',
  smtp: 'junos-smtp',
  'dns-udp': 'junos-dns-udp',
  ntp: 'junos-ntp',
  ping: 'junos-ping',
};

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = [];
  const set = (text) => out.push(`set ${text}`);
  const app = (key) => APPLICATION[key] ?? key;

  set('version 21.4R3-S5.4');
  set('system host-name bench-srx');
  set('system domain-name example.net');
  set('system name-server 10.0.0.53');
  set('system services ssh');
  for (const zone of ZONES) {
    const net = NETWORK[zone];
    set(`interfaces ${IFACE[zone]} description "${ZONE[zone]}"`);
    set(`interfaces ${IFACE[zone]} unit 0 family inet address ${net.ip}/${net.prefix}`);
  }
  for (const r of ROUTES) set(`routing-options static route ${r.dst} next-hop ${r.gateway}`);
  for (const zone of ZONES)
    set(`security zones security-zone ${ZONE[zone]} interfaces ${IFACE[zone]}.0`);
  const book = 'security address-book global';
  for (const zone of ZONES) {
    for (const h of m.hosts[zone]) set(`${book} address ${h.name} ${h.ip}/32`);
    for (const n of m.networks[zone]) {
      set(`${book} address ${n.name} description "${zone} network"`);
      set(`${book} address ${n.name} ${n.ip}/${n.prefix}`);
    }
  }
  const isGroup = (name) => name.startsWith('NG');
  for (const zone of ZONES) {
    for (const g of m.groups[zone]) {
      for (const member of g.members)
        set(
          `${book} address-set ${g.name} ${isGroup(member) ? 'address-set' : 'address'} ${member}`,
        );
    }
  }
  for (const s of m.services) {
    const [lo, hi] = s.ports;
    set(`applications application ${s.name} protocol ${s.protocol}`);
    set(`applications application ${s.name} destination-port ${lo === hi ? lo : `${lo}-${hi}`}`);
  }
  for (const g of m.svcGroups) {
    for (const member of g.members)
      set(`applications application-set ${g.name} application ${app(member)}`);
  }
  const nat = 'security nat';
  set(`${nat} source pool ${m.pool.name} address ${m.pool.start}/32 to ${m.pool.end}/32`);
  set(`${nat} source rule-set inside-out from zone ${ZONE.inside}`);
  set(`${nat} source rule-set inside-out to zone ${ZONE.outside}`);
  set(`${nat} static rule-set publish from zone ${ZONE.outside}`);
  for (const x of m.nat) {
    if (x.kind === 'static') {
      set(
        `${nat} static rule-set publish rule ${x.name} match destination-address ${x.public.ip}/32`,
      );
      set(`${nat} static rule-set publish rule ${x.name} then static-nat prefix ${x.real.ip}/32`);
    } else {
      const rule = `${nat} source rule-set inside-out rule ${x.name}`;
      set(`${rule} match source-address ${x.src.ip}/${x.src.prefix}`);
      set(`${rule} then source-nat ${x.pool ? `pool ${m.pool.name}` : 'interface'}`);
    }
  }
  for (const x of m.nat)
    if (x.kind === 'static')
      set(`${nat} proxy-arp interface ${IFACE.outside}.0 address ${x.public.ip}/32`);
  const deactivated = [];
  for (const p of m.policies) {
    const at = `security policies from-zone ${ZONE[p.from]} to-zone ${ZONE[p.to]} policy ${p.name}`;
    // Junos translates (static NAT) before the policy lookup: policies name the real server.
    const dst = p.publicOf ? [p.publicOf.real.name] : p.dst;
    for (const a of p.src === 'any' ? ['any'] : p.src) set(`${at} match source-address ${a}`);
    for (const a of dst === 'any' ? ['any'] : dst) set(`${at} match destination-address ${a}`);
    for (const s of p.svc === 'any' ? ['any'] : p.svc) set(`${at} match application ${app(s)}`);
    set(`${at} then ${p.action === 'permit' ? 'permit' : 'deny'}`);
    if (p.log) set(`${at} then log session-close`);
    if (p.disabled) deactivated.push(at);
  }
  set('security policies default-policy deny-all');
  for (const at of deactivated) out.push(`deactivate ${at}`);
  return {
    files: [{ name: `srx-${rules}.set.cfg`, content: `${out.join('\n')}\n` }],
    vendor: 'juniper-srx',
    rules: m.policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
