import type { TNatRule, TRefList } from '../../model/ir.js';
import { readAce } from './acl.js';
import type { TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';

/** One `permit` ACE of an ACL that selects traffic for NAT: its source, destination, service. */
export interface TNatSelector {
  line: TAsaLine;
  src: TRefList;
  dst: TRefList;
  service: TRefList;
}

/**
 * The traffic an ACL selects for pre-8.3 policy NAT and NAT exemption (`nat (IF) 0|ID
 * access-list ACL`, `static (R,M) MAPPED access-list ACL`): one selector per `permit` ACE, or
 * why it cannot be read. Cisco ASA 8.2 command reference, "nat" and "static": the ACL names
 * real source and destination addresses (and, for policy NAT, ports).
 */
export function natSelectors(ctx: AsaContext, acl: string): TNatSelector[] | string {
  const lines = ctx.acls.get(acl)?.lines;
  if (!lines) return `access list ${acl} is not defined`;
  ctx.useAcl(acl, 'nat');
  const selectors: TNatSelector[] = [];
  for (const line of lines) {
    if (line.tokens[2] === 'remark') continue;
    const ace = readAce(ctx, line);
    if (!ace || 'unsupported' in ace) return `line ${line.n} of ${acl} could not be read`;
    // A deny ACE exempts traffic from this NAT rule only; later rules may still match it.
    if (ace.action === 'deny') return `${acl} has deny lines, which are not converted`;
    // An inactive line selects nothing; a time, user or security-group condition would be lost.
    if (!ace.enabled) continue;
    if (ace.schedule || ace.users.length || ace.groups.length || ace.other.length)
      return `line ${line.n} of ${acl} also matches on a time range, users or security groups, which NAT cannot`;
    if (ace.src.kind === 'unsupported' || ace.dst.kind === 'unsupported')
      return `line ${line.n} of ${acl}: ${ace.src.kind === 'unsupported' ? ace.src.reason : ace.dst.kind === 'unsupported' ? ace.dst.reason : ''}`;
    selectors.push({
      line,
      src: ace.src.kind === 'any' ? 'any' : [ace.src.name],
      dst: ace.dst.kind === 'any' ? 'any' : [ace.dst.name],
      service: ace.service === 'any' ? 'any' : [ace.service],
    });
  }
  return selectors;
}

/** NAT rules of a policy NAT: the given parts, once per selector, with its conditions. */
export function policyNatRules(
  ctx: AsaContext,
  head: TAsaLine,
  selectors: TNatSelector[],
  section: number,
  parts: Pick<TNatRule, 'type' | 'srcIntf' | 'dstIntf' | 'translatedSrc' | 'bidirectional'>,
): TNatRule[] {
  return selectors.map((selector, index) => ({
    id: `legacy:${head.n}${selectors.length > 1 ? `.${index + 1}` : ''}`,
    origin: ctx.origin(head),
    section,
    src: selector.src,
    dst: selector.dst,
    service: selector.service,
    translatedDst: { kind: 'none' },
    enabled: true,
    ...parts,
  }));
}
