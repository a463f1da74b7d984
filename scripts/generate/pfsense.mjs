// A large pfSense config.xml, as Diagnostics > Backup & Restore downloads it:
// node scripts/generate/pfsense.mjs RULES [--seed N] > config.xml
// Interfaces wan (outside), lan (inside) and opt1 (dmz), gateways and static routes, host and
// network aliases (nested groups are nested aliases), RULES filter rules on the ingress
// interface of their zone pair (cells with several members become per-rule aliases; a service
// group is written as its first member, since a pfSense rule has one protocol and port), port
// forwards for the published DMZ servers and hybrid outbound NAT for the hidden inside networks.
// See common.mjs.
import { NETWORK, ROUTES, cli, isMain, model } from './common.mjs';

const KEY = { outside: 'wan', inside: 'lan', dmz: 'opt1' };
const DEVICE = { outside: 'igb0', inside: 'igb1', dmz: 'igb2' };
const WELL_KNOWN = {
  http: ['tcp', 80],
  https: ['tcp', 443],
  ssh: ['tcp', 22],
  smtp: ['tcp', 25],
  'dns-udp': ['udp', 53],
  ntp: ['udp', 123],
  ping: ['icmp'],
};

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = ['<?xml version="1.0"?>', '<pfsense>', '\t<version>22.2</version>'];
  const x = (line) => out.push(line);
  x(
    '\t<system><hostname>bench-pf</hostname><domain>example.net</domain><dnsserver>10.0.0.53</dnsserver></system>',
  );
  x('\t<interfaces>');
  for (const zone of ['outside', 'inside', 'dmz']) {
    const gw = zone === 'outside' ? '<gateway>GW_outside</gateway>' : '';
    x(
      `\t\t<${KEY[zone]}><enable></enable><if>${DEVICE[zone]}</if><ipaddr>${NETWORK[zone].ip}</ipaddr><subnet>${NETWORK[zone].prefix}</subnet>${gw}</${KEY[zone]}>`,
    );
  }
  x('\t</interfaces>');
  x('\t<gateways>');
  for (const r of ROUTES)
    x(
      `\t\t<gateway_item><interface>${KEY[r.zone]}</interface><gateway>${r.gateway}</gateway><name>GW_${r.zone}</name><ipprotocol>inet</ipprotocol></gateway_item>`,
    );
  x('\t\t<defaultgw4>GW_outside</defaultgw4>');
  x('\t</gateways>');
  x('\t<staticroutes>');
  for (const r of ROUTES.filter((route) => route.dst !== '0.0.0.0/0'))
    x(
      `\t\t<route><network>${r.dst}</network><gateway>GW_${r.zone}</gateway><descr>${r.name}</descr></route>`,
    );
  x('\t</staticroutes>');
  const services = new Map(m.services.map((s) => [s.name, s]));
  const groups = new Map(m.svcGroups.map((g) => [g.name, g]));
  const alias = (name, type, entries) =>
    x(
      `\t\t<alias><name>${name}</name><type>${type}</type><address>${entries.join(' ')}</address></alias>`,
    );
  x('\t<aliases>');
  for (const zone of ['outside', 'inside', 'dmz']) {
    for (const h of m.hosts[zone]) alias(h.name, 'host', [h.ip]);
    for (const n of m.networks[zone]) alias(n.name, 'network', [`${n.ip}/${n.prefix}`]);
    for (const g of m.groups[zone]) alias(g.name, 'network', g.members);
  }
  for (const n of m.nat.filter((r) => r.kind === 'static'))
    alias(n.public.name, 'host', [n.public.ip]);
  const cell = (names, id, side) => {
    if (names === 'any') return '<any></any>';
    if (names.length === 1) return `<address>${names[0]}</address>`;
    alias(`R${id}_${side}`, 'network', names);
    return `<address>R${id}_${side}</address>`;
  };
  const ruleXml = [];
  m.policies.forEach((p, i) => {
    const src = cell(p.src, i, 'src');
    const dst = cell(p.dst, i, 'dst');
    let svc = p.svc === 'any' ? undefined : p.svc[0];
    if (svc && groups.has(svc)) svc = groups.get(svc).members[0];
    const [protocol, port] = !svc
      ? []
      : (WELL_KNOWN[svc] ?? [services.get(svc).protocol, services.get(svc).ports.join('-')]);
    const portXml = port ? `<port>${port}</port>` : '';
    ruleXml.push(
      `\t\t<rule><tracker>${100000 + i}</tracker><type>${p.action === 'permit' ? 'pass' : 'block'}</type><interface>${KEY[p.from]}</interface><ipprotocol>inet</ipprotocol>${protocol ? `<protocol>${protocol}</protocol>` : ''}<source>${src}</source><destination>${dst}${portXml}</destination>${p.log ? '<log></log>' : ''}<descr>${p.name ?? `rule ${i}`}</descr></rule>`,
    );
  });
  x('\t</aliases>');
  x('\t<nat>');
  x('\t\t<outbound>');
  x('\t\t\t<mode>hybrid</mode>');
  for (const n of m.nat.filter((r) => r.kind === 'hide'))
    x(
      `\t\t\t<rule><interface>wan</interface><source><network>${n.src.ip}/${n.src.prefix}</network></source><destination><any></any></destination><target>${n.pool ? m.pool.start : ''}</target><descr>${n.name}</descr></rule>`,
    );
  x('\t\t</outbound>');
  for (const n of m.nat.filter((r) => r.kind === 'static'))
    x(
      `\t\t<rule><interface>wan</interface><protocol>tcp</protocol><source><any></any></source><destination><address>${n.public.ip}</address><port>443</port></destination><target>${n.real.ip}</target><local-port>443</local-port><descr>${n.name}</descr><associated-rule-id>pass</associated-rule-id></rule>`,
    );
  x('\t</nat>');
  x('\t<filter>');
  out.push(...ruleXml);
  x('\t</filter>');
  x('</pfsense>');
  return {
    files: [{ name: `pfsense-${rules}.xml`, content: `${out.join('\n')}\n` }],
    vendor: 'pfsense',
    rules: m.policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
