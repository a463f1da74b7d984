import type { TInterface, TInterfaceKind } from '../../model/ir.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';

function kindOf(hardware: string, hasVlan: boolean): TInterfaceKind {
  if (/^port-channel/i.test(hardware)) return 'aggregate';
  if (/^redundant/i.test(hardware)) return 'redundant';
  if (/^(tunnel)/i.test(hardware)) return 'tunnel';
  if (/^(loopback)/i.test(hardware)) return 'loopback';
  if (/^management/i.test(hardware)) return 'management';
  return hasVlan || hardware.includes('.') ? 'vlan' : 'physical';
}

/**
 * `interface HW` with nameif, security-level, ip address (standby), vlan, shutdown,
 * description, management-only, channel-group. Interfaces without nameif carry no traffic
 * of their own (members of port-channels, unused ports) and are reported as ignored.
 */
export function readInterface(
  ctx: AsaContext,
  block: TAsaBlock,
  memberOf: Map<string, string>,
): void {
  const hardware = block.head.tokens[1] ?? '';
  const value = (keyword: string) => block.children.find((child) => child.tokens[0] === keyword);
  const channel = value('channel-group');
  if (channel?.tokens[1]) memberOf.set(hardware, `Port-channel${channel.tokens[1]}`);
  const nameif = value('nameif')?.tokens[1];
  if (!nameif) {
    const why = channel
      ? `member of Port-channel${channel.tokens[1]}`
      : 'no nameif: it carries no traffic';
    ctx.report(
      'ignored',
      'Interfaces',
      block,
      'ASA_INTERFACE_UNNAMED',
      `Interface ${hardware} is not converted (${why}).`,
      hardware,
    );
    return;
  }
  const vlan = value('vlan')?.tokens[1];
  const level = value('security-level')?.tokens[1];
  const ipLine = value('ip');
  const kind = kindOf(hardware, vlan !== undefined);
  const iface: TInterface = {
    name: nameif,
    origin: ctx.origin(block),
    hardware,
    kind,
    addressing: { mode: 'none' },
    enabled: !block.children.some((child) => child.text.trim() === 'shutdown'),
    managementOnly: block.children.some((child) => child.text.trim() === 'management-only'),
  };
  if (kind === 'vlan') {
    iface.parent = hardware.split('.')[0] ?? hardware;
    if (vlan !== undefined) iface.vlanId = Number(vlan);
  }
  // spec of ASA: the name "inside" defaults to security-level 100, every other name to 0.
  iface.securityLevel = level !== undefined ? Number(level) : nameif === 'inside' ? 100 : 0;
  const description = value('description');
  if (description) iface.description = description.text.trim().slice('description '.length);
  if (ipLine) readAddressing(ctx, iface, ipLine);
  ctx.model.interfaces.push(iface);
}

function readAddressing(ctx: AsaContext, iface: TInterface, line: TAsaLine): void {
  const [, keyword, a, b, standbyWord, standby] = line.tokens;
  if (keyword !== 'address') return;
  if (a === 'dhcp') iface.addressing = { mode: 'dhcp' };
  else if (a === 'pppoe') iface.addressing = { mode: 'pppoe' };
  else {
    const prefix = ctx.prefixOf(a, b);
    if (prefix) {
      iface.addressing = {
        mode: 'static',
        addresses: [prefix],
        ...(standbyWord === 'standby' && standby ? { standby: [standby] } : {}),
      };
      if (standbyWord === 'standby') {
        ctx.note(
          'interfaces',
          iface.name,
          'partial',
          'ASA_STANDBY_ADDRESS',
          `The failover standby address ${standby ?? ''} is not carried over: configure FortiOS HA separately.`,
        );
      }
    }
  }
}

/** `mtu IFNAME N` (top level). */
export function readMtu(ctx: AsaContext, line: TAsaLine): boolean {
  const [, nameif, mtu] = line.tokens;
  const iface = ctx.model.interfaces.find((candidate) => candidate.name === nameif);
  if (!iface || mtu === undefined) return false;
  iface.mtu = Number(mtu);
  ctx.report(
    'converted',
    'Interfaces',
    line,
    'ASA_MTU',
    `MTU ${mtu} of ${nameif ?? ''} is set on its interface.`,
    nameif,
  );
  return true;
}

/** Aggregates learn their members after all interfaces are read. */
export function attachMembers(ctx: AsaContext, memberOf: Map<string, string>): void {
  for (const [member, parent] of memberOf) {
    const aggregate = ctx.model.interfaces.find(
      (candidate) => candidate.hardware.toLowerCase() === parent.toLowerCase(),
    );
    if (aggregate) aggregate.members = [...(aggregate.members ?? []), member];
  }
}
