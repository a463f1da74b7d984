import type { VyosContext } from './context.js';
import type { TPolicy } from '../../model/ir.js';
import { portService, readNatRule } from './nat.js';
import { wholePolicy } from './policies.js';
import { byNumber, flag, leaf, sub, tags, use, type TNode } from './tree.js';

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
  const rules = byNumber(tags(node, 'rule'));
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
  const iface = ctx.model.interfaces.find((i) => i.name === wan);
  const address =
    iface?.addressing.mode === 'static' ? iface.addressing.addresses[0]?.ip : undefined;
  if (!address) {
    // The wizard forwards from the WAN interface's own address, which a FortiOS VIP must state.
    const list = rules.map(
      (r) =>
        `${leaf(r, 'protocol') ?? 'tcp_udp'} ${leaf(r, 'original-port') ?? '?'} -> ${leaf(r, 'forward-to', 'address') ?? '?'}:${leaf(r, 'forward-to', 'port') ?? leaf(r, 'original-port') ?? '?'}`,
    );
    ctx.report(
      'unsupported',
      'NAT',
      node,
      'VYOS_PORT_FORWARD',
      `Port forwards on ${wan} (${list.join(', ')}) are not converted: ${wan} has no static address in this input (DHCP or PPPoE); make FortiOS VIPs on its public address and policies allowing them by hand.`,
      'port-forward',
    );
    return;
  }
  const auto = flag(node, 'auto-firewall');
  const hairpin = flag(node, 'hairpin-nat');
  ctx.report(
    hairpin ? 'partial' : 'converted',
    'NAT',
    node,
    'VYOS_PORT_FORWARD',
    `The port-forward wizard on ${wan} (${address}): each rule is a VIP${auto ? '; auto-firewall accepts the forwarded traffic ahead of the rule sets, made as policies' : ''}.${hairpin ? ' Hairpin NAT (LAN clients reaching the public address) is not carried: add a VIP on the LAN side or use FortiOS NAT hairpinning by hand.' : ''}`,
    'port-forward',
    hairpin ? 'narrows' : undefined,
  );
  const accepts: TPolicy[] = [];
  for (const rule of rules) {
    const id = `port-forward-${rule.word}`;
    const protocol = leaf(rule, 'protocol') ?? 'tcp_udp';
    const original = leaf(rule, 'original-port') ?? '';
    const to = leaf(rule, 'forward-to', 'address') ?? '';
    const service = portService(ctx, protocol, original, rule);
    const mapped = portService(ctx, protocol, leaf(rule, 'forward-to', 'port') ?? original, rule);
    const target = ctx.literalAddress(to, ctx.origin(rule));
    const publicHost = ctx.literalAddress(address, ctx.origin(rule));
    if (!service || !mapped || !target || !publicHost) {
      ctx.report(
        'unsupported',
        'NAT',
        rule,
        'VYOS_NAT_NOT_CONVERTED',
        'Not converted: its original-port, forward-to address or port does not read as one tcp/udp port and one IPv4 address.',
        id,
      );
      continue;
    }
    ctx.model.nat.push({
      id,
      origin: ctx.origin(rule),
      section: 1,
      type: 'static',
      srcIntf: [wan],
      dstIntf: 'any',
      src: 'any',
      dst: [publicHost],
      service: [service],
      translatedSrc: { kind: 'none' },
      translatedDst: { kind: 'address', ref: target },
      translatedService: mapped,
      bidirectional: false,
      enabled: true,
      ...(leaf(rule, 'description') ? { comment: leaf(rule, 'description') } : {}),
    });
    if (auto)
      accepts.push({
        ...wholePolicy(
          `${id}:auto-firewall`,
          ctx.origin(rule),
          { srcIntf: [wan], dstIntf: 'any' },
          'accept',
          `The EdgeOS port-forward auto-firewall accepts what rule ${rule.word} forwards`,
        ),
        dstAddr: [target],
        service: [mapped],
      });
  }
  // The auto-firewall's rules come before the rule sets bound to the interfaces.
  ctx.model.policies.unshift(...accepts);
}
