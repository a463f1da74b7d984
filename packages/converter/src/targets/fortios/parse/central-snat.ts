import type { TRefList } from '../../../model/ir.js';
import { optional } from './addresses.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields } from './fields.js';
import type { TCliConfig } from './tree.js';

/**
 * `firewall central-snat-map` (central NAT mode) -> TNatRule, in the order of the `edit`
 * blocks (FortiOS evaluates the rows top down, first match). `nat disable` is an identity
 * row; `nat enable` translates to the row's `nat-ippool`, or without one to the address of
 * the egress interface. The rule id is `snat:<row id>`.
 */

const list = (values: string[], anyName: string): TRefList =>
  values.length === 0 || values.includes(anyName) ? 'any' : values;

/** Row settings the model has no field for: such a row is not read (it would match too much). */
const PORT_KEYS = ['orig-port', 'nat-port'];

export function mapCentralSnat(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const id = `snat:${entry.key}`;
    const ports = PORT_KEYS.filter((key) => f.has(key) && f.str(key) !== '0');
    const protocol = f.str('protocol');
    if (ports.length || (protocol !== undefined && protocol !== '0') || f.str('type') === 'ipv6') {
      ctx.line(
        'unsupported',
        'NAT',
        entry,
        'FORTIOS_SNAT_PORTS',
        `central SNAT row ${entry.key}: protocol, port and IPv6 conditions cannot be read`,
        id,
      );
      continue;
    }
    const pools = f.list('nat-ippool');
    const nat = f.flag('nat', true);
    const comment = optional(f.str('comments'));
    ctx.model.nat.push({
      id,
      origin: ctx.origin(entry),
      section: 1,
      type: nat ? 'dynamic' : 'identity',
      srcIntf: list(f.list('srcintf'), 'any'),
      dstIntf: list(f.list('dstintf'), 'any'),
      src: list(f.list('orig-addr'), 'all'),
      dst: list(f.list('dst-addr'), 'all'),
      service: 'any',
      translatedSrc: !nat
        ? { kind: 'none' }
        : pools[0]
          ? { kind: 'pool', pool: pools[0] }
          : { kind: 'interface' },
      translatedDst: { kind: 'none' },
      bidirectional: false,
      enabled: f.str('status') !== 'disable',
      ...(comment ? { comment } : {}),
    });
    if (nat && pools.length > 1)
      ctx.note(
        'nat',
        id,
        'partial',
        'FORTIOS_SNAT_POOLS',
        `only the first of ${pools.length} pools is carried`,
      );
  }
}
