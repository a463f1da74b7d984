import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { text } from './xml.js';

/** A rule in its place, and why the place is uncertain when it is. */
export interface TPlaced {
  node: TXmlNode;
  name: string;
  /** Set when the rule's `After`/`Before` names no rule of its chain, or the chain loops. */
  orphan?: string;
}

const anchorOf = (node: TXmlNode, side: 'After' | 'Before') => text(child(node, side), 'Name');

/**
 * The evaluation order of one chain of rules (firewall rules or NAT rules of one IP family).
 * Document order is not evaluation order: each rule says where it stands, `Top`, `Bottom`, or
 * `After`/`Before` another rule by name (an `After` with an empty name is the first rule).
 * The chain is followed from its heads with an explicit stack (a chain may be 10,000 long);
 * rules it never reaches keep document order at the end and say why.
 */
export function orderRules(nodes: readonly TXmlNode[]): TPlaced[] {
  const byName = new Map<string, TXmlNode>();
  for (const node of nodes) {
    const name = text(node, 'Name');
    if (name !== undefined && !byName.has(name)) byName.set(name, node);
  }
  const after = new Map<string, TXmlNode[]>();
  const before = new Map<string, TXmlNode[]>();
  const heads: TXmlNode[] = [];
  const bottoms: TXmlNode[] = [];
  for (const node of nodes) {
    const position = text(node, 'Position') ?? 'Bottom';
    const side = position === 'Before' ? 'Before' : 'After';
    const anchor = position === 'After' || position === 'Before' ? anchorOf(node, side) : undefined;
    if (position === 'Top') heads.push(node);
    else if (position === 'Bottom') bottoms.push(node);
    else if (anchor === undefined) heads.push(node);
    else {
      const links = side === 'After' ? after : before;
      links.set(anchor, [...(links.get(anchor) ?? []), node]);
    }
  }
  const placed: TPlaced[] = [];
  const seen = new Set<TXmlNode>();
  type TWork = { node: TXmlNode; emit: boolean };
  for (const head of [...heads, ...bottoms]) {
    const stack: TWork[] = [{ node: head, emit: false }];
    while (stack.length > 0) {
      const work = stack.pop() as TWork;
      const name = text(work.node, 'Name') ?? '';
      if (work.emit) {
        placed.push({ node: work.node, name });
        continue;
      }
      if (seen.has(work.node)) continue;
      seen.add(work.node);
      // Pushed in reverse: rules before it, then it, then rules after it.
      const next = (after.get(name) ?? []).map((node) => ({ node, emit: false }));
      const prev = (before.get(name) ?? []).map((node) => ({ node, emit: false }));
      stack.push(...next.reverse(), { node: work.node, emit: true }, ...prev.reverse());
    }
  }
  for (const node of nodes) {
    if (seen.has(node)) continue;
    const name = text(node, 'Name') ?? '';
    const position = text(node, 'Position') ?? '';
    const anchor = anchorOf(node, position === 'Before' ? 'Before' : 'After') ?? '';
    placed.push({
      node,
      name,
      orphan: byName.has(anchor)
        ? `its place (${position} ${anchor}) hangs off a loop or a break in the chain`
        : `its place (${position} ${anchor}) names no rule of this input`,
    });
  }
  return placed;
}
