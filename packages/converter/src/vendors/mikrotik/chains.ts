import type { TMtCommand } from './lines.js';

/** A rule as the flattened chain sees it: the jumps that lead to it, then the rule. */
export interface TFlatRule {
  rule: TMtCommand;
  via: TMtCommand[];
}

/** What flattening could not follow, for the reader to report. */
export interface TChainIssue {
  cmd: TMtCommand;
  kind: 'loop' | 'conditional-return' | 'too-deep' | 'budget';
}

/** Properties that do not restrict what a `return` matches. */
const NOT_MATCHERS = new Set(['chain', 'action', 'comment', 'disabled', 'log', 'log-prefix']);

const MAX_DEPTH = 16;
const MAX_RULES = 200_000;

/**
 * Rules of `start` in evaluation order with every `jump` inlined where it stands (MikroTik
 * manual, "Filter": `jump` passes the packet to the target chain, `return` back to the rule
 * after the jump). An unconditional `return` ends the chain it is in; a conditional one cannot
 * be expressed in one flat list and is an issue. Disabled jumps lead nowhere. Work is bounded.
 */
export function flattenChain(
  byChain: ReadonlyMap<string, readonly TMtCommand[]>,
  start: string,
): { rules: TFlatRule[]; jumps: Set<TMtCommand>; issues: TChainIssue[] } {
  const rules: TFlatRule[] = [];
  const jumps = new Set<TMtCommand>();
  const issues: TChainIssue[] = [];
  const seenIssue = new Set<TMtCommand>();
  const issue = (cmd: TMtCommand, kind: TChainIssue['kind']) => {
    if (seenIssue.has(cmd)) return;
    seenIssue.add(cmd);
    issues.push({ cmd, kind });
  };
  const walk = (chain: string, via: TMtCommand[], stack: string[]): void => {
    for (const cmd of byChain.get(chain) ?? []) {
      if (rules.length >= MAX_RULES) return issue(cmd, 'budget');
      const action = cmd.props.get('action') ?? 'accept';
      if (action === 'jump') {
        jumps.add(cmd);
        if (cmd.props.get('disabled') === 'yes') continue;
        const target = cmd.props.get('jump-target') ?? '';
        // A chain no rule of the export is in is empty: the jump returns at once.
        if (!byChain.has(target)) continue;
        if (stack.includes(target)) issue(cmd, 'loop');
        else if (stack.length >= MAX_DEPTH) issue(cmd, 'too-deep');
        else walk(target, [...via, cmd], [...stack, target]);
        continue;
      }
      if (action === 'return' && via.length > 0) {
        if (cmd.props.get('disabled') === 'yes') {
          jumps.add(cmd);
          continue;
        }
        const conditional = [...cmd.props.keys()].some((key) => !NOT_MATCHERS.has(key));
        if (!conditional) {
          jumps.add(cmd);
          return;
        }
        issue(cmd, 'conditional-return');
        continue;
      }
      rules.push({ rule: cmd, via });
    }
  };
  walk(start, [], [start]);
  return { rules, jumps, issues };
}

/** Commands grouped by `chain=`, in file order. */
export function byChainOf(commands: readonly TMtCommand[]): Map<string, TMtCommand[]> {
  const map = new Map<string, TMtCommand[]>();
  for (const cmd of commands) {
    const chain = cmd.props.get('chain') ?? '';
    const list = map.get(chain);
    if (list) list.push(cmd);
    else map.set(chain, [cmd]);
  }
  return map;
}

/** What every flattened rule's reader starts from: its commands, id, action and comment. */
export function ruleHead(
  flat: TFlatRule,
  prefix: string,
): { cmds: TMtCommand[]; id: string; action: string; disabled: boolean; comment: string } {
  const cmds = [...flat.via, flat.rule];
  return {
    cmds,
    id: `${prefix}-${cmds.map((c) => c.line).join('-')}`,
    action: flat.rule.props.get('action') ?? 'accept',
    disabled: flat.rule.props.get('disabled') === 'yes',
    comment: cmds
      .map((c) => c.props.get('comment'))
      .filter(Boolean)
      .join(' / '),
  };
}
