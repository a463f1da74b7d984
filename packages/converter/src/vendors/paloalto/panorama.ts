import type { TParseOptions } from '../vendor-parser.js';
import type { PanContext } from './context.js';
import type { TScope } from './parse-panos.js';
import { at, child, entries, members, nameOf, type TXmlNode } from './xml-tree.js';

/**
 * A Panorama export: the device group named by `options.vdom` (else the first) with shared
 * objects and rules around its own (shared pre, pre, post, shared post), and the network of the
 * template its firewalls use (the template stack holding one of its devices, else the first).
 */
export function choosePanoramaScope(
  ctx: PanContext,
  config: TXmlNode,
  device: TXmlNode,
  options: TParseOptions,
): TScope {
  const groups = entries(child(device, 'device-group'));
  const group = groups.find((g) => nameOf(g) === options.vdom) ?? groups[0];
  for (const other of groups) {
    if (other !== group)
      ctx.report(
        'unsupported',
        'Other',
        other,
        'PANOS_OTHER_DEVICE_GROUP',
        `Device group ${nameOf(other)} is not converted in this run: convert it with vdom "${nameOf(other)}".`,
        nameOf(other),
      );
  }
  const template = chooseTemplate(ctx, device, group);
  const templateDevice = entries(at(template, 'config', 'devices'))[0];
  const shared = child(config, 'shared');
  return {
    objects: [shared, group].filter((n): n is TXmlNode => !!n),
    network: child(templateDevice, 'network'),
    deviceconfig: child(templateDevice, 'deviceconfig'),
    zoneScopes: entries(child(templateDevice, 'vsys')),
    rulebases: [
      { layer: 'shared-pre', node: child(shared, 'pre-rulebase') },
      { layer: 'pre', node: child(group, 'pre-rulebase') },
      { layer: 'post', node: child(group, 'post-rulebase') },
      { layer: 'shared-post', node: child(shared, 'post-rulebase') },
    ],
  };
}

function chooseTemplate(ctx: PanContext, device: TXmlNode, group: TXmlNode | undefined) {
  const templates = entries(child(device, 'template'));
  const serials = new Set(entries(child(group, 'devices')).map(nameOf));
  const stack = entries(child(device, 'template-stack')).find((s) =>
    entries(child(s, 'devices')).some((d) => serials.has(nameOf(d))),
  );
  const wanted = stack ? members(child(stack, 'templates')) : [];
  // The first member of a stack wins on conflicts: read that one.
  const template = templates.find((t) => nameOf(t) === wanted[0]) ?? templates[0];
  for (const other of templates) {
    if (other !== template)
      ctx.report(
        'unsupported',
        'Other',
        other,
        'PANOS_OTHER_TEMPLATE',
        `Template ${nameOf(other)} is not used for this device group${template ? ` (template ${nameOf(template)} is)` : ''}.`,
        nameOf(other),
      );
  }
  for (const s of entries(child(device, 'template-stack')))
    ctx.report(
      s === stack ? 'converted' : 'ignored',
      'Other',
      s,
      'PANOS_TEMPLATE_STACK',
      s === stack
        ? 'Its first template gives the network configuration.'
        : 'Not used by the converted device group.',
      nameOf(s),
    );
  return template;
}
