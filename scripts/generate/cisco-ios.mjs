// A large Cisco IOS / IOS-XE router configuration (`show running-config`):
// node scripts/generate/cisco-ios.mjs RULES [--seed N] > big-ios.cfg
// common.mjs's three zones as three interfaces, each with an extended ACL bound `in` that holds
// the rules leaving that zone in order (IOS picks the egress by routing, so a rule's destination
// zone is its addresses'); hosts as `host A`, networks as address and wildcard, address groups
// as `object-group network` (members `host`, `A M`, nested `group-object`), custom services and
// service groups as `object-group service`; a rule naming several addresses or services gets an
// object-group of its own. Disabled rules are left out (an IOS ACE cannot be inactive). NAT:
// `ip nat inside source static` for published DMZ servers, `source list ... interface ...
// overload` or a pool for inside networks; static routes.
import { ZONES, NETWORK, ROUTES, cli, isMain, model } from './common.mjs';

const PORT = {
  outside: 'GigabitEthernet0/0',
  inside: 'GigabitEthernet0/1',
  dmz: 'GigabitEthernet0/2',
};
const WELL_KNOWN = {
  http: 'tcp eq www',
  https: 'tcp eq 443',
  ssh: 'tcp eq 22',
  smtp: 'tcp eq smtp',
  'dns-udp': 'udp eq domain',
  ntp: 'udp eq ntp',
  ping: 'icmp echo',
};

const mask = (prefix) =>
  [0, 8, 16, 24]
    .map((s) => ((prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0) >>> (24 - s)) & 255)
    .join('.');
const wildcard = (prefix) =>
  mask(prefix)
    .split('.')
    .map((o) => 255 - Number(o))
    .join('.');

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = [
    'Building configuration...',
    '',
    `Current configuration : 0 bytes`,
    '!',
    'version 17.9',
    'hostname bench-ios',
    '!',
  ];
  const addr = new Map();
  for (const zone of ZONES) {
    for (const h of m.hosts[zone]) addr.set(h.name, { host: h.ip });
    for (const n of m.networks[zone]) addr.set(n.name, { ip: n.ip, prefix: n.prefix });
  }
  const groups = new Set();
  for (const zone of ZONES)
    for (const g of m.groups[zone]) {
      groups.add(g.name);
      out.push(`object-group network ${g.name}`);
      for (const member of g.members) {
        const a = addr.get(member);
        if (!a) out.push(` group-object ${member}`);
        else out.push(a.host ? ` host ${a.host}` : ` ${a.ip} ${mask(a.prefix)}`);
      }
    }
  const services = new Map(m.services.map((s) => [s.name, s]));
  const svcLine = (name) => {
    if (WELL_KNOWN[name]) return WELL_KNOWN[name].replace(/ echo$/, ' echo');
    const s = services.get(name);
    return s.ports[0] === s.ports[1]
      ? `${s.protocol} eq ${s.ports[0]}`
      : `${s.protocol} range ${s.ports[0]} ${s.ports[1]}`;
  };
  const svcGroups = new Map(m.svcGroups.map((g) => [g.name, g]));
  for (const g of m.svcGroups) {
    out.push(`object-group service ${g.name}`);
    for (const member of g.members) out.push(` ${svcLine(member)}`);
  }
  const operand = (rule, label, names) => {
    if (names === 'any') return 'any';
    if (names.length === 1) {
      const only = names[0];
      if (groups.has(only)) return `object-group ${only}`;
      const a = addr.get(only) ?? { host: only.startsWith('P-') ? undefined : undefined };
      if (a.host) return `host ${a.host}`;
      if (a.ip) return `${a.ip} ${wildcard(a.prefix)}`;
    }
    const group = `${rule.name}-${label}`;
    out.push(`object-group network ${group}`);
    for (const name of names) {
      const a = addr.get(name);
      if (!a) out.push(` group-object ${name}`);
      else out.push(a.host ? ` host ${a.host}` : ` ${a.ip} ${mask(a.prefix)}`);
    }
    return `object-group ${group}`;
  };
  const publicIp = new Map(
    m.nat.filter((x) => x.kind === 'static').map((x) => [x.public.name, x.public.ip]),
  );
  const acls = { outside: [], inside: [], dmz: [] };
  for (const p of m.policies) {
    if (p.disabled) continue;
    const dstNames = p.dst === 'any' ? 'any' : p.dst.map((d) => d);
    const src = operand(p, 'src', p.src);
    // Rules to published servers name the public address: the in list sees it before NAT.
    const dst =
      dstNames !== 'any' && dstNames.length === 1 && publicIp.has(dstNames[0])
        ? `host ${publicIp.get(dstNames[0])}`
        : operand(p, 'dst', dstNames);
    let proto;
    let ports = '';
    if (p.svc === 'any') proto = 'ip';
    else if (p.svc.length === 1 && !svcGroups.has(p.svc[0])) {
      const [protocol, ...rest] = svcLine(p.svc[0]).split(' ');
      proto = protocol;
      ports = rest.join(' ');
    } else if (p.svc.length === 1) proto = `object-group ${p.svc[0]}`;
    else {
      const group = `${p.name}-svc`;
      out.push(`object-group service ${group}`);
      for (const name of p.svc)
        out.push(svcGroups.has(name) ? ` group-object ${name}` : ` ${svcLine(name)}`);
      proto = `object-group ${group}`;
    }
    const tail = `${ports ? ` ${ports}` : ''}${p.log ? ' log' : ''}`;
    acls[p.from].push(` ${p.action} ${proto} ${src} ${dst}${tail}`);
  }
  for (const zone of ZONES) {
    const { ip, prefix } = NETWORK[zone];
    out.push(
      `interface ${PORT[zone]}`,
      ` description ${zone}`,
      ` ip address ${ip} ${mask(prefix)}`,
      ` ip access-group ACL-${zone} in`,
    );
    out.push(` ip nat ${zone === 'outside' ? 'outside' : 'inside'}`, '!');
  }
  for (const zone of ZONES) out.push(`ip access-list extended ACL-${zone}`, ...acls[zone]);
  out.push(`ip nat pool ${m.pool.name} ${m.pool.start} ${m.pool.end} netmask 255.255.255.0`);
  for (const x of m.nat) {
    if (x.kind === 'static') out.push(`ip nat inside source static ${x.real.ip} ${x.public.ip}`);
    else {
      out.push(
        `ip access-list standard NAT-${x.src.name}`,
        ` permit ${x.src.ip} ${wildcard(x.src.prefix)}`,
      );
      out.push(
        `ip nat inside source list NAT-${x.src.name} ${x.pool ? `pool ${m.pool.name}` : `interface ${PORT.outside}`} overload`,
      );
    }
  }
  for (const route of ROUTES) {
    const [net, prefix] = route.dst.split('/');
    out.push(`ip route ${net} ${mask(Number(prefix))} ${route.gateway} name ${route.name}`);
  }
  out.push('end');
  return {
    files: [{ name: `ios-${rules}.cfg`, content: `${out.join('\n')}\n` }],
    vendor: 'cisco-ios',
    rules,
  };
}

if (isMain(import.meta.url)) cli(generate);
