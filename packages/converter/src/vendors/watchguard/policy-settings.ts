import type { TPolicy } from '../../model/ir.js';
import { textOf, type WatchGuardContext } from './context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

/** A setting of the policy (enforced form, or `abs-policy` and its `<settings>`), if set. */
function setting(nodes: (TXmlNode | undefined)[], name: string): string {
  for (const node of nodes) {
    const value =
      textOf(node, name) ||
      textOf(
        node?.children.find((c) => c.name === 'settings'),
        name,
      );
    if (value) return value;
  }
  return '';
}

/**
 * Settings of a policy that change what it lets through or where it sends it, beyond its match:
 * an Application Control or Geolocation action inspects the traffic and drops what it denies
 * (kept as a blocking condition, reported widening: the output has no such profile); policy
 * routing and an SD-WAN action send the traffic past the route table (reported, unknown effect).
 */
export function applyPolicySettings(
  ctx: WatchGuardContext,
  policies: TPolicy[],
  nodes: (TXmlNode | undefined)[],
): void {
  const app = setting(nodes, 'app-action');
  const geo = setting(nodes, 'geo-action');
  const routing = setting(nodes, 'policy-routing') || setting(nodes, 'sdwan-action');
  for (const policy of policies) {
    if (policy.action !== 'accept') continue;
    const block = (kind: string, value: string, code: string, message: string) => {
      (policy.otherConditions ??= []).push({ kind, value });
      policy.conditionsBlock = true;
      ctx.note('policies', policy.id, 'partial', code, message, 'widens');
    };
    if (app)
      block(
        'application-control',
        app,
        'WG_APP_CONTROL_ACTION',
        `Application Control action ${app} blocks applications in this policy's traffic: not converted, so the output lets them through. Attach a FortiOS application control profile.`,
      );
    if (geo && geo !== 'Global')
      block(
        'geolocation',
        geo,
        'WG_GEOLOCATION_ACTION',
        `Geolocation action ${geo} blocks countries in this policy's traffic: not converted. Add FortiOS geography addresses to a deny policy above it.`,
      );
    if (routing)
      ctx.note(
        'policies',
        policy.id,
        'partial',
        'WG_POLICY_ROUTING',
        `Policy routing or SD-WAN action ${routing} sends this policy's traffic past the route table: not converted. Configure a FortiOS SD-WAN rule or policy route.`,
        'unknown',
      );
  }
}
