// A large SonicWall SonicOS settings export, as SonicOS downloads it (base64 ending in `&&`):
// node scripts/generate/sonicwall.mjs RULES [--seed N] > big.exp
// Interfaces X0 (LAN), X1 (WAN, with the default gateway) and X2 (DMZ), their zones, address
// objects and groups (`addro_` pairs), built-in and custom services and groups (`so_` pairs),
// RULES access rules in priority order (a cell naming several objects gets a group of its
// own, as SonicOS cells name one object), NAT policies (DMZ servers published reflexively on
// X1, inside networks behind the X1 IP or a pool) and route policies. See common.mjs.
import { ZONES, NETWORK, ROUTES, cli, isMain, model, netmask } from './common.mjs';

const ZONE = { outside: 'WAN', inside: 'LAN', dmz: 'DMZ' };
const IFNUM = { inside: 0, outside: 1, dmz: 2 };
/** SonicOS built-in services the common model names (protocol number, ports). */
const BUILTIN = {
  http: ['HTTP', 6, 80],
  https: ['HTTPS', 6, 443],
  ssh: ['SSH', 6, 22],
  smtp: ['SMTP', 6, 25],
  'dns-udp': ['DNS (Name Service) UDP', 17, 53],
  ntp: ['NTP', 17, 123],
  ping: ['Ping', 1, 8],
};
const enc = (text) => encodeURIComponent(text);

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const pairs = [];
  const put = (key, value) => pairs.push(`${key}=${enc(String(value))}`);
  const row = (prefix, index, fields) => {
    for (const [field, value] of Object.entries(fields)) put(`${prefix}${field}_${index}`, value);
  };
  put('shortProdName', 'NSa 4700');
  put('buildNum', '7.0.1-5035');
  put('firewallName', 'bench-sonicwall');
  for (const zone of ZONES) {
    const i = IFNUM[zone];
    const { ip, prefix } = NETWORK[zone];
    row('iface_', i, { ifnum: i, name: `X${i}`, phys_type: 0 });
    put(`interface_Zone_${i}`, ZONE[zone]);
    if (zone === 'outside')
      row('iface_', i, {
        static_ip: ip,
        static_mask: netmask(prefix),
        static_gateway: '203.0.113.254',
      });
    else row('iface_', i, { lan_ip: ip, lan_mask: netmask(prefix) });
  }
  ZONES.forEach((zone, i) =>
    row('zoneObj', i, { Id: ZONE[zone], ZoneType: zone === 'outside' ? 0 : 1 }),
  );

  let a = 0;
  const address = (name, zone, type, ip1, ip2, properties = 14) =>
    row('addrObj', a++, {
      Id: name,
      Type: type,
      Zone: ZONE[zone] ?? zone,
      Ip1: ip1,
      Ip2: ip2,
      Properties: properties,
    });
  let ao = 0;
  const member = (m0, group) => row('addro_', ao++, { atomToGrp: m0, grpToGrp: group });
  address('X1 IP', 'outside', 1, '0.0.0.0', '0.0.0.0', 8);
  for (const zone of ZONES) {
    for (const h of m.hosts[zone]) address(h.name, zone, 1, h.ip, '255.255.255.255');
    for (const n of m.networks[zone]) address(n.name, zone, 4, n.ip, netmask(n.prefix));
  }
  for (const x of m.nat)
    if (x.kind === 'static') address(x.public.name, 'outside', 1, x.public.ip, '255.255.255.255');
  address(m.pool.name, 'outside', 2, m.pool.start, m.pool.end);
  for (const zone of ZONES)
    for (const g of m.groups[zone]) {
      address(g.name, zone, 8, '', '');
      for (const x of g.members) member(x, g.name);
    }

  let s = 0;
  const service = (name, type, proto, low, high, properties = 14) =>
    row('svcObj', s++, {
      Id: name,
      Type: type,
      IpType: proto,
      Port1: low,
      Port2: high,
      Properties: properties,
    });
  let so = 0;
  const svcName = (key) => BUILTIN[key]?.[0] ?? key;
  for (const [name, proto, port] of Object.values(BUILTIN)) service(name, 1, proto, port, port, 8);
  for (const x of m.services)
    service(x.name, 1, x.protocol === 'tcp' ? 6 : 17, x.ports[0], x.ports[1]);
  for (const g of m.svcGroups) {
    service(g.name, 2, 0, 0, 0);
    for (const x of g.members) row('so_', so++, { atomToGrp: svcName(x), grpToGrp: g.name });
  }

  /** A cell: one object, or a group of its own for several. */
  const cell = (list, ruleName, side, kind) => {
    if (list === 'any') return '';
    const names = kind === 'svc' ? list.map(svcName) : list;
    if (names.length === 1) return names[0];
    const group = `${ruleName}-${side}`;
    if (kind === 'svc') {
      service(group, 2, 0, 0, 0);
      for (const x of names) row('so_', so++, { atomToGrp: x, grpToGrp: group });
    } else {
      address(group, 'inside', 8, '', '');
      for (const x of names) member(x, group);
    }
    return group;
  };
  m.policies.forEach((p, i) =>
    row('policy', i, {
      Action: p.action === 'permit' ? 2 : 0,
      SrcZone: ZONE[p.from],
      DstZone: ZONE[p.to],
      SrcNet: cell(p.src, p.name, 'src', 'addr'),
      DstNet: cell(p.dst, p.name, 'dst', 'addr'),
      DstSvc: cell(p.svc, p.name, 'svc', 'svc'),
      Enabled: p.disabled ? 0 : 1,
      Log: p.log ? 1 : 0,
      Name: p.name,
      Priority: i + 1,
    }),
  );
  m.nat.forEach((x, i) => {
    const nat =
      x.kind === 'static'
        ? {
            OrigSrc: '',
            OrigDst: x.public.name,
            OrigSvc: '',
            TransSrc: '',
            TransDst: x.real.name,
            TransSvc: '',
            SrcIface: IFNUM.outside,
            DstIface: -1,
            Reflexive: 1,
          }
        : {
            OrigSrc: x.src.name,
            OrigDst: '',
            OrigSvc: '',
            TransSrc: x.pool ? m.pool.name : 'X1 IP',
            TransDst: '',
            TransSvc: '',
            SrcIface: IFNUM.inside,
            DstIface: IFNUM.outside,
            Reflexive: 0,
          };
    row('natPolicy', i, { ...nat, Enabled: 1, Priority: i + 1, Name: x.name });
  });
  const routes = ROUTES.filter((r) => r.name !== 'default');
  routes.forEach((r, i) => {
    const [ip, prefix] = r.dst.split('/');
    address(`${r.name}-dst`, r.zone, 4, ip, netmask(Number(prefix)));
    address(`${r.name}-gw`, r.zone, 1, r.gateway, '255.255.255.255');
    row('pbrObj', i, {
      Id: r.name,
      Src: '',
      Dst: `${r.name}-dst`,
      Svc: '',
      Gw: `${r.name}-gw`,
      Iface: IFNUM[r.zone],
      Metric: 1,
    });
  });
  const content = `${Buffer.from(pairs.join('&'), 'utf8').toString('base64')}&&`;
  return {
    files: [{ name: `sonicwall-${rules}.exp`, content }],
    vendor: 'sonicwall',
    rules: m.policies.length,
  };
}

if (isMain(import.meta.url)) cli(generate);
