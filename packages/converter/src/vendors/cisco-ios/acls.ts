import type { IosContext, TAcl, TBlock, TLine } from './context.js';

/** Numbered standard lists: 1-99 and 1300-1999; extended: 100-199 and 2000-2699. */
function numberedKind(name: string): 'standard' | 'extended' | undefined {
  if (!/^\d{1,4}$/.test(name)) return undefined;
  const n = Number(name);
  if ((n >= 1 && n <= 99) || (n >= 1300 && n <= 1999)) return 'standard';
  if ((n >= 100 && n <= 199) || (n >= 2000 && n <= 2699)) return 'extended';
  return undefined;
}

/** `access-list N ...`: one entry of a numbered list, in file order. False if not one. */
export function collectNumbered(ctx: IosContext, line: TLine): boolean {
  const name = line.tokens[1] ?? '';
  const kind = numberedKind(name);
  if (!kind) return false;
  const acl = ctx.acls.get(name) ?? { name, kind, lines: [] };
  acl.lines.push(line);
  ctx.acls.set(name, acl);
  return true;
}

/**
 * `ip access-list standard|extended NAME` and its entries (IOS-XE prints sequence numbers).
 * A second definition of the name adds to the first, as the CLI does.
 */
export function collectNamed(ctx: IosContext, block: TBlock): TAcl | undefined {
  const [, , kind, name] = block.head.tokens;
  if ((kind !== 'standard' && kind !== 'extended') || !name) return undefined;
  const acl = ctx.acls.get(name) ?? { name, kind, head: block.head, lines: [] };
  acl.lines.push(...block.children);
  ctx.acls.set(name, acl);
  ctx.report(
    'converted',
    'Policies',
    block.head,
    'IOS_ACL_HEAD',
    `Access list ${name} (${kind}): its entries are read where it is used.`,
    name,
  );
  return acl;
}

/** `no ip access-list extended NAME` (a Capirca script): the earlier definition is deleted. */
export function deleteNamed(ctx: IosContext, line: TLine): boolean {
  const [, , , kind, name] = line.tokens;
  if ((kind !== 'standard' && kind !== 'extended') || !name) return false;
  ctx.acls.delete(name);
  ctx.report(
    'converted',
    'Policies',
    line,
    'IOS_ACL_DELETE',
    `Deletes any earlier definition of ${name}, as the script does.`,
    name,
  );
  return true;
}

/** Remarks are comments; entries are rules. */
export const isRemark = (words: readonly string[]) => words[0] === 'remark';

/** ACLs nothing uses filter nothing: reported, each line, so the engineer sees them. */
export function reportUnusedAcls(ctx: IosContext): void {
  for (const acl of ctx.acls.values()) {
    if (ctx.aclUses.has(acl.name)) continue;
    for (const line of acl.lines)
      ctx.report(
        'ignored',
        'Policies',
        line,
        'IOS_ACL_NOT_APPLIED',
        `Access list ${acl.name} is applied to no interface and used by no feature here: it filters nothing. Apply it (ip access-group) before converting if it should.`,
        acl.name,
      );
  }
}

const USE_NAMES: Record<string, string> = {
  interface: 'an interface',
  nat: 'NAT',
  crypto: 'a crypto map',
  'class-map': 'a class-map',
  other: 'a route-map or vty line',
};

/** Lines of ACLs used only as selectors (route-maps, SNMP, vty): read there, not as rules. */
export function reportSelectorAcls(ctx: IosContext, converted: Set<TLine>): void {
  for (const acl of ctx.acls.values()) {
    const uses = ctx.aclUses.get(acl.name);
    if (!uses) continue;
    for (const line of acl.lines) {
      if (converted.has(line)) continue;
      const only = [...uses].map((u) => USE_NAMES[u]).join(', ');
      ctx.report(
        uses.has('other') && uses.size === 1 ? 'ignored' : 'converted',
        'Policies',
        line,
        'IOS_ACL_SELECTOR',
        `Entry of ${acl.name}, used by ${only}: read there as a selector, not as a firewall rule.`,
        acl.name,
      );
    }
  }
}
