import type { SrxContext } from './context.js';
import { startsWith, type TStmt } from './statements.js';

/** `<ge-*>`-style wildcard of a group path word. */
function wildcard(word: string): RegExp | undefined {
  if (!/^<.*>$/.test(word)) return undefined;
  const body = word
    .slice(1, -1)
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

/** Expands a group statement's words against the local statements (wildcards match names). */
function expand(words: string[], local: TStmt[]): string[][] {
  let results: string[][] = [[]];
  for (const [i, word] of words.entries()) {
    const re = wildcard(word);
    const next: string[][] = [];
    for (const prefix of results) {
      if (!re) {
        next.push([...prefix, word]);
        continue;
      }
      const names = new Set(
        local.filter((s) => startsWith(s.words, prefix)).map((s) => s.words[i] ?? ''),
      );
      for (const name of names) if (re.test(name)) next.push([...prefix, name]);
    }
    results = next;
  }
  return results;
}

/**
 * apply-groups: the statements of each applied group are inherited where it is applied, unless
 * the same leaf is set locally. Wildcard group paths (`<ge-*>`) apply to matching names. The
 * node groups of a chassis cluster (`${node}`) are per node and are not merged.
 */
export function applyGroups(ctx: SrxContext, stmts: TStmt[]): TStmt[] {
  const local = stmts.filter((s) => s.words[0] !== 'groups');
  const definitions = stmts.filter((s) => s.words[0] === 'groups');
  const applies = local.filter((s) => s.words.includes('apply-groups'));
  const inherited: TStmt[] = [];
  const applied = new Set<string>();
  const plain = local.filter(
    (s) => !s.words.includes('apply-groups') && !s.words.includes('apply-groups-except'),
  );
  for (const apply of applies) {
    const at = apply.words.indexOf('apply-groups');
    const path = apply.words.slice(0, at);
    const group = apply.words[at + 1] ?? '';
    if (group.includes('${')) {
      ctx.reportStmts(
        [apply],
        at + 1,
        'ignored',
        'System',
        'JUNOS_NODE_GROUP',
        'Node-specific groups of a chassis cluster (host name, fxp0 per node) are not merged: each FortiOS HA member keeps its own.',
        group,
      );
      continue;
    }
    applied.add(group);
    for (const def of definitions.filter((d) => d.words[1] === group)) {
      const words = def.words.slice(2);
      if (!startsWith(words, path)) continue;
      for (const expanded of expand(words, plain)) {
        const leafKey = expanded.slice(0, -1);
        const setLocally = plain.some(
          (s) => s.words.length === expanded.length && startsWith(s.words, leafKey),
        );
        if (!setLocally)
          inherited.push({ ...def, words: expanded, frames: [], inheritedFrom: def });
      }
    }
    ctx.reportStmts(
      [apply],
      at + 1,
      'converted',
      'System',
      'JUNOS_APPLY_GROUPS',
      `Group ${group} is inherited here: its statements are converted where they apply.`,
      group,
    );
  }
  for (const [group, list] of groupsByName(definitions)) {
    const used = applied.has(group);
    ctx.reportStmts(
      list,
      2,
      used ? 'converted' : 'ignored',
      'System',
      used ? 'JUNOS_GROUP' : 'JUNOS_GROUP_UNUSED',
      used
        ? `Group ${group}: its statements are reported where they are inherited.`
        : `Group ${group} is not applied (or only per cluster node): not converted.`,
      group,
    );
  }
  for (const s of local.filter((x) => x.words.includes('apply-groups-except')))
    ctx.reportStmts(
      [s],
      s.words.indexOf('apply-groups-except') + 1,
      'partial',
      'System',
      'JUNOS_APPLY_GROUPS_EXCEPT',
      'apply-groups-except is not honoured: inherited statements still apply below this level.',
    );
  return [...plain, ...inherited];
}

function groupsByName(list: TStmt[]): Map<string, TStmt[]> {
  const out = new Map<string, TStmt[]>();
  for (const s of list) out.set(s.words[1] ?? '', [...(out.get(s.words[1] ?? '') ?? []), s]);
  return out;
}
