import type { TXmlNode } from './xml.js';
import type { WatchGuardContext } from './context.js';
import { WATCHGUARD_LEFTOVERS } from './leftovers.js';

/**
 * Accounts for every element no reader took: one with a row in the leftovers table gets it; a
 * container whose descendants were read contributes its frame lines (start and end tags); an
 * empty element is structure; anything else is unrecognised. Nothing is dropped silently.
 */
export function sweep(ctx: WatchGuardContext, root: TXmlNode): void {
  const frames = new Set<number>();
  const frame = (node: TXmlNode) => {
    frames.add(node.line);
    frames.add(node.endLine);
  };
  const visit = (node: TXmlNode, path: string[]) => {
    if (ctx.handled.has(node)) return;
    if (node.children.length === 0 && node.text === '') return frame(node);
    if (hasHandled(ctx, node)) {
      frame(node);
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
  frame(root);
  for (const child of root.children) visit(child, [child.name]);
  const sorted = [...frames].sort((a, b) => a - b);
  let start: number | undefined;
  let previous = 0;
  const flush = () => {
    if (start !== undefined)
      ctx.diag.line(
        'ignored',
        'Other',
        { file: ctx.file, line: start, endLine: previous },
        'WG_XML_STRUCTURE',
        'XML structure: start and end tags of lists and empty elements.',
      );
  };
  for (const line of sorted) {
    if (start === undefined || line !== previous + 1) {
      flush();
      start = line;
    }
    previous = line;
  }
  flush();
}

const memo = new WeakMap<TXmlNode, boolean>();
function hasHandled(ctx: WatchGuardContext, node: TXmlNode): boolean {
  const known = memo.get(node);
  if (known !== undefined) return known;
  const result = node.children.some((c) => ctx.handled.has(c) || hasHandled(ctx, c));
  memo.set(node, result);
  return result;
}
