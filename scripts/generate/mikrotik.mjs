// A large MikroTik RouterOS `/export` (v7 compact form, long lines continued with `\`):
// node scripts/generate/mikrotik.mjs RULES [--seed N] > big.rsc
// Ports per zone, addresses, routes, address lists for the address groups (RouterOS lists do not
// nest: a nested group's members are listed instead), RULES forward rules (one value per matcher:
// several hosts become a list of the rule's own, a service group one rule per protocol) jumping
// through a custom chain for a tenth of them, and NAT: dst-nat of DMZ servers (the forward chain
// sees their real addresses) and masquerade or src-nat of inside networks. See common.mjs.
import { ZONES, NETWORK, ROUTES, allAddresses, cli, isMain, model } from './common.mjs';

const PORT = { outside: 'ether1', inside: 'ether2', dmz: 'ether3' };
const WELL_KNOWN = {
  http: [['tcp', '80']],
  https: [['tcp', '443']],
  ssh: [['tcp', '22']],
  smtp: [['tcp', '25']],
  'dns-udp': [['udp', '53']],
  ntp: [['udp', '123']],
  ping: [['icmp', '']],
};

/** RouterOS wraps export lines near 80 columns: `\` at the end, four spaces on the next. */
function wrap(line) {
  if (line.length <= 78) return line;
  const words = line.split(' ');
  const lines = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + word.length > 76) {
      lines.push(`${current} \\`);
      current = `    ${word}`;
    } else current = current ? `${current} ${word}` : word;
  }
  lines.push(current);
  return lines.join('\n');
}

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = ['# jan/01/2025 00:00:00 by RouterOS 7.16', '# model = CCR2004-1G-12S+2XS'];
  const add = (text) => out.push(wrap(`add ${text}`));
  const ipOf = new Map(
    allAddresses(m).map((a) => [a.name, a.prefix ? `${a.ip}/${a.prefix}` : a.ip]),
  );
  const groups = new Map(ZONES.flatMap((z) => m.groups[z].map((g) => [g.name, g])));
  const flat = (name, seen = new Set()) => {
    if (seen.has(name)) return [];
    seen.add(name);
    const g = groups.get(name);
    return g ? g.members.flatMap((x) => flat(x, seen)) : [ipOf.get(name)];
  };
  const services = new Map(
    m.services.map((s) => [
      s.name,
      [[s.protocol, `${s.ports[0]}-${s.ports[1]}`.replace(/^(\d+)-\1$/, '$1')]],
    ]),
  );
  const terms = (svc) =>
    WELL_KNOWN[svc] ??
    services.get(svc) ??
    m.svcGroups.find((g) => g.name === svc)?.members.flatMap(terms) ??
    [];

  out.push('/interface ethernet');
  for (const zone of ZONES) out.push(`set [ find default-name=${PORT[zone]} ] comment=${zone}`);
  out.push('/ip address');
  for (const zone of ZONES)
    add(`address=${NETWORK[zone].ip}/${NETWORK[zone].prefix} interface=${PORT[zone]}`);
  out.push('/ip route');
  for (const r of ROUTES) add(`comment=${r.name} dst-address=${r.dst} gateway=${r.gateway}`);
  out.push('/ip firewall address-list');
  const lists = [];
  for (const g of groups.values())
    for (const ip of new Set(flat(g.name))) lists.push(`address=${ip} list=${g.name}`);
  const ruleLines = [];
  const side = (dir, refs, name) => {
    if (refs === 'any') return '';
    if (refs.length === 1 && groups.has(refs[0])) return `${dir}-address-list=${refs[0]}`;
    if (refs.length === 1) return `${dir}-address=${ipOf.get(refs[0]) ?? refs[0]}`;
    for (const ip of new Set(refs.flatMap((x) => flat(x))))
      lists.push(`address=${ip} list=${name}-${dir}`);
    return `${dir}-address-list=${name}-${dir}`;
  };
  let count = 0;
  for (const p of m.policies) {
    const dst = p.publicOf ? [p.publicOf.real.name] : p.dst;
    const base = [
      `action=${p.action === 'permit' ? 'accept' : 'drop'}`,
      `chain=${count % 10 === 9 ? 'bulk' : 'forward'}`,
      `comment=${p.name}`,
      p.disabled ? 'disabled=yes' : '',
      `in-interface=${PORT[p.from]}`,
      `out-interface=${PORT[p.to]}`,
      side('src', p.src, p.name),
      side('dst', dst, p.name),
      p.log ? 'log=yes' : '',
    ].filter(Boolean);
    const byProtocol = new Map();
    for (const [protocol, port] of p.svc === 'any' ? [] : p.svc.flatMap(terms))
      byProtocol.set(protocol, [...(byProtocol.get(protocol) ?? []), port].filter(Boolean));
    const variants =
      p.svc === 'any'
        ? ['']
        : [...byProtocol].map(
            ([proto, ports]) =>
              `protocol=${proto}${ports.length ? ` dst-port=${[...new Set(ports)].join(',')}` : ''}`,
          );
    for (const v of variants) ruleLines.push([...base, v].filter(Boolean).join(' '));
    count += 1;
  }
  for (const line of lists) add(line);
  out.push('/ip firewall filter');
  add('action=accept chain=forward connection-state=established,related,untracked');
  add('action=drop chain=forward connection-state=invalid');
  add('action=jump chain=forward jump-target=bulk');
  for (const line of ruleLines) add(line);
  add('action=drop chain=forward comment="drop all else"');
  out.push('/ip firewall nat');
  for (const x of m.nat) {
    if (x.kind === 'static')
      add(
        `action=dst-nat chain=dstnat dst-address=${x.public.ip} in-interface=${PORT.outside} to-addresses=${x.real.ip}`,
      );
    else if (x.pool)
      add(
        `action=src-nat chain=srcnat out-interface=${PORT.outside} src-address=${x.src.ip}/${x.src.prefix} to-addresses=${m.pool.start}-${m.pool.end}`,
      );
    else
      add(
        `action=masquerade chain=srcnat out-interface=${PORT.outside} src-address=${x.src.ip}/${x.src.prefix}`,
      );
  }
  out.push('/system identity', 'set name=bench-mikrotik');
  return {
    files: [{ name: `mikrotik-${rules}.rsc`, content: `${out.join('\n')}\n` }],
    vendor: 'mikrotik',
    rules: ruleLines.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
