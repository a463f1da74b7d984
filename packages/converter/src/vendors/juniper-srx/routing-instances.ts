import type { TInterface } from '../../model/ir.js';
import { parseIpv4, prefixRange } from '../../net/ipv4.js';
import type { SrxContext } from './context.js';
import { groupByWord, type TStmt } from './statements.js';

/** Instance types that are a routing table of their own, as a FortiOS VRF is. */
const TABLE_TYPES = new Set(['virtual-router', 'vrf']);
/** FortiOS VRF ids 1..251 (0 is the main table). */
const MAX_VRF = 251;
/** Junos's management instance: it holds fxp0, which FortiOS manages apart. */
const MANAGEMENT = 'mgmt_junos';

/** A routing instance converted to a VRF: its number and interfaces. */
export interface TInstanceVrf {
  vrf: number;
  interfaces: TInterface[];
}

/**
 * `routing-instances RI { instance-type virtual-router|vrf; interface X; }`: each instance gets
 * the next VRF (1..251, in file order; the main table stays VRF 0) and its interfaces are put in
 * it. Other instance types, and instances past 251, are reported. Returns instance -> VRF for the
 * instance's static routes (routing.ts).
 */
export function readRoutingInstances(ctx: SrxContext, stmts: TStmt[]): Map<string, TInstanceVrf> {
  const vrfs = new Map<string, TInstanceVrf>();
  const instances = stmts.filter((s) => s.words[0] === 'routing-instances');
  for (const [ri, list] of groupByWord(instances, 1)) {
    const head = list.filter((s) =>
      ['instance-type', 'interface', 'description'].includes(s.words[2] ?? ''),
    );
    const type = head.find((s) => s.words[2] === 'instance-type')?.words[3] ?? 'virtual-router';
    const names = head.filter((s) => s.words[2] === 'interface').map((s) => s.words[3] ?? '');
    const report = (status: 'partial' | 'unsupported' | 'ignored', code: string, why: string) =>
      ctx.reportStmts(head, 2, status, 'Static Routes', code, why, ri);
    if (ri === MANAGEMENT) {
      report(
        'ignored',
        'JUNOS_MGMT_INSTANCE',
        `${MANAGEMENT} is the management instance of fxp0: FortiOS manages through its own management interface.`,
      );
      continue;
    }
    if (!TABLE_TYPES.has(type)) {
      report(
        'unsupported',
        'JUNOS_ROUTING_INSTANCE',
        type === 'forwarding'
          ? `Forwarding instance ${ri} (filter-based forwarding) has no FortiOS equivalent here: use policy routes.`
          : `Routing instance ${ri} (${type}) is not a routing table a FortiOS VRF can hold: not converted.`,
      );
      continue;
    }
    if (vrfs.size >= MAX_VRF) {
      report(
        'unsupported',
        'JUNOS_VRF_LIMIT',
        `Routing instance ${ri}: FortiOS has VRFs 1 to ${MAX_VRF} only, all taken: its interfaces stay in the main table.`,
      );
      continue;
    }
    const vrf = vrfs.size + 1;
    const interfaces = names
      .map((n) => ctx.model.interfaces.find((i) => i.name === n))
      .filter((i): i is TInterface => !!i);
    for (const iface of interfaces) iface.vrf = vrf;
    vrfs.set(ri, { vrf, interfaces });
    const missing = names.filter((n) => !interfaces.some((i) => i.name === n));
    const tunnels = missing.filter((n) => ctx.tunnels.has(n));
    const unknown = missing.filter((n) => !ctx.tunnels.has(n));
    report(
      'partial',
      'JUNOS_ROUTING_INSTANCE_VRF',
      [
        `Routing instance ${ri} (${type}) becomes VRF ${vrf}${interfaces.length ? ` for ${interfaces.map((i) => i.name).join(', ')}` : ''}.`,
        // FortiOS VRF 0 holds a copy of every VRF's routes (Fortinet: "Properties of VRF0").
        'Approximate: FortiOS VRF 0 (the main table) also holds the routes of every other VRF, so traffic entering a main-table interface can be routed into this one, where Junos keeps the tables apart; security policies still decide.',
        tunnels.length
          ? `Its tunnel units ${tunnels.join(', ')} are phase1-interfaces: set vrf ${vrf} on them after import.`
          : '',
        unknown.length ? `Interfaces not converted: ${unknown.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  return vrfs;
}

/** True when `ip` is inside a subnet of one of the interfaces. */
export function onInterfaces(ip: string, interfaces: readonly TInterface[]): boolean {
  const value = parseIpv4(ip);
  if (value === undefined) return false;
  return interfaces.some(
    (i) =>
      i.addressing.mode === 'static' &&
      i.addressing.addresses.some((a) => {
        if (a.ip.includes(':')) return false;
        const [low, high] = prefixRange(a.ip, a.prefix);
        return low <= value && value <= high;
      }),
  );
}
