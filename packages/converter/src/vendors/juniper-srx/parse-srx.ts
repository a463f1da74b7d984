import type { TParseResult } from '../vendor-parser.js';
import { accountForLines } from './accounting.js';
import { readAddressBooks } from './addresses.js';
import { addPredefinedApplications, readApplications } from './applications.js';
import { SrxContext } from './context.js';
import { readDhcp } from './dhcp.js';
import { readDns } from './dns.js';
import { applyGroups } from './groups.js';
import { parseHierarchical } from './hierarchical.js';
import { readInterfaces } from './interfaces.js';
import { reportLeftovers } from './leftovers.js';
import { readNat } from './nat.js';
import { readPolicies, usedApplications } from './policies.js';
import { convertPolicyVpns } from './policy-vpn.js';
import { readProxyArp } from './proxy-arp.js';
import { readRouting } from './routing.js';
import { readSchedulers } from './schedulers.js';
import { selectScope, srxScopes } from './scope.js';
import { isSetFormat, parseSetFormat } from './set-format.js';
import type { TStmt } from './statements.js';
import { readSystem } from './system.js';
import { readTunnelBindings, readVpn, reportWeakCrypto } from './vpn.js';
import { readZones } from './zones.js';

export interface TSrxParseOptions {
  file: string;
  /** The logical system or tenant to convert; the root when absent. */
  logicalSystem?: string;
}

/**
 * Reads a Junos (SRX) configuration, hierarchical or `set` format, into the vendor-neutral
 * model. Inactive statements, other logical systems and everything not converted are reported
 * with their lines: every line ends up in the model or in the diagnostics.
 */
export function parseSrx(text: string, options: TSrxParseOptions): TParseResult {
  const ctx = new SrxContext(options.file, 'juniperSRX');
  const parsed = isSetFormat(text) ? parseSetFormat(text) : parseHierarchical(text);
  const active = parsed.stmts.filter((s) => s.inactiveAt === undefined);
  const inactive = parsed.stmts.filter((s) => s.inactiveAt !== undefined);
  const expanded = applyGroups(ctx, active);
  const stmts = selectScope(ctx, expanded, options.logicalSystem);
  const sub = (first: string) => stmts.filter((s) => s.words[0] === first);
  readSystem(ctx, stmts);
  readDns(ctx, stmts);
  readTunnelBindings(ctx, stmts);
  readInterfaces(ctx, sub('interfaces'));
  readAddressBooks(ctx, stmts);
  readZones(ctx, stmts);
  readApplications(ctx, stmts);
  readSchedulers(ctx, stmts);
  readVpn(ctx, stmts);
  readPolicies(ctx, stmts);
  convertPolicyVpns(ctx, stmts);
  reportWeakCrypto(ctx);
  readNat(ctx, stmts);
  readProxyArp(ctx, stmts);
  readRouting(ctx, stmts);
  readDhcp(ctx, stmts);
  addPredefinedApplications(ctx, [
    ...usedApplications(ctx),
    ...ctx.model.nat.flatMap((r) => (r.service === 'any' ? [] : r.service)),
  ]);
  reportLeftovers(ctx, stmts);
  const all: TStmt[] = [...parsed.stmts, ...expanded.filter((s) => s.inheritedFrom)];
  accountForLines(ctx, all, inactive, parsed.asides);
  const scopes = srxScopes(parsed.stmts);
  return { model: ctx.model, diagnostics: ctx.diag, ...(scopes ? { scopes } : {}) };
}
