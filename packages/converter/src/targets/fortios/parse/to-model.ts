import type { TConfigModel } from '../../../model/ir.js';
import type { Diagnostics } from '../../../report/collector.js';
import type { TReportStatus } from '../../../report/report-types.js';
import { ParseContext } from './context.js';
import { editsOf } from './fields.js';
import type { TFortiosHeader } from './header.js';
import { scopeOf, type TLayout } from './layout.js';
import { applyProfiles } from './profiles.js';
import { resolveReferences } from './references.js';
import { mapTable } from './tables.js';
import type { TCliNode, TCliTree } from './tree.js';

/**
 * Tree -> model for one VDOM. Every non-blank line ends up inside the origin of a model object
 * or of a diagnostics entry: entries of mapped tables, their `config`/`end` lines
 * (FORTIOS_TABLE_FRAME), ignored tables, the header, wrapper lines of the VDOM layout, junk.
 */

export interface TToModelOptions {
  file: string;
  layout: TLayout;
  vdom: string;
  header?: TFortiosHeader;
}

/** `FG_VM-Demo $ show`, `FGT60E (root) # show full-configuration`. */
const PROMPT = /^\S+(?: \([^()]*\))? [#$](?: |$)/;

interface TRun {
  status: TReportStatus;
  code: string;
  message: string;
  line: number;
  endLine: number;
}

/** Names of the file's firewall objects in scope, so generated names avoid them. */
function takenNames(scope: readonly TCliNode[]): string[] {
  const names: string[] = [];
  for (const node of scope) {
    if (node.kind !== 'config' || node.path[0] !== 'firewall') continue;
    for (const entry of editsOf(node)) names.push(entry.key);
  }
  return names;
}

function headerMessage(header: TFortiosHeader | undefined): string {
  const parts = [
    header?.model,
    header?.version && `FortiOS ${header.version}`,
    header?.build && `build ${header.build}`,
  ];
  const known = parts.filter(Boolean).join(', ');
  return `file header${known ? ` (${known})` : ''}`;
}

export function toModel(
  tree: TCliTree,
  options: TToModelOptions,
): { model: TConfigModel; diagnostics: Diagnostics } {
  const { scope, frames, skipped } = scopeOf(tree.nodes, options.layout, options.vdom);
  const ctx = new ParseContext(
    options.file,
    options.vdom,
    options.layout.multiVdom,
    takenNames(scope),
  );
  if (options.header?.version) ctx.model.version = options.header.version;

  for (const frame of frames)
    ctx.line('ignored', 'System', frame, 'FORTIOS_VDOM_LAYOUT', frame.message);
  for (const skip of skipped)
    ctx.line('ignored', 'System', skip, 'FORTIOS_VDOM_NOT_SELECTED', skip.message);

  // Consecutive header, comment or junk lines make one entry.
  let run: TRun | undefined;
  const flush = (): void => {
    if (run)
      ctx.line(
        run.status,
        run.status === 'unrecognised' ? 'Other' : 'System',
        run,
        run.code,
        run.message,
      );
    run = undefined;
  };
  const extend = (node: TCliNode, status: TReportStatus, code: string, message: string): void => {
    if (run?.code === code) run.endLine = node.endLine;
    else {
      flush();
      run = { status, code, message, line: node.line, endLine: node.endLine };
    }
  };

  let sawTable = false;
  for (const node of scope) {
    if (node.kind === 'config') {
      flush();
      sawTable = true;
      mapTable(ctx, node);
    } else if (node.kind === 'comment' || (node.kind === 'other' && PROMPT.test(node.text))) {
      if (!sawTable) extend(node, 'ignored', 'FORTIOS_HEADER', headerMessage(options.header));
      else if (node.kind === 'comment') extend(node, 'ignored', 'FORTIOS_COMMENT', 'comment lines');
      else extend(node, 'ignored', 'FORTIOS_PROMPT', `CLI prompt '${node.text}'`);
    } else {
      const text =
        node.kind === 'other' ? node.text : `${node.kind} ${'key' in node ? node.key : ''}`;
      extend(
        node,
        'unrecognised',
        'FORTIOS_UNRECOGNISED_LINE',
        `'${text}' is not a FortiOS statement at this place`,
      );
    }
  }
  flush();

  for (const problem of tree.problems) {
    ctx.line('unrecognised', 'Other', problem, `FORTIOS_${problem.code}`, problem.message);
  }
  applyProfiles(ctx, scope);
  resolveReferences(ctx);
  return { model: ctx.model, diagnostics: ctx.diagnostics };
}
