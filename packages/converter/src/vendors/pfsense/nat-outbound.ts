import type { TNatRule, TNatTranslation } from '../../model/ir.js';
import { at, child, type TXmlNode } from '../toolkit/xml-tree.js';
import { addressRef, readCell } from './cells.js';
import { childrenNamed, flag, text, type PfContext } from './context.js';
import { ruleService } from './services.js';

/**
 * Outbound NAT (`<nat><outbound>`). `automatic` (also when the section is absent): pfSense
 * hides every local interface network behind the address of each WAN (an interface with a
 * gateway, or addressed by DHCP/PPPoE); those rules are not stored, so they are made here,
 * and the verdict compares them with the output. `hybrid`: the stored rules first, then the
 * automatic ones; `advanced` (manual): the stored rules only; `disabled`: none.
 */
export function readOutboundNat(ctx: PfContext, root: TXmlNode): void {
  const outbound = at(root, 'nat', 'outbound');
  const modeNode = child(outbound, 'mode');
  const mode = modeNode?.text || 'automatic';
  if (mode === 'hybrid' || mode === 'advanced') {
    let index = 0;
    for (const node of childrenNamed(outbound, 'rule')) readStoredRule(ctx, node, (index += 1));
  } else
    for (const node of childrenNamed(outbound, 'rule'))
      ctx.report(
        'ignored',
        'NAT',
        node,
        'PF_OUTBOUND_UNUSED',
        `A stored outbound NAT rule is not used in ${mode} mode.`,
      );
  if (mode === 'automatic' || mode === 'hybrid')
    automaticRules(
      ctx,
      modeNode ?? outbound ?? child(root, 'nat') ?? child(root, 'interfaces') ?? root,
      mode,
    );
  if (modeNode)
    ctx.report('converted', 'NAT', modeNode, 'PF_OUTBOUND_MODE', `Outbound NAT mode ${mode}.`);
}

function automaticRules(ctx: PfContext, node: TXmlNode, mode: string): void {
  // One line: the mode, or where the NAT or interfaces section starts when none is stored.
  const origin = { file: ctx.file, line: node.line, endLine: node.line };
  const locals: string[] = [];
  const wans: string[] = [];
  for (const [key, iface] of ctx.interfaces) {
    if (iface.wan) wans.push(key);
    else if (iface.ip && iface.prefix !== undefined)
      locals.push(ctx.literalAddress(`${iface.ip}/${iface.prefix}`, origin) ?? '');
  }
  if (locals.length === 0) return;
  for (const wan of wans)
    ctx.model.nat.push({
      id: `outbound-auto:${wan}`,
      origin,
      section: 2,
      type: 'dynamic',
      srcIntf: 'any',
      dstIntf: [ctx.intf(wan)],
      src: [...new Set(locals.filter(Boolean))],
      dst: 'any',
      service: 'any',
      translatedSrc: { kind: 'interface' },
      translatedDst: { kind: 'none' },
      bidirectional: false,
      enabled: true,
      comment: `Automatic outbound NAT (${mode} mode): local networks hide behind ${wan}'s address`,
    });
}

function readStoredRule(ctx: PfContext, node: TXmlNode, index: number): void {
  const id = `outbound:${node.attrs.uuid ?? index}`;
  const origin = ctx.origin(node);
  const descr = text(node, 'descr');
  const fail = (code: string, why: string, status: 'unsupported' | 'ignored' = 'unsupported') =>
    ctx.report(
      status,
      'NAT',
      node,
      code,
      `Outbound NAT rule${descr ? ` "${descr}"` : ''} is not converted: ${why}.`,
      id,
    );
  const key = text(node, 'interface');
  const source = text(child(node, 'source'), 'network');
  if (/^(127\.|::1)/.test(source))
    return fail(
      'PF_OUTBOUND_LOCALHOST',
      'it translates traffic the firewall itself sends, which a FortiGate always sends from its interface address',
      'ignored',
    );
  if (text(node, 'ipprotocol') === 'inet6' || source.includes(':'))
    return fail('PF_OUTBOUND_IPV6', 'IPv6 NAT is not converted');
  if (!ctx.interfaces.has(key))
    return fail('PF_OUTBOUND_INTERFACE', `interface ${key} did not convert`);
  const src = readCell(ctx, child(node, 'source'), origin);
  const dst = readCell(ctx, child(node, 'destination'), origin);
  if ('error' in src) return fail('PF_OUTBOUND_ADDRESS', src.error);
  if ('error' in dst) return fail('PF_OUTBOUND_ADDRESS', dst.error);
  if (src.negate || dst.negate) return fail('PF_OUTBOUND_NEGATED', 'a negated address');
  const service = ruleService(
    ctx,
    {
      protocol: text(node, 'protocol'),
      icmpTypes: '',
      dstPort: text(node, 'dstport'),
      srcPort: text(node, 'sourceport'),
    },
    origin,
  );
  if ('error' in service) return fail('PF_OUTBOUND_SERVICE', service.error);
  if (service.service !== 'any')
    return fail(
      'PF_OUTBOUND_SERVICE',
      'a protocol or port condition, which FortiOS central SNAT cannot carry here',
    );
  const nonat = flag(node, 'nonat');
  let translated: TNatTranslation = { kind: 'interface' };
  const target = text(node, 'target');
  if (!nonat && target && target !== key && target !== `${key}ip`) {
    const value =
      target === 'other-subnet'
        ? `${text(node, 'targetip')}/${text(node, 'targetip_subnet') || '32'}`
        : target;
    const ref = addressRef(ctx, value, origin);
    if (typeof ref !== 'string') return fail('PF_OUTBOUND_TARGET', ref.error);
    translated = { kind: 'address', ref };
  }
  ctx.take(node);
  const rule: TNatRule = {
    id,
    origin,
    section: 1,
    type: nonat ? 'identity' : 'dynamic',
    srcIntf: 'any',
    dstIntf: [ctx.intf(key)],
    src: src.refs,
    dst: dst.refs,
    service: 'any',
    translatedSrc: nonat ? { kind: 'none' } : translated,
    translatedDst: { kind: 'none' },
    bidirectional: false,
    enabled: !flag(node, 'disabled'),
    ...(descr ? { comment: descr } : {}),
  };
  ctx.model.nat.push(rule);
  const extra = [
    ...(flag(node, 'staticnatport') ? ['static port'] : []),
    ...(text(node, 'natport') ? [`translated port ${text(node, 'natport')}`] : []),
    ...(text(node, 'poolopts') ? [`pool option ${text(node, 'poolopts')}`] : []),
  ];
  if (extra.length)
    ctx.note(
      'nat',
      id,
      'partial',
      'PF_OUTBOUND_PORTS',
      `Not carried: ${extra.join(', ')} (FortiOS picks source ports itself).`,
      'cosmetic',
    );
}
