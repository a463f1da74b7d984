import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { WatchGuardContext } from './context.js';

/** Where a profile says whether policies are ordered automatically (both seen in profiles). */
const ORDER_FLAGS = [
  ['system-parameters', 'misc-global-setting', 'auto-order-enabled'],
  ['policy-view', 'ui-pm', 'auto-order-enabled'],
] as const;

/**
 * The policy order (WatchGuard Fireware Help, "About Policy Precedence"): in manual-order mode
 * the list order is the precedence; in auto-order mode (the default) the Firebox sorts policies
 * by specificity (policy type and protocols, To list, From list, action, schedule, type name,
 * name), which the converter does not recompute. The file's order is kept either way; in
 * auto-order mode, unless the order cannot change any decision (every enabled policy has the
 * same action and no policy carries its own dynamic NAT), the order is reported as not
 * established, so no verdict over it is `equivalent`.
 */
export function checkPolicyOrder(
  ctx: WatchGuardContext,
  root: TXmlNode,
  list: TXmlNode | undefined,
): void {
  const flags: TXmlNode[] = [];
  for (const [a, b, c] of ORDER_FLAGS) {
    const node = root.children
      .find((n) => n.name === a)
      ?.children.find((n) => n.name === b)
      ?.children.find((n) => n.name === c);
    if (node) flags.push(node);
  }
  const values = new Set(flags.map((f) => f.text));
  const manual = values.size === 1 && values.has('0');
  const enabled = ctx.model.policies.filter((p) => p.enabled);
  const matters =
    new Set(enabled.map((p) => p.action)).size > 1 ||
    ctx.model.nat.some((rule) => rule.section === 2);
  const established = manual || !matters;
  const message = manual
    ? 'Manual policy order: the policies are converted in the order of the file, which is their precedence.'
    : established
      ? 'Automatic policy order: the Firebox sorts policies by precedence, but here every policy has the same action and none applies its own NAT, so the order changes no decision.'
      : `Automatic policy order${values.size > 1 ? ' (the profile says both)' : ''}: the Firebox sorts policies by precedence (policy type and ports, To list, From list, action, schedule, name), which the converter does not recompute; the policies are converted in the order of the file, which may differ. Compare the order with Policy Manager's, or turn on manual order there, export again and convert that file.`;
  const status = established ? 'converted' : 'unsupported';
  const code = established ? 'WG_ORDER_MODE' : 'WG_AUTO_ORDER';
  if (flags.length) for (const flag of flags) ctx.report(status, 'Policies', flag, code, message);
  else if (list && ctx.model.policies.length)
    ctx.diag.line(
      status,
      'Policies',
      { file: ctx.file, line: list.line, endLine: list.line },
      code,
      message,
    );
}
