import { accountForLines } from '../juniper-srx/accounting.js';
import { applyGroups } from '../juniper-srx/groups.js';
import { parseHierarchical } from '../juniper-srx/hierarchical.js';
import { readInterfaces } from '../juniper-srx/interfaces.js';
import { reportLeftovers } from '../juniper-srx/leftover-report.js';
import { LEFTOVERS as JUNOS_LEFTOVERS } from '../juniper-srx/leftovers.js';
import { readRouting } from '../juniper-srx/routing.js';
import { isSetFormat, parseSetFormat } from '../juniper-srx/set-format.js';
import type { TStmt } from '../juniper-srx/statements.js';
import { readSystem } from '../juniper-srx/system.js';
import { onlyFile } from '../toolkit/define-vendor.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readBindings } from './bindings.js';
import { JunosFilterContext } from './context.js';
import { readFilters } from './filters.js';
import { LEFTOVERS } from './leftovers.js';
import { placeFilters } from './placement.js';
import { readPrefixLists } from './prefix-lists.js';

/**
 * Reads a Junos router or switch configuration (MX, EX, and the filters of any Junos device),
 * hierarchical or `set` format, through the Junos (SRX) statement reader: groups applied,
 * inactive statements reported. Interfaces and static routes are read by the SRX readers;
 * `firewall family inet` filters, the prefix lists they use and where they are applied
 * become FortiOS policies (see placement.ts). Every other line is reported.
 */
export function parseJunosFilters(
  files: readonly TSourceFile[],
  _options: TParseOptions,
): TParseResult {
  const { name, text } = onlyFile(files);
  const ctx = new JunosFilterContext(name);
  const parsed = isSetFormat(text) ? parseSetFormat(text) : parseHierarchical(text);
  const active = parsed.stmts.filter((s) => s.inactiveAt === undefined);
  const inactive = parsed.stmts.filter((s) => s.inactiveAt !== undefined);
  const stmts = applyGroups(ctx, active);
  readSystem(ctx, stmts);
  const bindings = readBindings(ctx, stmts);
  readInterfaces(
    ctx,
    stmts.filter((s) => s.words[0] === 'interfaces'),
  );
  readRouting(ctx, stmts);
  readPrefixLists(ctx, stmts);
  readFilters(ctx, stmts);
  placeFilters(ctx, bindings);
  reportLeftovers(ctx, stmts, [LEFTOVERS, JUNOS_LEFTOVERS]);
  const all: TStmt[] = [...parsed.stmts, ...stmts.filter((s) => s.inheritedFrom)];
  accountForLines(ctx, all, inactive, parsed.asides);
  return { model: ctx.model, diagnostics: ctx.diag };
}
