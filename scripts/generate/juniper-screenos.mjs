// A large Juniper ScreenOS (SSG/ISG) configuration, as `get config` prints it:
// node scripts/generate/juniper-screenos.mjs RULES [--seed N] > big.screenos.cfg
// Interfaces in the Untrust, Trust (NAT mode) and DMZ zones, routes, per-zone address books and
// address groups (ScreenOS groups do not nest: nested groups of common.mjs are left out),
// services and service groups, RULES policies (several members through `set policy id N`
// contexts) and NAT: MIPs of DMZ servers on the Untrust interface, named by the policies to
// them, and one source-NAT policy per hidden inside network (NAT is policy-based in ScreenOS,
// so those are policies on top of the RULES). See common.mjs.
import { ZONES, NETWORK, ROUTES, cli, isMain, model, netmask } from './common.mjs';

const ZONE = { outside: 'Untrust', inside: 'Trust', dmz: 'DMZ' };
const IFACE = { outside: 'ethernet0/0', inside: 'ethernet0/1', dmz: 'ethernet0/2' };
const SERVICE = {
  http: 'HTTP',
  https: 'HTTPS',
  ssh: 'SSH',
  smtp: 'SMTP',
  'dns-udp': 'DNS',
  ntp: 'NTP',
  ping: 'PING',
};
const DIP = 4;

export function generate(rules, seed = 1) {
  const m = model(rules, seed);
  const out = [];
  const set = (text) => out.push(`set ${text}`);
  const svc = (key) => SERVICE[key] ?? key;

  set('clock timezone 1');
  set('vrouter trust-vr sharable');
  set('vrouter "untrust-vr"');
  out.push('exit');
  set('vrouter "trust-vr"');
  set('auto-route-export');
  out.push('exit');
  set('auth-server "Local" id 0');
  set('auth-server "Local" server-name "Local"');
  set('auth default auth server "Local"');
  set('admin name "netscreen"');
  set('admin password "nKVUM2rwMUzPcrkG5sWIHdCtqkAibn"');
  set('admin auth timeout 10');
  set('admin auth server "Local"');
  set('admin format dos');
  for (const zone of ZONES) set(`zone "${ZONE[zone]}" vrouter "trust-vr"`);
  set('zone "Untrust" block');
  for (const zone of ZONES) set(`interface "${IFACE[zone]}" zone "${ZONE[zone]}"`);
  for (const zone of ZONES)
    set(`interface ${IFACE[zone]} ip ${NETWORK[zone].ip}/${NETWORK[zone].prefix}`);
  set(`interface ${IFACE.inside} nat`);
  set(`interface ${IFACE.outside} route`);
  set(`interface ${IFACE.dmz} route`);
  set(`interface ${IFACE.inside} ip manageable`);
  set(`interface ${IFACE.inside} manage ping`);
  set(`interface ${IFACE.inside} manage ssh`);
  for (const x of m.nat)
    if (x.kind === 'static')
      set(
        `interface "${IFACE.outside}" mip ${x.public.ip} host ${x.real.ip} netmask 255.255.255.255 vr "trust-vr"`,
      );
  set(`interface ${IFACE.outside} dip ${DIP} ${m.pool.start} ${m.pool.end}`);
  set('hostname bench-ssg');
  set('domain example.net');
  set('dns host dns1 10.0.0.53');
  for (const zone of ZONES) {
    for (const h of m.hosts[zone])
      set(`address "${ZONE[zone]}" "${h.name}" ${h.ip} 255.255.255.255`);
    for (const n of m.networks[zone])
      set(`address "${ZONE[zone]}" "${n.name}" ${n.ip} ${netmask(n.prefix)} "${zone} network"`);
  }
  for (const zone of ZONES) {
    for (const g of m.groups[zone]) {
      set(`group address "${ZONE[zone]}" "${g.name}"`);
      for (const member of g.members.filter((x) => !x.startsWith('NG')))
        set(`group address "${ZONE[zone]}" "${g.name}" add "${member}"`);
    }
  }
  for (const s of m.services) {
    const [lo, hi] = s.ports;
    set(`service "${s.name}" protocol ${s.protocol} src-port 0-65535 dst-port ${lo}-${hi}`);
  }
  for (const g of m.svcGroups) {
    set(`group service "${g.name}"`);
    for (const member of g.members) set(`group service "${g.name}" add "${svc(member)}"`);
  }
  let id = 0;
  const policy = (p, extra = '') => {
    id += 1;
    const dst = p.publicOf ? [`MIP(${p.publicOf.public.ip})`] : p.dst;
    const [src0, ...srcRest] = p.src === 'any' ? ['Any'] : p.src;
    const [dst0, ...dstRest] = dst === 'any' ? ['Any'] : dst;
    const [svc0, ...svcRest] = p.svc === 'any' ? ['ANY'] : p.svc.map(svc);
    const head = `policy id ${id} name "${p.name}" from "${ZONE[p.from]}" to "${ZONE[p.to]}"`;
    const action = `${p.action === 'permit' ? 'permit' : 'deny'}${p.log ? ' log' : ''}`;
    set(`${head}  "${src0}" "${dst0}" "${svc0}"${extra} ${action}`);
    if (p.disabled) set(`policy id ${id} disable`);
    if (srcRest.length || dstRest.length || svcRest.length) {
      set(`policy id ${id}`);
      for (const a of srcRest) set(`src-address "${a}"`);
      for (const a of dstRest) set(`dst-address "${a}"`);
      for (const s of svcRest) set(`service "${s}"`);
      out.push('exit');
    }
  };
  for (const p of m.policies) policy(p);
  for (const x of m.nat)
    if (x.kind === 'hide')
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
        x.pool ? ` nat src dip-id ${DIP}` : ' nat src',
      );
  for (const r of ROUTES) set(`route ${r.dst} interface ${IFACE[r.zone]} gateway ${r.gateway}`);
  return {
    files: [{ name: `screenos-${rules}.cfg`, content: `${out.join('\n')}\n` }],
    vendor: 'juniper-screenos',
    rules: id,
  };
}

if (isMain(import.meta.url)) cli(generate);
