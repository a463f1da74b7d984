import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { WatchGuardContext } from './context.js';
import { WATCHGUARD_LEFTOVERS } from './leftovers.js';

/**
 * Accounts for every element no reader took: one with a row in the leftovers table gets it; a
 * container whose descendants were read contributes its frame lines (start and end tags); an
 * empty element is structure; anything else is unrecognised. Nothing is dropped silently.
 */
export function sweep(ctx: WatchGuardContext, root: TXmlNode): void {
  // Lines that are only tags of containers whose content was accounted for.
  const frames: number[] = [];
  const mark = (node: TXmlNode) => frames.push(node.line, node.endLine);
  const visit = (node: TXmlNode, path: string[]) => {
    if (ctx.handled.has(node)) return;
    if (node.children.length === 0 && node.text === '') return mark(node);
    if (ctx.hasHandledBelow(node)) {
      mark(node);
      for (const child of node.children) visit(child, [...path, child.name]);
      return;
    }
    if (ctx.reportLeftover(WATCHGUARD_LEFTOVERS, path, node)) return;
    ctx.report(
      'unrecognised',
      'Other',
      node,
      'WG_UNRECOGNISED',
      `<${node.name}> (under ${path.slice(0, -1).join(' > ') || 'profile'}) is not read by the WatchGuard converter.`,
    );
  };
  mark(root);
  for (const child of root.children) visit(child, [child.name]);
  ctx.reportStructureLines(
    frames,
    'WG_XML_STRUCTURE',
    'XML structure: start and end tags of lists and empty elements.',
  );
}
