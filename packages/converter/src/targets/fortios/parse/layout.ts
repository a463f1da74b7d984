import type { TCliConfig, TCliEdit, TCliNode } from './tree.js';

/**
 * The VDOM layout of a file. Single-VDOM: top-level tables. Multi-VDOM: `config vdom` (the
 * list), `config global` (global tables, e.g. `system interface` with `set vdom` per entry),
 * then `config vdom` / `edit <vdom>` blocks holding each VDOM's tables.
 */
export interface TLayout {
  multiVdom: boolean;
  /** VDOM names in file order. */
  vdoms: string[];
}

/** Lines that only wrap other content (`config global`, `edit root` ... `end`). */
export interface TFrame {
  line: number;
  endLine: number;
  message: string;
}

const isPath = (node: TCliConfig, path: string): boolean =>
  node.path.length === 1 && node.path[0] === path;

/** A VDOM block holds tables; a VDOM list entry holds nothing. */
const isBlock = (edit: TCliEdit): boolean => edit.children.some((child) => child.kind === 'config');

export function readLayout(nodes: readonly TCliNode[], vdomName: string | undefined): TLayout {
  const vdoms = new Set<string>();
  let multiVdom = false;
  for (const node of nodes) {
    if (node.kind !== 'config') continue;
    if (isPath(node, 'global')) multiVdom = true;
    if (!isPath(node, 'vdom')) continue;
    multiVdom = true;
    for (const child of node.children) if (child.kind === 'edit') vdoms.add(child.key);
  }
  if (!multiVdom) return { multiVdom, vdoms: [vdomName ?? 'root'] };
  return { multiVdom, vdoms: vdoms.size ? [...vdoms] : ['root'] };
}

/** The lines of `node` before its first child and after its last one. */
export function frameOf(node: TCliConfig | TCliEdit, message: string): TFrame[] {
  const first = node.children[0];
  const last = node.children[node.children.length - 1];
  if (!first || !last) return [{ line: node.line, endLine: node.endLine, message }];
  const frames: TFrame[] = [];
  if (first.line > node.line) frames.push({ line: node.line, endLine: first.line - 1, message });
  if (node.endLine > last.endLine)
    frames.push({ line: last.endLine + 1, endLine: node.endLine, message });
  return frames;
}

/**
 * The nodes to convert for `vdom`, in file order, and what the rest of the layout is: wrapper
 * lines (frames) and blocks of other VDOMs (`skipped`).
 */
export function scopeOf(
  nodes: readonly TCliNode[],
  layout: TLayout,
  vdom: string,
): { scope: TCliNode[]; frames: TFrame[]; skipped: TFrame[] } {
  if (!layout.multiVdom) return { scope: [...nodes], frames: [], skipped: [] };
  const scope: TCliNode[] = [];
  const frames: TFrame[] = [];
  const skipped: TFrame[] = [];
  for (const node of nodes) {
    if (node.kind !== 'config') {
      scope.push(node);
    } else if (isPath(node, 'global')) {
      frames.push(...frameOf(node, 'config global: wrapper of the global tables'));
      for (const child of node.children) scope.push(child);
    } else if (isPath(node, 'vdom')) {
      const edits = node.children.filter((child): child is TCliEdit => child.kind === 'edit');
      if (!edits.some(isBlock)) {
        skipped.push({
          line: node.line,
          endLine: node.endLine,
          message: `VDOM list: ${edits.map((e) => e.key).join(', ')}`,
        });
        continue;
      }
      frames.push(...frameOf(node, 'config vdom: wrapper of the VDOM blocks'));
      for (const child of node.children) {
        if (child.kind !== 'edit') scope.push(child);
        else if (!isBlock(child))
          skipped.push({
            line: child.line,
            endLine: child.endLine,
            message: `VDOM list entry ${child.key}`,
          });
        else if (child.key === vdom) {
          frames.push(...frameOf(child, `VDOM ${vdom}: wrapper of its tables`));
          for (const grandchild of child.children) scope.push(grandchild);
        } else {
          skipped.push({
            line: child.line,
            endLine: child.endLine,
            message: `VDOM ${child.key} is not converted (this conversion reads VDOM ${vdom})`,
          });
        }
      }
    } else {
      scope.push(node);
    }
  }
  return { scope, frames, skipped };
}
