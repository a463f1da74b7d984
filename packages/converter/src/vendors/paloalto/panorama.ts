import type { TParseOptions } from '../vendor-parser.js';
import type { PanContext } from './context.js';
import type { TPolicyDomain } from './parse.js';
import { templateDevice } from './template-stack.js';
import { at, child, entries, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

/**
 * A Panorama export: the device group named by `options.part` (else the first) with what it
 * inherits from its parent chain and `shared` (spec §2, §4): objects resolve local → parents →
 * shared; rules run shared pre, ancestors' pre (outermost first), own pre, own post, ancestors'
 * post (nearest first), shared post. The network is that of its template stack.
 */
export function choosePanoramaDomain(
  ctx: PanContext,
  config: TXmlNode,
  device: TXmlNode,
  options: TParseOptions,
): TPolicyDomain {
  const groups = entries(child(device, 'device-group'));
  const group = groups.find((g) => nameOf(g) === options.part) ?? groups[0];
  const ancestors = group ? ancestorsOf(config, groups, group) : [];
  for (const other of groups) {
    if (other !== group && !ancestors.includes(other))
      ctx.report(
        'unsupported',
        'Other',
        other,
        'PANOS_OTHER_DEVICE_GROUP',
        `Device group ${nameOf(other)} is not converted in this run: convert it with vdom "${nameOf(other)}".`,
        nameOf(other),
      );
  }
  const templated = templateDevice(ctx, device, group);
  const shared = child(config, 'shared');
  const layer = (kind: 'pre' | 'post', dg: TXmlNode) => ({
    layer: dg === group ? kind : `${kind}@${nameOf(dg)}`,
    node: child(dg, `${kind}-rulebase`),
  });
  return {
    objects: [shared, ...ancestors, group].filter((n): n is TXmlNode => !!n),
    network: child(templated, 'network'),
    deviceconfig: child(templated, 'deviceconfig'),
    zoneScopes: entries(child(templated, 'vsys')),
    rulebases: [
      { layer: 'shared-pre', node: child(shared, 'pre-rulebase') },
      ...ancestors.map((dg) => layer('pre', dg)),
      ...(group ? [layer('pre', group), layer('post', group)] : []),
      ...[...ancestors].reverse().map((dg) => layer('post', dg)),
      { layer: 'shared-post', node: child(shared, 'post-rulebase') },
    ],
  };
}

/** The names of a Panorama's device groups in document order, or undefined for a firewall. */
export function deviceGroupNames(device: TXmlNode | undefined): string[] | undefined {
  if (!child(device, 'device-group') && !child(device, 'template')) return undefined;
  return entries(child(device, 'device-group')).map(nameOf);
}

/**
 * A group's ancestors, outermost first. Panorama keeps the hierarchy in
 * `readonly/devices/entry/device-group/entry/parent-dg`; older exports put `parent-dg` in the
 * group itself. A loop or a missing parent ends the chain.
 */
function ancestorsOf(config: TXmlNode, groups: TXmlNode[], group: TXmlNode): TXmlNode[] {
  const readonly = entries(at(config, 'readonly', 'devices')).flatMap((d) =>
    entries(child(d, 'device-group')),
  );
  const parentName = (dg: TXmlNode) =>
    textAt(
      readonly.find((r) => nameOf(r) === nameOf(dg)),
      'parent-dg',
    ) ?? textAt(dg, 'parent-dg');
  const chain: TXmlNode[] = [];
  let current: TXmlNode | undefined = group;
  for (;;) {
    const name = parentName(current);
    const parent = name ? groups.find((g) => nameOf(g) === name) : undefined;
    if (!parent || parent === group || chain.includes(parent)) break;
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}
