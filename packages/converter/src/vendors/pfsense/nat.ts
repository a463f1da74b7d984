import type { TNatRule, TPolicy } from '../../model/ir.js';
import { at, child, type TXmlNode } from '../toolkit/xml-tree.js';
import { addressRef, readCell } from './cells.js';
import { childrenNamed, flag, text, type PfContext } from './context.js';
import { portRanges } from './services.js';

/**
 * Port forwards (`<nat><rule>`): each becomes a destination NAT rule (a FortiOS VIP), one per
 * protocol. pf translates before filtering, so the filter rules, the associated one included,
 * already name the internal address and port, as FortiOS central NAT policies do. A forward
 * with `associated-rule-id` `pass` needs no filter rule: it gets a policy of its own, first.
 */
export function readPortForwards(ctx: PfContext, root: TXmlNode): TPolicy[] {
  const passes: TPolicy[] = [];
  let index = 0;
  for (const node of childrenNamed(child(root, 'nat'), 'rule')) {
    index += 1;
    const id = `rdr:${node.attrs.uuid ?? index}`;
    const descr = text(node, 'descr');
    const fail = (code: string, why: string) =>
      ctx.report(
        'unsupported',
        'NAT',
        node,
        code,
        `Port forward${descr ? ` "${descr}"` : ''} is not converted: ${why}.`,
        id,
      );
    if (flag(node, 'disabled')) {
      // A FortiOS VIP has no disabled state: writing one would forward what the source does not.
      ctx.report(
        'ignored',
        'NAT',
        node,
        'PF_RDR_DISABLED',
        'Disabled port forward: not converted (a FortiOS VIP cannot be disabled).',
        id,
      );
      continue;
    }
    if (flag(node, 'nordr')) {
      fail(
        'PF_RDR_EXCLUSION',
        'it is an exclusion (no redirect), which FortiOS VIPs do not have: narrow the VIPs instead',
      );
      continue;
    }
    const origin = ctx.origin(node);
    const key = text(node, 'interface').split(',')[0] ?? '';
    if (!ctx.interfaces.has(key)) {
      fail('PF_RDR_INTERFACE', `interface ${key} did not convert`);
      continue;
    }
    const src = readCell(ctx, child(node, 'source'), origin);
    const dst = readCell(ctx, child(node, 'destination'), origin);
    const target = addressRef(ctx, text(node, 'target'), origin);
    if ('error' in src || 'error' in dst || typeof target !== 'string') {
      const error =
        'error' in src
          ? src.error
          : 'error' in dst
            ? dst.error
            : typeof target === 'string'
              ? ''
              : target.error;
      fail('PF_RDR_ADDRESS', error);
      continue;
    }
    if (dst.refs === 'any' || src.negate || dst.negate) {
      fail(
        'PF_RDR_DESTINATION',
        'its external address is "any" or negated; a FortiOS VIP needs one external address',
      );
      continue;
    }
    const protocol = text(node, 'protocol') || 'tcp';
    const protocols = protocol === 'tcp/udp' ? ['tcp', 'udp'] : [protocol];
    if (protocols.some((p) => p !== 'tcp' && p !== 'udp') || !dst.port) {
      fail(
        'PF_RDR_PROTOCOL',
        `protocol ${protocol} without ports is not converted (a FortiOS VIP of all ports maps every protocol)`,
      );
      continue;
    }
    const ext = portRanges(ctx, dst.port);
    const localPort = text(node, 'local-port');
    if (typeof ext === 'string' || ext.length !== 1) {
      fail('PF_RDR_PORT', typeof ext === 'string' ? ext : 'its external ports are not one range');
      continue;
    }
    const [[low, high]] = ext as [[number, number]];
    const mappedLow = localPort ? Number(localPort.split(/[-:]/)[0]) : low;
    ctx.take(node);
    for (const p of protocols as ('tcp' | 'udp')[]) {
      const extName = ctx.generatedService(
        `${p}-${dst.port}`,
        [{ protocol: p, dst: [[low, high]] }],
        origin,
      );
      const mapped: [number, number] = [mappedLow, mappedLow + high - low];
      const mappedName = ctx.generatedService(
        `${p}-${mapped[0] === mapped[1] ? mapped[0] : mapped.join('-')}`,
        [{ protocol: p, dst: [mapped] }],
        origin,
      );
      const rule: TNatRule = {
        id: protocols.length > 1 ? `${id}:${p}` : id,
        origin,
        section: 1,
        type: 'static',
        srcIntf: [ctx.intf(key)],
        dstIntf: 'any',
        src: src.refs,
        dst: dst.refs,
        service: [extName],
        translatedSrc: { kind: 'none' },
        translatedDst: { kind: 'address', ref: target },
        translatedService: mappedName,
        bidirectional: false,
        enabled: true,
        ...(descr ? { comment: descr } : {}),
      };
      ctx.model.nat.push(rule);
      if (text(node, 'associated-rule-id') === 'pass')
        passes.push({
          id: `${rule.id}:pass`,
          origin,
          srcIntf: rule.srcIntf,
          dstIntf: 'any',
          srcAddr: src.refs,
          dstAddr: [target],
          service: [mappedName],
          action: 'accept',
          log: false,
          enabled: true,
          implicit:
            'Port forward with filter rule association "Pass": pf passes the forwarded traffic without a filter rule',
        });
    }
  }
  return passes;
}

/**
 * 1:1 NAT (`<nat><onetoone><rule>`): the internal address (or subnet) and the external one map
 * both ways on the interface: a FortiOS static VIP and the matching source NAT.
 */
export function readOneToOne(ctx: PfContext, root: TXmlNode): void {
  let index = 0;
  for (const node of childrenNamed(at(root, 'nat', 'onetoone'), 'rule')) {
    index += 1;
    const id = `binat:${node.attrs.uuid ?? index}`;
    if (flag(node, 'disabled')) {
      ctx.report(
        'ignored',
        'NAT',
        node,
        'PF_BINAT_DISABLED',
        'Disabled 1:1 NAT: not converted (a FortiOS VIP cannot be disabled).',
        id,
      );
      continue;
    }
    const origin = ctx.origin(node);
    const key = text(node, 'interface');
    const src = readCell(ctx, child(node, 'source'), origin);
    const bits = text(child(node, 'source'), 'address').split('/')[1] ?? '32';
    const external = ctx.literalAddress(`${text(node, 'external')}/${bits}`, origin);
    const dst = readCell(ctx, child(node, 'destination'), origin);
    const why = !ctx.interfaces.has(key)
      ? `interface ${key} did not convert`
      : 'error' in src
        ? src.error
        : 'error' in dst
          ? dst.error
          : !external || src.refs === 'any'
            ? 'its internal or external address could not be read'
            : src.negate || dst.negate
              ? 'a negated address'
              : undefined;
    if (why || 'error' in src || 'error' in dst || !external) {
      ctx.report(
        'unsupported',
        'NAT',
        node,
        'PF_BINAT',
        `1:1 NAT is not converted: ${why ?? ''}.`,
        id,
      );
      continue;
    }
    ctx.take(node);
    const descr = text(node, 'descr');
    ctx.model.nat.push({
      id,
      origin,
      section: 1,
      type: 'static',
      srcIntf: 'any',
      dstIntf: [ctx.intf(key)],
      src: src.refs,
      dst: dst.refs,
      service: 'any',
      translatedSrc: { kind: 'address', ref: external },
      translatedDst: { kind: 'none' },
      bidirectional: true,
      enabled: true,
      ...(descr ? { comment: descr } : {}),
    });
  }
}
