import type { VyosContext } from './context.js';
import { readNatRule } from './nat.js';
import { byNumber, leaf, sub, tags, use, type TNode } from './tree.js';

/**
 * EdgeOS `service nat rule N { type source|destination|masquerade }` (the GUI numbers
 * destination rules 1-4999 and source rules 5000-9999; the number decides the order within
 * each) and the `port-forward` wizard's rules (DNAT on the WAN interface's address).
 */
export function readEdgeNat(ctx: VyosContext, root: TNode): void {
  const rules = byNumber(tags(root, 'service', 'nat', 'rule'));
  const typed = (wanted: string[]) => rules.filter((r) => wanted.includes(leaf(r, 'type') ?? ''));
  for (const rule of typed(['destination']))
    readNatRule(ctx, rule, 'destination', sub(rule, 'inside-address'), `dnat-${rule.word}`);
  for (const rule of typed(['source', 'masquerade']))
    readNatRule(
      ctx,
      rule,
      'source',
      sub(rule, 'outside-address'),
      `snat-${rule.word}`,
      leaf(rule, 'type') === 'masquerade',
    );
  for (const rule of rules.filter(
    (r) => !['destination', 'source', 'masquerade'].includes(leaf(r, 'type') ?? ''),
  )) {
    use(rule);
    ctx.report(
      'unsupported',
      'NAT',
      rule,
      'VYOS_NAT_NOT_CONVERTED',
      `NAT rule ${rule.word} has no type source, destination or masquerade: not converted.`,
      `nat-${rule.word}`,
    );
  }
  readPortForward(ctx, sub(root, 'port-forward'));
}

function readPortForward(ctx: VyosContext, node: TNode | undefined): void {
  if (!node) return;
  use(node);
  const wan = leaf(node, 'wan-interface') ?? '(none)';
  const rules = byNumber(tags(node, 'rule')).map(
    (r) =>
      `${leaf(r, 'protocol') ?? 'tcp_udp'} ${leaf(r, 'original-port') ?? '?'} -> ${leaf(r, 'forward-to', 'address') ?? '?'}:${leaf(r, 'forward-to', 'port') ?? leaf(r, 'original-port') ?? '?'}`,
  );
  if (!rules.length) {
    ctx.report(
      'ignored',
      'NAT',
      node,
      'VYOS_PORT_FORWARD_EMPTY',
      'The port-forward wizard has no rules: nothing to convert.',
    );
    return;
  }
  // The wizard forwards from the WAN interface's own (usually DHCP) address, which a FortiOS
  // VIP must state; its auto-firewall and hairpin options are FortiOS policies and VIP options.
  ctx.report(
    'unsupported',
    'NAT',
    node,
    'VYOS_PORT_FORWARD',
    `Port forwards on ${wan} (${rules.join(', ')}) are not converted: make FortiOS VIPs on ${wan}'s public address and policies allowing them by hand.`,
    'port-forward',
  );
}
