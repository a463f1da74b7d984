// A large WatchGuard Fireware profile, as Policy Manager saves it (File > Save > As File):
// node scripts/generate/watchguard.mjs RULES [--seed N] > big.watchguard.xml
// Interfaces External, Trusted and DMZ (types External, Trusted, Optional) with the default
// gateway and routes, one address group per host and network (Fireware address groups hold
// values, not references: the nested groups of common.mjs are aliases), services (a service
// group is one service of several members), RULES policies in manual order with their
// `<policy>.1.from/.to` pseudo-aliases, and NAT: static NAT actions of DMZ servers named in the
// To lists of the policies to them, and one dynamic NAT entry per hidden inside network with a
// policy that uses it (network NAT, or "set source IP" for the pooled ones). See common.mjs.
import { ROUTES, NETWORK, ZONES, cli, isMain, model, netmask } from './common.mjs';

const IFACE = { outside: 'External', inside: 'Trusted', dmz: 'DMZ' };
const DEVICE = { outside: 'eth0', inside: 'eth1', dmz: 'eth2' };
const TYPE = { outside: 2, inside: 1, dmz: 3 };
/** Well-known services as Fireware's predefined policy types (protocol, port). */
const WELL_KNOWN = {
  http: ['HTTP', 6, 80],
  https: ['HTTPS', 6, 443],
  ssh: ['SSH', 6, 22],
  smtp: ['SMTP', 6, 25],
  'dns-udp': ['DNS', 17, 53],
  ntp: ['NTP', 17, 123],
};
const PROTOCOL = { tcp: 6, udp: 17 };

const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = [];
  const line = (text) => out.push(text);
  const port = (protocol, lo, hi = lo) =>
    lo === hi
      ? `<member><type>1</type><protocol>${protocol}</protocol><server-port>${lo}</server-port></member>`
      : `<member><type>2</type><protocol>${protocol}</protocol><start-server-port>${lo}</start-server-port><end-server-port>${hi}</end-server-port></member>`;
  const members = new Map();
  members.set('ping', [
    '<member><type>1</type><protocol>1</protocol><icmp-type>8</icmp-type><icmp-code>255</icmp-code></member>',
  ]);
  for (const [key, [, protocol, p]] of Object.entries(WELL_KNOWN))
    members.set(key, [port(protocol, p)]);
  for (const s of m.services) members.set(s.name, [port(PROTOCOL[s.protocol], ...s.ports)]);
  for (const g of m.svcGroups)
    members.set(
      g.name,
      g.members.flatMap((x) => members.get(x)),
    );
  const serviceName = (key) => WELL_KNOWN[key]?.[0] ?? (key === 'ping' ? 'Ping' : key);
  const services = new Map([
    ['Any', ['<member><type>1</type><protocol>0</protocol><server-port>0</server-port></member>']],
  ]);
  for (const [key, list] of members) services.set(serviceName(key), list);
  /** The one service of a policy: a list of several becomes a service of their members. */
  const policyService = (svc) => {
    if (svc === 'any') return 'Any';
    if (svc.length === 1) return serviceName(svc[0]);
    const name = svc.map(serviceName).join('+');
    if (!services.has(name))
      services.set(
        name,
        svc.flatMap((key) => members.get(key)),
      );
    return name;
  };
  const zoneOf = new Map();
  for (const zone of ZONES) {
    for (const x of [...m.hosts[zone], ...m.networks[zone], ...m.groups[zone]])
      zoneOf.set(x.name, zone);
  }
  const groupNames = new Set(ZONES.flatMap((z) => m.groups[z].map((g) => g.name)));
  const aliases = [];
  const aliasMember = (address, iface) =>
    groupNames.has(address)
      ? `<alias-member><type>2</type><alias-name>${address}</alias-name></alias-member>`
      : `<alias-member><type>1</type><user>Any</user><address>${address}</address><interface>${iface}</interface></alias-member>`;
  const alias = (name, list) =>
    aliases.push(
      `  <alias><name>${esc(name)}</name><alias-member-list>${list.join('')}</alias-member-list></alias>`,
    );
  for (const zone of ZONES)
    for (const g of m.groups[zone])
      alias(
        g.name,
        g.members.map((x) => aliasMember(x, IFACE[zone])),
      );

  const policies = [];
  const policy = (p, nat = {}) => {
    const name = p.name;
    const side = (list, zone) =>
      list === 'any'
        ? [aliasMember('Any', IFACE[zone])]
        : list.map((x) => aliasMember(x, IFACE[zone]));
    const to = p.publicOf ? [aliasMember(p.publicOf.name, 'Any')] : side(p.dst, p.to);
    alias(`${name}.1.from`, side(p.src, p.from));
    alias(`${name}.1.to`, to);
    policies.push(
      [
        '  <policy>',
        `   <name>${name}-00</name>`,
        `   <description/>`,
        `   <property>0</property>`,
        `   <service>${esc(policyService(p.svc))}</service>`,
        `   <firewall>${p.action === 'permit' ? 1 : 2}</firewall>`,
        `   <reject-action>1</reject-action>`,
        `   <from-alias-list><alias>${name}.1.from</alias></from-alias-list>`,
        `   <to-alias-list><alias>${name}.1.to</alias></to-alias-list>`,
        '   <proxy/>',
        '   <schedule>Always On</schedule>',
        `   <log>${p.log ? 1 : 0}</log>`,
        `   <enable>${p.disabled ? 0 : 1}</enable>`,
        `   <global-dnat>${nat.network ? 1 : 0}</global-dnat>`,
        ...(nat.sourceIp
          ? [
              '   <dynamic-nat-all>1</dynamic-nat-all>',
              `   <dnat-src-ip>${nat.sourceIp}</dnat-src-ip>`,
            ]
          : []),
        '   <global-1to1-nat>1</global-1to1-nat>',
        '  </policy>',
      ].join('\n'),
    );
  };
  // The hidden networks' policies first: they hide all their traffic (manual order, so the first
  // match decides), and no later policy's NAT needs an exemption.
  const hidden = m.nat.filter((x) => x.kind === 'hide');
  for (const x of hidden)
    policy(
      {
        name: x.name,
        from: 'inside',
        to: 'outside',
        src: [x.src.name],
        dst: 'any',
        svc: 'any',
        action: 'permit',
        log: true,
      },
      x.pool ? { sourceIp: m.pool.start } : { network: true },
    );
  for (const p of m.policies) policy(p);

  line('<?xml version="1.0"?>');
  line('<profile>');
  line(' <for-version>12.10.4</for-version>');
  line(' <product-grade>1</product-grade>');
  line(' <system-parameters>');
  line('  <misc-global-setting><auto-order-enabled>0</auto-order-enabled></misc-global-setting>');
  line('  <route>');
  for (const r of ROUTES.filter((x) => x.dst !== '0.0.0.0/0')) {
    const [ip, prefix] = r.dst.split('/');
    line(
      `   <route-entry><dest-address>${ip}</dest-address><mask>${netmask(Number(prefix))}</mask><gateway-ip>${r.gateway}</gateway-ip><distance>1</distance><metric>1</metric></route-entry>`,
    );
  }
  line('  </route>');
  line(' </system-parameters>');
  line(' <address-group-list>');
  const group = (name, member) =>
    line(
      `  <address-group><name>${name}</name><description/><property>0</property><addr-group-member><member>${member}</member></addr-group-member></address-group>`,
    );
  for (const zone of ZONES) {
    for (const h of m.hosts[zone])
      group(h.name, `<type>1</type><host-ip-addr>${h.ip}</host-ip-addr>`);
    for (const n of m.networks[zone])
      group(
        n.name,
        `<type>2</type><ip-network-addr>${n.ip}</ip-network-addr><ip-mask>${netmask(n.prefix)}</ip-mask>`,
      );
  }
  for (const x of m.nat.filter((n) => n.kind === 'static')) {
    group(`${x.name}.1.snat`, `<type>1</type><host-ip-addr>${x.public.ip}</host-ip-addr>`);
    group(`${x.name}.2.snat`, `<type>1</type><host-ip-addr>${x.real.ip}</host-ip-addr>`);
  }
  line(' </address-group-list>');
  line(' <service-list>');
  for (const [name, list] of services)
    line(
      `  <service><name>${esc(name)}</name><description/><property>0</property><proxy-type/><service-item>${list.join('')}</service-item></service>`,
    );
  line(' </service-list>');
  line(' <nat-list>');
  for (const x of m.nat.filter((n) => n.kind === 'static'))
    line(
      `  <nat><name>${x.name}</name><description/><property>0</property><type>7</type><algorithm>0</algorithm><proxy-arp>0</proxy-arp><nat-item><member><addr-type>4</addr-type><port>0</port><ext-addr-name>${x.name}.1.snat</ext-addr-name><interface>External</interface><addr-name>${x.name}.2.snat</addr-name></member></nat-item></nat>`,
    );
  line(' </nat-list>');
  line(' <dnat-list>');
  hidden
    .filter((x) => !x.pool)
    .forEach((x) =>
      line(
        `  <dnat><name>${x.name}</name><enabled>1</enabled><from>${x.src.name}</from><to>Any-External</to></dnat>`,
      ),
    );
  line(' </dnat-list>');
  line(' <policy-list>');
  out.push(...policies);
  line(' </policy-list>');
  line(' <alias-list>');
  for (const zone of ZONES)
    line(
      `  <alias><name>Any-${zone === 'outside' ? 'External' : zone === 'inside' ? 'Trusted' : 'Optional'}</name><alias-member-list><alias-member><type>1</type><user>Any</user><address>Any</address><interface>Any-${zone === 'outside' ? 'External' : zone === 'inside' ? 'Trusted' : 'Optional'}</interface></alias-member></alias-member-list></alias>`,
    );
  out.push(...aliases);
  line(' </alias-list>');
  line(' <interface-list>');
  for (const zone of ZONES) {
    const gateway = ROUTES.find((r) => r.zone === zone && r.dst === '0.0.0.0/0');
    line(
      `  <interface><name>${IFACE[zone]}</name><description>${zone}</description><property>0</property><if-item-list><item><item-type>1</item-type><physical-if><if-num>${ZONES.indexOf(zone)}</if-num><if-dev-name>${DEVICE[zone]}</if-dev-name><enabled>1</enabled><if-property>${TYPE[zone]}</if-property><ip-node-type>IP4_ONLY</ip-node-type><ip>${NETWORK[zone].ip}</ip><netmask>${netmask(NETWORK[zone].prefix)}</netmask>${gateway ? `<default-gateway>${gateway.gateway}</default-gateway>` : ''}</physical-if></item></if-item-list></interface>`,
    );
  }
  line(' </interface-list>');
  line('</profile>');
  return {
    files: [{ name: `watchguard-${rules}.xml`, content: `${out.join('\n')}\n` }],
    vendor: 'watchguard',
    rules: policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
