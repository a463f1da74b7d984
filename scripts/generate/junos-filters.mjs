// A large Junos router configuration with stateless firewall filters, set format
// (`show configuration | display set`): node scripts/generate/junos-filters.mjs RULES [--seed N]
// Three interface units with addresses, static routes, a prefix list per address group (nested
// groups flattened: prefix lists do not nest), and RULES terms in one input filter per
// interface (a rule from zone Z is a term of Z's filter; one term per service of a rule), each
// filter ending in the implicit discard. NAT has no filter counterpart and is left out. See
// common.mjs.
import { ZONES, NETWORK, ROUTES, cli, isMain, model } from './common.mjs';

const IFACE = { outside: 'ge-0/0/0', inside: 'ge-0/0/1', dmz: 'ge-0/0/2' };
/** Well-known services as protocol and port; ping is ICMP echo. */
const WELL_KNOWN = {
  http: ['tcp', 'http'],
  https: ['tcp', 'https'],
  ssh: ['tcp', 'ssh'],
  smtp: ['tcp', 'smtp'],
  'dns-udp': ['udp', 'domain'],
  ntp: ['udp', 'ntp'],
};

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = [];
  const set = (text) => out.push(`set ${text}`);
  set('version 21.4R3-S5.4');
  set('system host-name bench-mx');
  for (const zone of ZONES) {
    const net = NETWORK[zone];
    set(`interfaces ${IFACE[zone]} unit 0 family inet address ${net.ip}/${net.prefix}`);
    set(`interfaces ${IFACE[zone]} unit 0 family inet filter input FROM-${zone.toUpperCase()}`);
  }
  for (const r of ROUTES) set(`routing-options static route ${r.dst} next-hop ${r.gateway}`);
  const prefix = new Map();
  for (const zone of ZONES) {
    for (const h of m.hosts[zone]) prefix.set(h.name, [`${h.ip}/32`]);
    for (const n of m.networks[zone]) prefix.set(n.name, [`${n.ip}/${n.prefix}`]);
  }
  // Groups come in order, a nested one after its member: flatten into prefixes.
  const lists = new Set();
  for (const zone of ZONES)
    for (const g of m.groups[zone]) {
      const flat = [...new Set(g.members.flatMap((member) => prefix.get(member) ?? []))];
      prefix.set(g.name, flat);
      lists.add(g.name);
      for (const p of flat) set(`policy-options prefix-list ${g.name} ${p}`);
    }
  const service = new Map(Object.entries(WELL_KNOWN).map(([k, v]) => [k, [v]]));
  service.set('ping', [['icmp', '']]);
  for (const s of m.services) {
    const [lo, hi] = s.ports;
    service.set(s.name, [[s.protocol, lo === hi ? `${lo}` : `${lo}-${hi}`]]);
  }
  for (const g of m.svcGroups)
    service.set(
      g.name,
      g.members.flatMap((x) => service.get(x) ?? []),
    );
  const deactivated = [];
  for (const p of m.policies) {
    const filter = `firewall family inet filter FROM-${p.from.toUpperCase()}`;
    const dst = p.publicOf ? [p.publicOf.real.name] : p.dst;
    const services = p.svc === 'any' ? [undefined] : p.svc.flatMap((s) => service.get(s) ?? []);
    services.forEach((svc, i) => {
      const at = `${filter} term ${p.name}${services.length > 1 ? `-${i}` : ''}`;
      const match = (side, names) => {
        if (names === 'any') return;
        for (const name of names)
          if (lists.has(name)) set(`${at} from ${side}-prefix-list ${name}`);
          else for (const q of prefix.get(name) ?? []) set(`${at} from ${side}-address ${q}`);
      };
      match('source', p.src);
      match('destination', dst);
      if (svc) {
        const [protocol, port] = svc;
        set(`${at} from protocol ${protocol}`);
        if (protocol === 'icmp') set(`${at} from icmp-type echo-request`);
        else set(`${at} from destination-port ${port}`);
      }
      if (p.log) set(`${at} then log`);
      set(`${at} then ${p.action === 'permit' ? 'accept' : 'discard'}`);
      if (p.disabled) deactivated.push(at);
    });
  }
  for (const at of deactivated) out.push(`deactivate ${at}`);
  return {
    files: [{ name: `junos-filters-${rules}.set.cfg`, content: `${out.join('\n')}\n` }],
    vendor: 'juniper',
    rules: m.policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
