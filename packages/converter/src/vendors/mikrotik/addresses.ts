import type { MikrotikContext } from './context.js';
import type { TMtCommand } from './lines.js';

const ADDR = 'Addresses & Address Groups';

/** A DNS name: two or more labels of letters, digits, `-` and `_`, not all digits. */
function isFqdn(value: string): boolean {
  const labels = value.split('.');
  return (
    value.length <= 253 &&
    labels.length > 1 &&
    labels.every((label) => /^[A-Za-z0-9_-]{1,63}$/.test(label)) &&
    !/^[\d.]+$/.test(value)
  );
}

/**
 * `/ip firewall address-list add list=L address=A` (MikroTik manual, "Address-lists"): every
 * entry of one list name together form the list; an entry is an IP, a prefix, a range or a DNS
 * name. Each list becomes an address group of the entries' addresses.
 */
export function readAddressLists(ctx: MikrotikContext, commands: readonly TMtCommand[]): void {
  const groups = new Map<string, { members: Set<string>; first: TMtCommand }>();
  for (const cmd of commands) {
    const list = cmd.props.get('list');
    const value = cmd.props.get('address');
    if (cmd.verb !== 'add' || !list || !value) {
      ctx.report(
        'unsupported',
        ADDR,
        cmd,
        'MT_ADDRESS_LIST_UNREADABLE',
        'An address-list line without list or address.',
      );
      continue;
    }
    if (cmd.props.get('disabled') === 'yes') {
      ctx.report(
        'ignored',
        ADDR,
        cmd,
        'MT_ADDRESS_LIST_DISABLED',
        `A disabled entry of address list ${list}: not a member on RouterOS either.`,
        list,
      );
      ctx.addressLists.add(list);
      continue;
    }
    const name = ctx.literal(value, ctx.origin(cmd)) ?? fqdnAddress(ctx, value, cmd);
    if (!name) {
      ctx.report(
        'unsupported',
        ADDR,
        cmd,
        'MT_ADDRESS_LIST_ENTRY',
        `Entry "${value}" of address list ${list} is not an address this converter reads.`,
        list,
      );
      ctx.addressLists.add(list);
      continue;
    }
    const group = groups.get(list) ?? { members: new Set<string>(), first: cmd };
    group.members.add(name);
    groups.set(list, group);
    ctx.addressLists.add(list);
    const timeout = cmd.props.get('timeout');
    ctx.report(
      'converted',
      ADDR,
      cmd,
      'MT_ADDRESS_LIST_ENTRY',
      timeout
        ? `${value} is a member of address list ${list} (an entry with timeout ${timeout}: on FortiOS it stays until removed).`
        : `${value} is a member of address list ${list}.`,
      list,
    );
  }
  for (const [name, group] of groups)
    ctx.model.addressGroups.push({
      name,
      origin: ctx.origin(group.first),
      members: [...group.members],
    });
}

function fqdnAddress(ctx: MikrotikContext, value: string, cmd: TMtCommand): string | undefined {
  if (!isFqdn(value)) return undefined;
  const name = `fqdn-${value}`;
  if (!ctx.names.has('addresses', name))
    ctx.model.addresses.push({
      name,
      origin: ctx.origin(cmd),
      generated: true,
      kind: 'fqdn',
      fqdn: value,
    });
  return name;
}
