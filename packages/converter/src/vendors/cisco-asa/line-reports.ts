import type { TAsaBlock } from './blocks.js';
import type { AsaContext } from './context.js';
import { commandRule } from './ignored-commands.js';
import type { TLineRegion } from './show-tech.js';

/* Report entries for lines that are not model objects: show output, ACLs nothing applies, and
 * commands read by rule. */

/** Lines of a show-tech capture outside its configuration (issue 17 item 9). */
export function reportRegion(ctx: AsaContext, region: TLineRegion): void {
  const at = { head: { n: region.from, text: '', tokens: [] }, children: [], end: region.to };
  const what = region.header
    ? `The header of ${region.command ?? 'a section'}`
    : region.command
      ? `Output of ${region.command}`
      : 'Show output';
  if (region.code === 'ASA_SHOW_TECH_DUPLICATE')
    ctx.report(
      'ignored',
      'Other',
      at,
      region.code,
      `A second copy of the configuration in a show-tech capture${region.command ? ` (${region.command})` : ''}: the first copy is the one converted.`,
    );
  else
    ctx.report(
      'ignored',
      'Other',
      at,
      region.code,
      `${what} in a show-tech capture: not configuration.`,
    );
}

/** Lines of access lists no access-group binds: what else uses them, or that nothing does. */
export function reportUnappliedAcls(ctx: AsaContext): void {
  const selectorLines = new Set(ctx.model.phase2.map((p) => p.origin.line));
  for (const acl of ctx.acls.values()) {
    const uses = ctx.aclUses.get(acl.name);
    if (uses?.has('access-group')) continue;
    for (const line of acl.lines) {
      if (uses?.has('crypto') && selectorLines.has(line.n)) continue;
      if (uses?.has('nat')) {
        ctx.report(
          'converted',
          'NAT',
          line,
          'ASA_NAT_ACL',
          'Selects the traffic of a policy NAT or NAT exemption rule.',
          acl.name,
        );
      } else if (uses?.has('split-tunnel')) {
        ctx.report(
          'converted',
          'SSLVPN',
          line,
          'ASA_SPLIT_TUNNEL_ACL',
          'Networks of the SSL VPN split tunnel.',
          acl.name,
        );
      } else if (uses?.has('crypto')) {
        ctx.report(
          'ignored',
          'ACLs',
          line,
          'ASA_CRYPTO_ACL_LINE',
          'Not a traffic selector of its tunnel (deny or remark).',
          acl.name,
        );
      } else {
        ctx.report(
          'ignored',
          'ACLs',
          line,
          'ASA_ACL_NOT_APPLIED',
          `Access list ${acl.name} is not applied to an interface (it may serve VPN, NAT or routing features not converted yet).`,
          acl.name,
        );
      }
    }
  }
}

/** A command the parser does not read into the model: ignored, unsupported or unrecognised. */
export function reportByRule(ctx: AsaContext, block: TAsaBlock): void {
  // `firewall {`: brace syntax (Junos, EdgeOS) is never ASA, whatever its first word.
  const rule = block.head.tokens.includes('{') ? undefined : commandRule(block.head.tokens);
  if (rule)
    ctx.report(
      rule.status,
      rule.objectType,
      block,
      `ASA_${rule.status.toUpperCase()}_COMMAND`,
      rule.why,
    );
  else
    ctx.report(
      'unrecognised',
      'Other',
      block,
      'UNRECOGNISED_LINE',
      'No rule of the ASA parser understands this command.',
    );
}
