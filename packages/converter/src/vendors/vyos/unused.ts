import { originOf } from '../../model/origin.js';
import type { VyosContext } from './context.js';
import { VYOS_LEFTOVERS } from './leftovers.js';
import type { TNode } from './tree.js';

/** Whether any node at or below `node` was read, cached per node. */
function touched(node: TNode, cache: Map<TNode, boolean>): boolean {
  const known = cache.get(node);
  if (known !== undefined) return known;
  const result = node.used || node.children.some((c) => touched(c, cache));
  cache.set(node, result);
  return result;
}

/**
 * Reports every part of the tree no reader took: by its leftovers row (the longest path that
 * begins it), else as not understood. A block partly read is walked into, so that nothing is
 * dropped silently.
 */
export function reportUnused(ctx: VyosContext, root: TNode): void {
  const cache = new Map<TNode, boolean>();
  const walk = (node: TNode, path: string[]) => {
    if (node.used) return;
    if (touched(node, cache)) {
      // A statement that ends at a container readers went into (`set firewall` alone).
      for (const line of node.own ?? [])
        ctx.diag.line(
          'ignored',
          'Other',
          originOf(node.file, line),
          'VYOS_EMPTY_STATEMENT',
          `${path.join(' ')} alone sets nothing.`,
        );
      for (const child of node.children) walk(child, [...path, child.word]);
      return;
    }
    if (ctx.reportLeftover(VYOS_LEFTOVERS, path, node, path.at(-1))) return;
    ctx.report(
      'unrecognised',
      'Other',
      node,
      'VYOS_UNKNOWN',
      `${path.join(' ')} is not understood by the converter: check it and set it up on FortiOS by hand.`,
    );
  };
  for (const child of root.children) walk(child, [child.word]);
}
