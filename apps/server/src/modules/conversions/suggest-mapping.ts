import type { TInterfaceMapping, TSourceInterface, TTargetPort } from '@fwmig/contract';

type TRole = 'mgmt' | 'wan' | 'dmz' | 'ha' | 'lan';

const ROLE_PATTERNS: [TRole, RegExp][] = [
  ['mgmt', /^(mgmt|manage|management|oob)/i],
  ['ha', /(failover|^ha\b|^ha[-_]|state[-_]?link|heartbeat)/i],
  ['wan', /(outside|wan|internet|untrust|isp|external|uplink)/i],
  ['dmz', /dmz/i],
];

function roleOfSource(source: TSourceInterface): TRole {
  if (source.kind === 'management' || /^management/i.test(source.hardware)) return 'mgmt';
  for (const [role, pattern] of ROLE_PATTERNS) {
    if (source.names.slice(0, 1).some((name) => pattern.test(name))) return role;
  }
  return 'lan';
}

const PORT_ROLES: Record<string, TRole> = { management: 'mgmt', wan: 'wan', dmz: 'dmz', ha: 'ha' };
const roleOfPort = (port: TTargetPort): TRole =>
  PORT_ROLES[port.type] ??
  (/^(mgmt|ha)\d*$/.test(port.name) ? (port.name.startsWith('ha') ? 'ha' : 'mgmt') : 'lan');

/** Gbps of a source port, from its hardware name (ASA, PAN-OS, Junos styles); 1 when unknown. */
function sourceSpeed(hardware: string): number {
  if (/hundred|^et-|100g/i.test(hardware)) return 100;
  if (/forty|40g/i.test(hardware)) return 40;
  if (/twentyfive|25g/i.test(hardware)) return 25;
  if (/^ten|^te\d|^xe-|10g/i.test(hardware)) return 10;
  return 1;
}

const portSpeed = (port: TTargetPort) => Number.parseFloat(port.speed) || 1;

/**
 * A first mapping of source ports to the target's ports: the same role first (management,
 * WAN, DMZ, HA by name and port type), then a port at least as fast as the source, then the
 * device's order. FortiLink and aggregate ports are used last. Says why it chose each.
 */
export function suggestMapping(
  sources: readonly TSourceInterface[],
  ports: readonly TTargetPort[],
): { mapping: TInterfaceMapping; reasons: Record<string, string> } {
  const mapping: TInterfaceMapping = {};
  const reasons: Record<string, string> = {};
  const used = new Set<string>();
  // Sources with a role claim their ports before the rest take ports in order.
  const ordered = [...sources].sort(
    (a, b) => Number(roleOfSource(a) === 'lan') - Number(roleOfSource(b) === 'lan'),
  );
  for (const source of ordered) {
    const role = roleOfSource(source);
    const speed = sourceSpeed(source.hardware);
    let best: { port: TTargetPort; score: number } | undefined;
    ports.forEach((port, position) => {
      if (used.has(port.name)) return;
      const sameRole = roleOfPort(port) === role;
      const fast = portSpeed(port);
      let score = (sameRole ? 1000 : 0) + (fast === speed ? 200 : fast > speed ? 100 : 0);
      if (roleOfPort(port) !== 'lan' && !sameRole) score -= 300;
      if (port.type === 'fortilink' || port.type === 'aggregate') score -= 500;
      score -= position;
      if (!best || score > best.score) best = { port, score };
    });
    if (!best) continue;
    used.add(best.port.name);
    mapping[source.hardware] = best.port.name;
    const why =
      roleOfPort(best.port) === role && role !== 'lan'
        ? `${role === 'mgmt' ? 'management' : role.toUpperCase()} role`
        : portSpeed(best.port) === speed
          ? `${speed} Gbps, next free port`
          : 'next free port';
    reasons[source.hardware] = why;
  }
  return { mapping, reasons };
}
