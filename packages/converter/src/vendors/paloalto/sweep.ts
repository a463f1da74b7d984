import type { TLeftover } from '../toolkit/leftovers.js';
import type { PanContext } from './context.js';
import { LEFTOVERS } from './leftovers.js';
import type { TPanFormat } from './read-tree.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

const STRUCTURE: Record<TPanFormat, string> = {
  xml: 'XML structure: start and end tags of sections and empty lists.',
  set: 'Empty settings and flags that carry nothing to convert on their own.',
  brace: 'Structure: section headers, closing braces and empty lists.',
};

/** Pure containers: read through, so what they hold is reported element by element. */
const CONTAINERS = new Set([
  'response',
  'result',
  'config',
  'shared',
  'devices',
  'entry',
  'vsys',
  'network',
  'rulebase',
  'interface',
  'tunnel',
  'crypto-profiles',
  'device-group',
  'template',
  'pre-rulebase',
  'post-rulebase',
]);

/**
 * Accounts for every element no reader took: a section with a known reason gets it; a container
 * whose descendants were read only contributes its frame lines (start and end tags), merged
 * into runs; anything else is unrecognised. Nothing is dropped silently.
 */
export function sweep(ctx: PanContext, root: TXmlNode, format: TPanFormat = 'xml'): void {
  const frames = new Set<number>();
  const visit = (node: TXmlNode, parent: string, inherited: TLeftover | undefined) => {
    if (ctx.handled.has(node)) return;
    const reason = LEFTOVERS.find([node.name]) ?? inherited;
    if (node.children.length === 0 && node.text === '' && !node.attrs.name) {
      frames.add(node.line);
      frames.add(node.endLine);
      return;
    }
    if (ctx.hasHandledBelow(node) || (!reason && CONTAINERS.has(node.name))) {
      // A node read from set lines has no line of its own: its descendants account for them.
      if (node.framed !== false) {
        frames.add(node.line);
        frames.add(node.endLine);
      }
      for (const c of node.children) visit(c, node.name, reason);
      return;
    }
    const name = node.attrs.name;
    if (reason) ctx.reportLeftoverRow(LEFTOVERS, reason, node, name);
    else
      ctx.report(
        'unrecognised',
        'Other',
        node,
        'PANOS_UNRECOGNISED',
        `<${node.name}> under <${parent}> is not read by the PAN-OS converter.`,
        name,
      );
  };
  visit(root, '', undefined);
  ctx.reportStructureLines(
    frames,
    format === 'xml' ? 'PANOS_XML_STRUCTURE' : 'PANOS_CLI_STRUCTURE',
    STRUCTURE[format],
  );
}
