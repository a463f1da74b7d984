// A large Sophos Firewall (SFOS 19) configuration, as the `Entities.xml` of an import/export
// archive: node scripts/generate/sophos.mjs RULES [--seed N] > Entities.xml
// Ports in the LAN, WAN and DMZ zones, routes, IP hosts and IP host groups (SFOS groups do not
// nest: nested groups of common.mjs are left out), services (the well-known ones written out,
// as an export does) and service groups, RULES firewall rules chained by Position/After and
// written in reverse document order (the reader must rebuild the chain), and SFOS 18+ NAT
// rules: DNAT of DMZ servers (their rules name the public address) and SNAT of inside
// networks (MASQ or an IP range). See common.mjs.
import { ZONES, NETWORK, ROUTES, cli, isMain, model, netmask } from './common.mjs';

const ZONE = { outside: 'WAN', inside: 'LAN', dmz: 'DMZ' };
const PORT = { outside: 'PortB', inside: 'PortA', dmz: 'PortC' };
const WELL_KNOWN = {
  http: ['HTTP', 'TCP', '80'],
  https: ['HTTPS', 'TCP', '443'],
  ssh: ['SSH', 'TCP', '22'],
  smtp: ['SMTP', 'TCP', '25'],
  'dns-udp': ['DNS', 'UDP', '53'],
  ntp: ['NTP', 'UDP', '123'],
};

const list = (wrapper, item, values) =>
  values === 'any' || values.length === 0
    ? ''
    : `<${wrapper}>${values.map((v) => `<${item}>${v}</${item}>`).join('')}</${wrapper}>`;

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Configuration APIVersion="1905.1" IPS_CAT_VER="1">',
  ];
  const svc = (key) => (key === 'ping' ? 'PING' : (WELL_KNOWN[key]?.[0] ?? key));
  for (const zone of ZONES) {
    const { ip, prefix } = NETWORK[zone];
    out.push(
      `  <Interface transactionid=""><Name>${PORT[zone]}</Name><Hardware>${PORT[zone]}</Hardware><NetworkZone>${ZONE[zone]}</NetworkZone><IPv4Configuration>Enable</IPv4Configuration><IPv4Assignment>Static</IPv4Assignment><IPAddress>${ip}</IPAddress><Netmask>${netmask(prefix)}</Netmask></Interface>`,
    );
  }
  for (const zone of ZONES)
    out.push(
      `  <Zone transactionid=""><Name>${ZONE[zone]}</Name><Type>${ZONE[zone]}</Type></Zone>`,
    );
  const host = (name, ip) =>
    `  <IPHost transactionid=""><Name>${name}</Name><IPFamily>IPv4</IPFamily><HostType>IP</HostType><IPAddress>${ip}</IPAddress></IPHost>`;
  for (const zone of ZONES) {
    for (const h of m.hosts[zone]) out.push(host(h.name, h.ip));
    for (const n of m.networks[zone])
      out.push(
        `  <IPHost transactionid=""><Name>${n.name}</Name><IPFamily>IPv4</IPFamily><HostType>Network</HostType><IPAddress>${n.ip}</IPAddress><Subnet>${netmask(n.prefix)}</Subnet></IPHost>`,
      );
  }
  for (const x of m.nat) if (x.kind === 'static') out.push(host(x.public.name, x.public.ip));
  out.push(
    `  <IPHost transactionid=""><Name>${m.pool.name}</Name><IPFamily>IPv4</IPFamily><HostType>IPRange</HostType><StartIPAddress>${m.pool.start}</StartIPAddress><EndIPAddress>${m.pool.end}</EndIPAddress></IPHost>`,
  );
  for (const zone of ZONES)
    for (const g of m.groups[zone])
      out.push(
        `  <IPHostGroup transactionid=""><Name>${g.name}</Name>${list(
          'HostList',
          'Host',
          g.members.filter((x) => !x.startsWith('NG')),
        )}<IPFamily>IPv4</IPFamily></IPHostGroup>`,
      );
  const service = (name, protocol, ports) =>
    `  <Services transactionid=""><Name>${name}</Name><Type>TCPorUDP</Type><ServiceDetails><ServiceDetail><SourcePort>1:65535</SourcePort><DestinationPort>${ports}</DestinationPort><Protocol>${protocol}</Protocol></ServiceDetail></ServiceDetails></Services>`;
  for (const [name, protocol, port] of Object.values(WELL_KNOWN))
    out.push(service(name, protocol, port));
  out.push(
    '  <Services transactionid=""><Name>PING</Name><Type>ICMP</Type><ServiceDetails><ServiceDetail><ICMPType>Echo Request</ICMPType><ICMPCode>Any Code</ICMPCode></ServiceDetail></ServiceDetails></Services>',
  );
  for (const s of m.services) {
    const [lo, hi] = s.ports;
    out.push(service(s.name, s.protocol.toUpperCase(), lo === hi ? `${lo}` : `${lo}:${hi}`));
  }
  for (const g of m.svcGroups)
    out.push(
      `  <ServiceGroup transactionid=""><Name>${g.name}</Name>${list('ServiceList', 'Service', g.members.map(svc))}</ServiceGroup>`,
    );
  const body = [];
  m.policies.forEach((p, i) => {
    const place =
      i === 0
        ? '<Position>Top</Position>'
        : `<Position>After</Position><After><Name>${m.policies[i - 1].name}</Name></After>`;
    const action = p.action === 'permit' ? 'Accept' : 'Drop';
    const services = p.svc === 'any' ? 'any' : p.svc.map(svc);
    body.push(
      `  <FirewallRule transactionid=""><Name>${p.name}</Name><IPFamily>IPv4</IPFamily><Status>${p.disabled ? 'Disable' : 'Enable'}</Status>${place}<PolicyType>Network</PolicyType><NetworkPolicy><Action>${action}</Action><LogTraffic>${p.log ? 'Enable' : 'Disable'}</LogTraffic>${list('SourceZones', 'Zone', [ZONE[p.from]])}${list('DestinationZones', 'Zone', [ZONE[p.to]])}<Schedule>All The Time</Schedule>${list('SourceNetworks', 'Network', p.src)}${list('DestinationNetworks', 'Network', p.dst)}${list('Services', 'Service', services)}</NetworkPolicy></FirewallRule>`,
    );
  });
  // Evaluation order is the After chain, not the document's: written last rule first.
  out.push(...body.reverse());
  let previous;
  for (const x of m.nat) {
    const place = previous
      ? `<Position>After</Position><After><Name>${previous}</Name></After>`
      : '<Position>Top</Position>';
    previous = x.name;
    const match =
      x.kind === 'static'
        ? `<TranslatedDestination>${x.real.name}</TranslatedDestination><TranslatedSource>Original</TranslatedSource>${list('OriginalDestinationNetworks', 'Network', [x.public.name])}`
        : `<TranslatedDestination>Original</TranslatedDestination><TranslatedSource>${x.pool ? m.pool.name : 'MASQ'}</TranslatedSource>${list('OriginalSourceNetworks', 'Network', [x.src.name])}${list('OutboundInterfaces', 'Interface', [PORT.outside])}`;
    out.push(
      `  <NATRule transactionid=""><Name>${x.name}</Name><IPFamily>IPv4</IPFamily><Status>Enable</Status>${place}<LinkedFirewallrule>None</LinkedFirewallrule>${match}<TranslatedService>Original</TranslatedService></NATRule>`,
    );
  }
  for (const r of ROUTES) {
    const [ip, prefix] = r.dst.split('/');
    out.push(
      `  <UnicastRoute transactionid=""><IPFamily>IPv4</IPFamily><DestinationIP>${ip}</DestinationIP><Netmask>${netmask(Number(prefix))}</Netmask><Gateway>${r.gateway}</Gateway><Interface>${PORT[r.zone]}</Interface><Distance>0</Distance></UnicastRoute>`,
    );
  }
  out.push('</Configuration>');
  return {
    files: [{ name: `sophos-${rules}-Entities.xml`, content: `${out.join('\n')}\n` }],
    vendor: 'sophos',
    rules: m.policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
