// A large Huawei USG `display current-configuration` (VRP, security-policy model):
// node scripts/generate/huawei.mjs RULES [--seed N] > big.cfg
// One port per zone (custom zones outside, inside, dmz), an address set per host and network
// (`type object`) and per group (`type group`, nesting kept), service sets, RULES security
// rules in order, `nat server` for the published DMZ servers (rules name their inside
// address, as VRP matches after destination NAT) and nat-policy source NAT of inside networks
// (easy-ip or an address group). See common.mjs.
import { ZONES, NETWORK, ROUTES, allAddresses, cli, isMain, model, netmask } from './common.mjs';

const PORT = {
  outside: 'GigabitEthernet1/0/1',
  inside: 'GigabitEthernet1/0/2',
  dmz: 'GigabitEthernet1/0/3',
};
const PRIORITY = { outside: 10, inside: 80, dmz: 40 };
/** The model's well-known services as Huawei's predefined ones. */
const PREDEFINED = {
  http: 'http',
  https: 'https',
  ssh: 'ssh',
  smtp: 'smtp',
  'dns-udp': 'dns',
  ntp: 'ntp',
  ping: 'ping',
};

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = ['!Software Version V600R007C20SPC300', '#', 'sysname bench-huawei', '#'];
  for (const zone of ZONES) {
    const net = NETWORK[zone];
    out.push(
      `interface ${PORT[zone]}`,
      ' undo shutdown',
      ` ip address ${net.ip} ${netmask(net.prefix)}`,
      '#',
    );
  }
  for (const zone of ZONES)
    out.push(
      `firewall zone name ${zone}`,
      ` set priority ${PRIORITY[zone]}`,
      ` add interface ${PORT[zone]}`,
      '#',
    );
  for (const a of allAddresses(m))
    out.push(
      `ip address-set ${a.name} type object`,
      ` address 0 ${a.ip} mask ${a.prefix ?? 32}`,
      '#',
    );
  for (const zone of ZONES)
    for (const g of m.groups[zone]) {
      out.push(`ip address-set ${g.name} type group`);
      g.members.forEach((x, i) => out.push(` address ${i} address-set ${x}`));
      out.push('#');
    }
  const svc = (name) => PREDEFINED[name] ?? name;
  for (const s of m.services) {
    const ports = s.ports[0] === s.ports[1] ? `${s.ports[0]}` : `${s.ports[0]} to ${s.ports[1]}`;
    out.push(
      `ip service-set ${s.name} type object`,
      ` service 0 protocol ${s.protocol} destination-port ${ports}`,
      '#',
    );
  }
  for (const g of m.svcGroups) {
    out.push(`ip service-set ${g.name} type group`);
    g.members.forEach((x, i) => out.push(` service ${i} service-set ${svc(x)}`));
    out.push('#');
  }
  out.push(
    `nat address-group ${m.pool.name} 0`,
    ' mode pat',
    ` section 0 ${m.pool.start} ${m.pool.end}`,
    '#',
  );
  for (const x of m.nat)
    if (x.kind === 'static')
      out.push(`nat server ${x.name} global ${x.public.ip} inside ${x.real.ip}`);
  out.push('#', 'security-policy');
  for (const p of m.policies) {
    out.push(` rule name ${p.name}`, `  source-zone ${p.from}`, `  destination-zone ${p.to}`);
    const dst = p.publicOf ? [p.publicOf.real.name] : p.dst;
    if (p.src !== 'any') for (const x of p.src) out.push(`  source-address address-set ${x}`);
    if (dst !== 'any') for (const x of dst) out.push(`  destination-address address-set ${x}`);
    if (p.svc !== 'any') for (const x of p.svc) out.push(`  service ${svc(x)}`);
    if (p.log) out.push('  policy logging');
    if (p.disabled) out.push('  disable');
    out.push(`  action ${p.action}`);
  }
  out.push('#', 'nat-policy');
  for (const x of m.nat) {
    if (x.kind !== 'hide') continue;
    out.push(` rule name ${x.name}`, '  source-zone inside', '  destination-zone outside');
    out.push(`  source-address ${x.src.ip} mask ${netmask(x.src.prefix)}`);
    out.push(
      x.pool ? `  action source-nat address-group ${m.pool.name}` : '  action source-nat easy-ip',
    );
  }
  out.push('#');
  for (const r of ROUTES) {
    const [ip, prefix] = r.dst.split('/');
    out.push(`ip route-static ${ip} ${netmask(Number(prefix))} ${r.gateway} description ${r.name}`);
  }
  out.push('#', 'return');
  return {
    files: [{ name: `huawei-${rules}.cfg`, content: `${out.join('\n')}\n` }],
    vendor: 'huawei',
    rules: m.policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
