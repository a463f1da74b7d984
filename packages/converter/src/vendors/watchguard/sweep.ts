import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { WatchGuardContext } from './context.js';
import { WATCHGUARD_LEFTOVERS } from './leftovers.js';

/**
 * Accounts for every element no reader took: one with a row in the leftovers table gets it; a
 * container whose descendants were read contributes its frame lines (start and end tags); an
 * empty element is structure; anything else is unrecognised. Nothing is dropped silently.
 */
export function sweep(ctx: WatchGuardContext, root: TXmlNode, lines: number): void {
  // Lines that are only tags of containers whose content was accounted for, by line number.
  const frame = new Uint8Array(lines + 2);
  const mark = (node: TXmlNode) => {
    frame[node.line] = 1;
    frame[node.endLine] = 1;
  };
  const visit = (node: TXmlNode, path: string[]) => {
    if (ctx.handled.has(node)) return;
    if (node.children.length === 0 && node.text === '') return mark(node);
    if (hasHandled(ctx, node)) {
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
  // One report line per run of consecutive structure lines.
  for (let first = 1; first <= lines; first++) {
    if (!frame[first]) continue;
    let last = first;
    while (frame[last + 1]) last++;
    ctx.diag.line(
      'ignored',
      'Other',
      { file: ctx.file, line: first, endLine: last },
      'WG_XML_STRUCTURE',
      'XML structure: start and end tags of lists and empty elements.',
    );
    first = last;
  }
}

const memo = new WeakMap<TXmlNode, boolean>();
function hasHandled(ctx: WatchGuardContext, node: TXmlNode): boolean {
  const known = memo.get(node);
  if (known !== undefined) return known;
  const result = node.children.some((c) => ctx.handled.has(c) || hasHandled(ctx, c));
  memo.set(node, result);
  return result;
}
