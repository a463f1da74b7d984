import type { TInterfaceAddressing, TInterfaceKind, TPrefix } from '../../../model/ir.js';
import { optional } from './addresses.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields } from './fields.js';
import type { TCliConfig } from './tree.js';
import { readPrefix } from './values.js';

/** `system interface` and `system zone` -> TInterface, TZone. */

const KINDS: Record<string, TInterfaceKind> = {
  physical: 'physical',
  vlan: 'vlan',
  aggregate: 'aggregate',
  redundant: 'redundant',
  loopback: 'loopback',
  tunnel: 'tunnel',
};

function addressing(f: Fields): TInterfaceAddressing {
  const mode = f.str('mode');
  if (mode === 'dhcp' || mode === 'pppoe') return { mode };
  const addresses: TPrefix[] = [];
  const main = readPrefix(f.list('ip'));
  if (main && main.ip !== '0.0.0.0') addresses.push(main);
  if (f.flag('secondary-IP', false)) {
    for (const entry of f.entries('secondaryip')) {
      const secondary = readPrefix(new Fields(entry).list('ip'));
      if (secondary) addresses.push(secondary);
    }
  }
  return addresses.length ? { mode: 'static', addresses } : { mode: 'none' };
}

export function mapInterfaces(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const name = entry.key;
    const owner = f.str('vdom') ?? 'root';
    if (ctx.multiVdom && owner !== ctx.vdom) {
      // Global table of a multi-VDOM file: each interface names its VDOM.
      ctx.define('interface', name, 'foreign', `VDOM ${owner}`);
      ctx.line(
        'ignored',
        'Interfaces',
        entry,
        'FORTIOS_OTHER_VDOM',
        `interface "${name}" belongs to VDOM ${owner}`,
        name,
      );
      continue;
    }
    // FortiOS omits `type vlan`, the default for interfaces users create.
    const type = f.str('type') ?? (f.has('vlanid') || f.has('interface') ? 'vlan' : 'physical');
    const kind = KINDS[type] ?? 'physical';
    if (!KINDS[type]) {
      ctx.note(
        'interfaces',
        name,
        'partial',
        'FORTIOS_INTERFACE_TYPE',
        `type ${type} is read as a physical interface`,
      );
    }
    const vlanId = f.int('vlanid');
    const parent = kind === 'vlan' ? f.str('interface') : undefined;
    const members = kind === 'aggregate' || kind === 'redundant' ? f.list('member') : [];
    const description = optional(f.str('alias')) ?? optional(f.str('description'));
    const mtu = f.flag('mtu-override', false) ? f.int('mtu') : undefined;
    ctx.define('interface', name);
    ctx.model.interfaces.push({
      name,
      origin: ctx.origin(entry),
      hardware: name,
      kind,
      ...(parent ? { parent } : {}),
      ...(kind === 'vlan' && vlanId !== undefined ? { vlanId } : {}),
      ...(members.length ? { members } : {}),
      addressing: addressing(f),
      enabled: f.str('status') !== 'down',
      ...(mtu !== undefined ? { mtu } : {}),
      ...(description ? { description } : {}),
      ...(f.str('dedicated-to') === 'management' ? { managementOnly: true } : {}),
    });
  }
}

export function mapZones(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const comment = optional(f.str('description'));
    ctx.define('interface', entry.key);
    ctx.model.zones.push({
      name: entry.key,
      origin: ctx.origin(entry),
      interfaces: f.list('interface'),
      // FortiOS default: traffic between interfaces of one zone is blocked.
      intrazone: f.str('intrazone') === 'allow' ? 'allow' : 'deny',
      ...(comment ? { comment } : {}),
    });
  }
}
