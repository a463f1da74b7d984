import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { PfContext } from './context.js';
import type { TLeftover } from '../toolkit/leftovers.js';
import { LEFTOVERS } from './leftovers.js';

/** Elements read through: what they hold is accounted for element by element. */
const CONTAINERS = new Set(['OPNsense', 'Firewall', 'Alias', 'aliases', 'Filter']);

/**
 * Accounts for every element no reader took: a row of the leftovers table reports it, a
 * container whose descendants were read contributes its start and end tags (merged into runs
 * of structure lines), an empty element is structure; anything else is unrecognised.
 */
export function sweep(ctx: PfContext, root: TXmlNode): void {
  const frames: number[] = [];
  const filled = new Map<TXmlNode, boolean>();
  const hasContent = (node: TXmlNode): boolean => {
    let known = filled.get(node);
    if (known === undefined) {
      known = node.text !== '' || node.children.some(hasContent);
      filled.set(node, known);
    }
    return known;
  };
  let run:
    { row: TLeftover; parent: string; line: number; endLine: number; name?: string } | undefined;
  const flushRun = () => {
    if (!run) return;
    const { row, line, endLine, name } = run;
    const origin = { file: ctx.file, line, endLine };
    ctx.diag.line(row.status, row.objectType, origin, LEFTOVERS.codeOf(row), row.why, name);
    run = undefined;
  };
  const visit = (node: TXmlNode, path: string[]) => {
    if (ctx.handled.has(node)) return;
    if (!hasContent(node)) {
      for (let n = node.line; n <= node.endLine; n++) frames.push(n);
      return;
    }
    const own = [...path, node.name];
    if (ctx.hasHandledBelow(node) || CONTAINERS.has(node.name)) {
      frames.push(node.line, node.endLine);
      for (const c of node.children) visit(c, own);
      return;
    }
    const row = LEFTOVERS.find(own);
    if (!row) {
      ctx.report(
        'unrecognised',
        'Other',
        node,
        'PF_UNRECOGNISED',
        `<${node.name}>${path.length ? ` under <${path.join('><')}>` : ''} is not read by the pfSense/OPNsense converter.`,
      );
      return;
    }
    ctx.handled.add(node);
    // Siblings one after another under the same row make one entry (`<timezone>`, `<timeservers>`).
    const parent = path.join(' ');
    if (run && run.row === row && run.parent === parent && node.line <= run.endLine + 1) {
      run.endLine = node.endLine;
      return;
    }
    flushRun();
    run = { row, parent, line: node.line, endLine: node.endLine, name: node.attrs.uuid };
  };
  frames.push(root.line, root.endLine);
  for (const section of root.children) visit(section, []);
  flushRun();
  ctx.reportStructureLines(
    frames,
    'PF_XML_STRUCTURE',
    'XML structure: start and end tags of sections and empty elements.',
  );
}
