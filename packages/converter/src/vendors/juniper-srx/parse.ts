import { onlyFile } from '../toolkit/define-vendor.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { accountForLines } from './accounting.js';
import { readAddressBooks } from './addresses.js';
import { addPredefinedApplications, readApplications } from './applications.js';
import { SrxContext } from './context.js';
import { readDhcp } from './dhcp.js';
import { readDns } from './dns.js';
import { applyGroups } from './groups.js';
import { parseHierarchical } from './hierarchical.js';
import { readInterfaces } from './interfaces.js';
import { reportLeftovers } from './leftover-report.js';
import { readNat } from './nat.js';
import { readPolicies, usedApplications } from './policies.js';
import { convertPolicyVpns } from './policy-vpn.js';
import { readProxyArp } from './proxy-arp.js';
import { readRouting } from './routing.js';
import { readSchedulers } from './schedulers.js';
import { policyParts, reportPolicyParts, ROOT_SYSTEM, selectPart, srxParts } from './parts.js';
import { isSetFormat, parseSetFormat } from './set-format.js';
import type { TParsedText, TStmt } from './statements.js';
import { readSystem } from './system.js';
import { readTunnelBindings, readVpn, reportWeakCrypto } from './vpn.js';
import { readZones } from './zones.js';

/**
 * Reads a Junos (SRX) configuration, hierarchical or `set` format, into the vendor-neutral
 * model: one file (the registration reports any other). `options.part` names the logical
 * system or tenant to convert (`root`: the root); when absent, the root, unless it holds no
 * security policy and a logical system does: then the first such one. Inactive statements,
 * other logical systems and everything not converted are reported with their lines: every
 * line ends up in the model or in the diagnostics.
 */
export function parseSrx(files: readonly TSourceFile[], options: TParseOptions): TParseResult {
  const { name, text } = onlyFile(files);
  const ctx = new SrxContext(name);
  const asked = options.part ? options.part : undefined;
  const parsed = isSetFormat(text) ? parseSetFormat(text) : parseHierarchical(text);
  const active = parsed.stmts.filter((s) => s.inactiveAt === undefined);
  const inactive = parsed.stmts.filter((s) => s.inactiveAt !== undefined);
  const expanded = applyGroups(ctx, active);
  const withPolicies = policyParts(expanded);
  const [firstPart] = withPolicies.keys();
  // Converted when none is asked for: the root, unless only logical systems hold policies.
  const byDefault =
    firstPart !== undefined && !withPolicies.has(ROOT_SYSTEM) ? firstPart : ROOT_SYSTEM;
  const defaulted = asked === undefined && byDefault !== ROOT_SYSTEM;
  const chosen = asked ?? byDefault;
  const stmts = selectPart(ctx, expanded, chosen);
  reportPolicyParts(ctx, chosen, withPolicies, defaulted);
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
  reportCommands(ctx, parsed);
  const all: TStmt[] = [...parsed.stmts, ...expanded.filter((s) => s.inheritedFrom)];
  accountForLines(ctx, all, inactive, parsed.asides);
  const listed = srxParts(parsed.stmts, byDefault);
  return { model: ctx.model, diagnostics: ctx.diag, ...(listed ? { parts: listed } : {}) };
}

/** Commands that change the configuration in ways this reader does not apply. */
const UNAPPLIED = /^(delete|activate|insert|rename|copy)\s/;

/**
 * Says that `set` lines after a hierarchical configuration are applied on top of it (issue 17
 * item 5e), and marks the model incomplete for each command that may change its rules but is
 * not applied (`delete`, `activate`, `insert`, ...): its verdict is then never `equivalent`.
 */
function reportCommands(ctx: SrxContext, parsed: TParsedText): void {
  if (parsed.appended) {
    const { first, count } = parsed.appended;
    ctx.report(
      'converted',
      'Other',
      { file: ctx.file, line: first, endLine: first },
      'JUNOS_SET_AFTER_HIERARCHY',
      `${count} set-format line${count === 1 ? '' : 's'} from here on follow the hierarchical configuration: applied on top of it, in file order, as Junos loads them.`,
    );
  }
  const incomplete = (why: string) => (ctx.model.incomplete ??= []).push(why);
  for (const aside of parsed.asides)
    if (aside.kind === 'command' && UNAPPLIED.test(aside.text))
      incomplete(
        `line ${aside.line}: "${aside.text}" is not applied, and may change what is converted`,
      );
  // A set-format file with hierarchical text in it (pasted the other way round): not read.
  const braces = parsed.asides.filter((a) => a.kind === 'command' && /[{};]\s*$/.test(a.text));
  if (parsed.format === 'set' && braces[0])
    incomplete(
      `${braces.length} line(s) of the hierarchical format from line ${braces[0].line} on are not read in this set-format file`,
    );
}
