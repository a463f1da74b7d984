// A large VyOS 1.4 configuration, as `show configuration commands` prints it:
// node scripts/generate/vyos.mjs RULES [--seed N] > config.set
// The three zones of common.mjs as a zone-based firewall (`firewall zone`, one rule set per
// zone pair), hosts and networks as address-groups and network-groups (VyOS has no single
// address objects: a lone host is a literal address in the rule; a group's network members
// are left out, as an address-group holds addresses only; nested groups are `include`s),
// services as protocol and ports in the rule (a rule naming services of several protocols
// becomes one VyOS rule per protocol, consecutive, which is their union), NAT rules
// (destination NAT of DMZ servers, whose rules name the real server as VyOS filters after
// DNAT; source NAT of inside networks, masquerade or an address range) and routes.
import { ZONES, NETWORK, ROUTES, cli, isMain, model } from './common.mjs';

const PORT = { outside: 'eth0', inside: 'eth1', dmz: 'eth2' };
const WELL_KNOWN = {
  http: ['tcp', '80'],
  https: ['tcp', '443'],
  ssh: ['tcp', '22'],
  smtp: ['tcp', '25'],
  'dns-udp': ['udp', '53'],
  ntp: ['udp', '123'],
  ping: ['icmp', ''],
};

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = [];
  const set = (...words) => out.push(`set ${words.join(' ')}`);
  for (const zone of ZONES) {
    const { ip, prefix } = NETWORK[zone];
    set('interfaces ethernet', PORT[zone], 'address', `'${ip}/${prefix}'`);
    set('interfaces ethernet', PORT[zone], 'description', `'${zone}'`);
  }
  const ipOf = new Map();
  for (const zone of ZONES) {
    for (const h of m.hosts[zone]) ipOf.set(h.name, { host: h.ip });
    for (const n of m.networks[zone]) ipOf.set(n.name, { net: `${n.ip}/${n.prefix}` });
  }
  const groupOf = new Map();
  for (const zone of ZONES)
    for (const g of m.groups[zone]) {
      groupOf.set(g.name, g);
      for (const member of g.members) {
        if (member.startsWith('NG'))
          set('firewall group address-group', g.name, 'include', `'${member}'`);
        else if (ipOf.get(member)?.host)
          set('firewall group address-group', g.name, 'address', `'${ipOf.get(member).host}'`);
      }
    }
  const services = new Map(m.services.map((s) => [s.name, s]));
  const svcGroups = new Map(m.svcGroups.map((g) => [g.name, g]));
  /** A service name as [protocol, port] terms (service groups expanded). */
  const terms = (name) => {
    if (WELL_KNOWN[name]) return [WELL_KNOWN[name]];
    const s = services.get(name);
    if (s)
      return [
        [s.protocol, s.ports[0] === s.ports[1] ? `${s.ports[0]}` : `${s.ports[0]}-${s.ports[1]}`],
      ];
    return svcGroups.get(name).members.flatMap(terms);
  };
  /** A rule side: one literal, one group, or a group made for the rule's several names. */
  const side = (rule, label, names) => {
    if (names === 'any') return [];
    if (names.length === 1) {
      const only = names[0];
      if (groupOf.has(only)) return [`${label} group address-group '${only}'`];
      const ip = ipOf.get(only);
      return [`${label} address '${ip.host ?? ip.net}'`];
    }
    const group = `${rule.name}-${label === 'source' ? 'src' : 'dst'}`;
    for (const name of names)
      if (groupOf.has(name)) set('firewall group address-group', group, 'include', `'${name}'`);
      else set('firewall group address-group', group, 'address', `'${ipOf.get(name).host}'`);
    return [`${label} group address-group '${group}'`];
  };
  const next = new Map();
  const sets = new Set();
  for (const p of m.policies) {
    const name = `${p.from}-${p.to}`;
    sets.add(name);
    const dst = p.publicOf ? [p.publicOf.real.name] : p.dst;
    const matches = [...side(p, 'source', p.src), ...side(p, 'destination', dst)];
    const byProtocol = new Map();
    for (const [protocol, port] of p.svc === 'any' ? [['all', '']] : p.svc.flatMap(terms))
      byProtocol.set(protocol, [...(byProtocol.get(protocol) ?? []), port].filter(Boolean));
    for (const [protocol, ports] of byProtocol) {
      const n = (next.get(name) ?? 0) + 10;
      next.set(name, n);
      const at = (...words) => set('firewall ipv4 name', name, 'rule', n, ...words);
      at('action', p.action === 'permit' ? "'accept'" : "'drop'");
      at('description', `'${p.name}'`);
      if (protocol !== 'all') at('protocol', `'${protocol}'`);
      if (protocol === 'icmp') at('icmp type-name', "'echo-request'");
      if (ports.length) at('destination port', `'${[...new Set(ports)].join(',')}'`);
      for (const match of matches) at(match);
      if (p.log) at('log');
      if (p.disabled) at('disable');
    }
  }
  for (const name of sets) set('firewall ipv4 name', name, 'default-action', "'drop'");
  for (const zone of ZONES) {
    set('firewall zone', zone, 'default-action', "'drop'");
    set('firewall zone', zone, 'member interface', `'${PORT[zone]}'`);
    for (const from of ZONES)
      if (sets.has(`${from}-${zone}`))
        set('firewall zone', zone, 'from', from, 'firewall name', `'${from}-${zone}'`);
  }
  let dnat = 0;
  let snat = 0;
  for (const x of m.nat) {
    if (x.kind === 'static') {
      dnat += 10;
      const at = (...words) => set('nat destination rule', dnat, ...words);
      at('description', `'${x.name}'`);
      at('destination address', `'${x.public.ip}'`);
      at('inbound-interface name', `'${PORT.outside}'`);
      at('translation address', `'${x.real.ip}'`);
      continue;
    }
    snat += 10;
    const at = (...words) => set('nat source rule', snat, ...words);
    at('description', `'${x.name}'`);
    at('outbound-interface name', `'${PORT.outside}'`);
    at('source address', `'${x.src.ip}/${x.src.prefix}'`);
    at('translation address', x.pool ? `'${m.pool.start}-${m.pool.end}'` : "'masquerade'");
  }
  for (const r of ROUTES) set('protocols static route', r.dst, 'next-hop', r.gateway);
  set('system host-name', "'vyos-gen'");
  return {
    files: [{ name: `vyos-${rules}.set`, content: `${out.join('\n')}\n` }],
    vendor: 'vyatta',
    rules: m.policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
