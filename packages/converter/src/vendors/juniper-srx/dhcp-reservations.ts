import type { TDhcpReservation } from '../../model/ir.js';
import { isIpv4 } from '../../net/ipv4.js';
import { normalizeMac } from '../../net/mac.js';
import { groupByWord, type TStmt } from './statements.js';

/** Fixed leases of Junos DHCP servers, read into TDhcpReservation. */

/** One JDHCP `host` of a pool, filled over its statements. */
export interface THost {
  mac?: string;
  ip?: string;
  stmts: TStmt[];
}

/** A legacy static binding and the statements it came from. */
export interface TBinding {
  reservation: TDhcpReservation;
  stmts: TStmt[];
}

/** `host H hardware-address M` / `host H ip-address A`; false when the leaf is neither. */
export function readHost(
  hosts: Map<string, THost>,
  name: string,
  leaf: string[],
  stmt: TStmt,
): boolean {
  const [key, value = ''] = leaf;
  const host = hosts.get(name) ?? { stmts: [] };
  if (key === 'hardware-address' && normalizeMac(value)) host.mac = normalizeMac(value);
  else if (key === 'ip-address' && isIpv4(value)) host.ip = value;
  else return false;
  host.stmts.push(stmt);
  hosts.set(name, host);
  return true;
}

/**
 * Legacy `static-binding MAC fixed-address A` (one address; `host-name` is its description):
 * global, so each joins the pool whose network holds its address.
 */
export function staticBindings(all: TStmt[]): TBinding[] {
  const out: TBinding[] = [];
  for (const [macText, list] of groupByWord(
    all.filter((s) => s.words[3] === 'static-binding'),
    4,
  )) {
    const mac = normalizeMac(macText);
    const fixed = list.filter((s) => s.words[5] === 'fixed-address');
    const ip = fixed.length === 1 && fixed[0]?.words.length === 7 ? fixed[0].words[6] : undefined;
    const others = list.filter((s) => !fixed.includes(s) && s.words[5] !== 'host-name');
    if (!mac || !ip || !isIpv4(ip) || others.length) continue;
    const name = list.find((s) => s.words[5] === 'host-name')?.words[6];
    out.push({ reservation: { mac, ip, ...(name ? { description: name } : {}) }, stmts: list });
  }
  return out;
}
