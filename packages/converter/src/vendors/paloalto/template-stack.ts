import type { PanContext } from './context.js';
import { at, child, entries, members, nameOf, type TXmlNode } from '../toolkit/xml-tree.js';

/**
 * The firewall-shaped configuration a device group's firewalls get from Panorama: the template
 * stack that holds one of the group's devices, its templates merged (the stack's own `config`
 * first, then its members in order: the first to set a value wins), or the first template when
 * no stack applies; `$VAR` values substituted. Returns the `devices/entry` of that config.
 */
export function templateDevice(
  ctx: PanContext,
  device: TXmlNode,
  group: TXmlNode | undefined,
): TXmlNode | undefined {
  const templates = entries(child(device, 'template'));
  const stacks = entries(child(device, 'template-stack'));
  const serials = new Set(entries(child(group, 'devices')).map(nameOf));
  const stack = stacks.find((s) =>
    entries(child(s, 'devices')).some((d) => serials.has(nameOf(d))),
  );
  const wanted = stack ? members(child(stack, 'templates')) : [];
  const used = wanted.length
    ? wanted.flatMap((name) => templates.filter((t) => nameOf(t) === name))
    : templates.slice(0, 1);
  for (const other of templates) {
    if (!used.includes(other))
      ctx.report(
        'unsupported',
        'Other',
        other,
        'PANOS_OTHER_TEMPLATE',
        `Template ${nameOf(other)} is not used for this device group${used[0] ? ` (template ${used.map(nameOf).join(', ')} ${used.length > 1 ? 'are' : 'is'})` : ''}.`,
        nameOf(other),
      );
  }
  for (const s of stacks)
    ctx.report(
      s === stack ? 'converted' : 'ignored',
      'Other',
      s,
      'PANOS_TEMPLATE_STACK',
      s === stack
        ? 'Its templates give the network configuration, merged in order (the first to set a value wins).'
        : 'Not used by the converted device group.',
      nameOf(s),
    );
  const layers = [
    ...(stack
      ? [{ label: `template stack ${nameOf(stack)}`, config: child(stack, 'config') }]
      : []),
    ...used.map((t) => ({ label: `template ${nameOf(t)}`, config: child(t, 'config') })),
  ].filter((l): l is { label: string; config: TXmlNode } => !!l.config);
  const merged = layers.length ? merge(ctx, layers) : undefined;
  const serial = entries(child(stack, 'devices')).find((d) => serials.has(nameOf(d)));
  const owners = [
    { node: serial, label: `device ${serial ? nameOf(serial) : ''}` },
    { node: stack, label: `template stack ${stack ? nameOf(stack) : ''}` },
    ...used.map((t) => ({ node: t, label: `template ${nameOf(t)}` })),
  ];
  if (merged) substitute(ctx, merged, owners);
  return entries(at(merged, 'devices'))[0];
}

type TLayer = { label: string; config: TXmlNode };
const VARIABLE = /^\$[A-Za-z][\w.-]*$/;

/**
 * Merges the same element of several layers: entries by name and elements by tag, the first
 * layer's value winning for a leaf or an entry; the losers are reported where they are.
 */
function merge(ctx: PanContext, layers: TLayer[]): TXmlNode {
  const [first] = layers;
  if (!first || layers.length === 1) return (first as TLayer).config;
  const keys = new Map<string, { label: string; config: TXmlNode }[]>();
  for (const { label, config } of layers)
    for (const c of config.children) {
      const key = c.name === 'entry' ? `entry ${nameOf(c)}` : c.name;
      keys.set(key, [...(keys.get(key) ?? []), { label, config: c }]);
    }
  // The device and vsys entries are merged through; any other entry (an interface, a zone, a
  // router) is taken whole from the first template that has it.
  const whole = first.config.name !== 'devices' && first.config.name !== 'vsys';
  const leaf = (n: TXmlNode) =>
    (n.name === 'entry' && whole) || !n.children.some((c) => c.name !== 'member');
  const children = [...keys.values()].map((same) => {
    const [winner, ...losers] = same as [TLayer, ...TLayer[]];
    if (!losers.length || !leaf(winner.config)) return merge(ctx, same);
    for (const loser of losers)
      ctx.report(
        'ignored',
        'Other',
        loser.config,
        'PANOS_TEMPLATE_OVERRIDDEN',
        `Also set in ${winner.label}, which comes first in the stack and wins.`,
        loser.config.attrs.name ?? loser.config.name,
      );
    return winner.config;
  });
  return { ...first.config, children, framed: false };
}

/**
 * Replaces `$VAR` values (entry names, texts, members) with the value the stack gives them:
 * per device first, then the stack's, then each template's (spec §2). A variable without a
 * value is reported once, where it is first used.
 */
function substitute(
  ctx: PanContext,
  config: TXmlNode,
  owners: { node: TXmlNode | undefined; label: string }[],
): void {
  const values = new Map<string, { value: string; node: TXmlNode; from: string }>();
  for (const { node: owner, label } of owners) {
    for (const variable of entries(child(owner, 'variable'))) {
      const value = child(variable, 'type')?.children[0]?.text;
      // Panorama writes "None" for a variable declared without a value.
      if (!value || value === 'None' || values.has(nameOf(variable))) continue;
      values.set(nameOf(variable), { value, node: variable, from: label });
    }
  }
  const reported = new Set<string>();
  const resolve = (text: string, node: TXmlNode): string => {
    // `$1$…`/`$5$…` password hashes are no variables.
    if (!VARIABLE.test(text)) return text;
    const found = values.get(text);
    if (!reported.has(text)) {
      reported.add(text);
      if (found)
        ctx.report(
          'converted',
          'Other',
          found.node,
          'PANOS_TEMPLATE_VARIABLE',
          `${text} = ${found.value} (the ${found.from} value) where the templates use it.`,
          text,
        );
      else
        ctx.diag.line(
          'unsupported',
          'Other',
          ctx.origin(node),
          'PANOS_TEMPLATE_VARIABLE_UNSET',
          `${text} has no value in the template stack or its templates: what uses it is not converted.`,
          text,
        );
    }
    return found?.value ?? text;
  };
  const visit = (node: TXmlNode) => {
    if (node.attrs.name !== undefined) node.attrs.name = resolve(node.attrs.name, node);
    if (node.text) node.text = resolve(node.text, node);
    node.children.forEach(visit);
  };
  visit(config);
}
