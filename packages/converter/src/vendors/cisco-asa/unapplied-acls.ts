import type { AsaContext } from './context.js';

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
