import type { TPolicy } from '../../model/ir.js';
import type { PanContext } from './context.js';
import type { TDnatMapping } from './nat-rules.js';

/**
 * PAN-OS security rules match the pre-NAT destination address and port (reference §4);
 * FortiOS policies match the translated ones. Rewrites each policy destination that a DNAT
 * rule translates to the real server, and, where every destination is translated with the same
 * port translation, the translated service to the real port (issue 17 item 5f).
 */
export function rewriteDnatDestinations(ctx: PanContext, mappings: TDnatMapping[]): void {
  if (mappings.length === 0) return;
  // The first mapping of each name, as a search of the list in order would find.
  const byFrom = new Map<string, TDnatMapping>();
  for (const m of mappings) if (!byFrom.has(m.from)) byFrom.set(m.from, m);
  for (const policy of ctx.model.policies) {
    if (policy.dstAddr === 'any') continue;
    const used = policy.dstAddr.map((ref) => byFrom.get(ref));
    policy.dstAddr = [...new Set(policy.dstAddr.map((ref, i) => used[i]?.to ?? ref))];
    for (const mapping of used) if (mapping) noteRewrite(ctx, policy, mapping);
    rewritePort(ctx, policy, used);
  }
}

/** The policy's service, when it names the port a DNAT translates, as the real port. */
function rewritePort(ctx: PanContext, policy: TPolicy, used: (TDnatMapping | undefined)[]) {
  const first = used[0];
  const { service, translatedService } = first ?? {};
  if (!service || !translatedService || policy.service === 'any') return;
  if (!policy.service.includes(service)) return;
  const same = used.every(
    (m) => m?.service === service && m.translatedService === translatedService,
  );
  if (!same) {
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'PANOS_POST_NAT_PORT',
      `Its service ${service} is translated to ${translatedService} for some of its destinations only: the policy keeps ${service}, which the translated traffic no longer has.`,
      'narrows',
    );
    return;
  }
  policy.service = [...new Set(policy.service.map((s) => (s === service ? translatedService : s)))];
  ctx.note(
    'policies',
    policy.id,
    'converted',
    'PANOS_POST_NAT_PORT',
    `Its service ${service} is translated to ${translatedService} by NAT rule ${first?.ruleId ?? ''}: the policy names the real port, as FortiOS matches translated traffic.`,
  );
}

function noteRewrite(ctx: PanContext, policy: TPolicy, m: TDnatMapping): void {
  const what = `Destination ${m.from} is translated by NAT rule ${m.ruleId}: the policy names the real server ${m.to}, as FortiOS central NAT requires.`;
  if (m.restricted || m.portTranslated)
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'PANOS_POST_NAT_DESTINATION',
      `${what} The NAT rule is limited by source, service or port, so other traffic to ${m.from} is no longer matched.`,
    );
  else ctx.note('policies', policy.id, 'converted', 'PANOS_POST_NAT_DESTINATION', what);
}
