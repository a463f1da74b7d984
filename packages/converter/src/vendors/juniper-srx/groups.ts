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

const SEP = '\u0001';

/** The local statements as a tree of paths: path key -> the words that follow it. */
function pathTree(local: readonly TStmt[]): Map<string, Set<string>> {
  const tree = new Map<string, Set<string>>();
  for (const s of local) {
    let key = '';
    for (const word of s.words) {
      let next = tree.get(key);
      if (!next) tree.set(key, (next = new Set()));
      next.add(word);
      key += SEP + word;
    }
  }
  return tree;
}

/** Expands a group statement's words against the local statements (wildcards match names). */
function expand(words: string[], tree: () => Map<string, Set<string>>): string[][] {
  let results: string[][] = [[]];
  for (const word of words) {
    const re = wildcard(word);
    const next: string[][] = [];
    for (const prefix of results) {
      if (!re) {
        next.push([...prefix, word]);
        continue;
      }
      const key = prefix.map((w) => SEP + w).join('');
      for (const name of tree().get(key) ?? []) if (re.test(name)) next.push([...prefix, name]);
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
  // Built once, on first need: the tree of local paths and the leaves set locally.
  let tree: Map<string, Set<string>> | undefined;
  const localTree = () => (tree ??= pathTree(plain));
  let leaves: Set<string> | undefined;
  const leafKey = (words: readonly string[]) =>
    `${words.length}${SEP}${words.slice(0, -1).join(SEP)}`;
  const setLocally = (words: readonly string[]) =>
    (leaves ??= new Set(plain.map((s) => leafKey(s.words)))).has(leafKey(words));
  const byGroup = groupsByName(definitions);
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
    for (const def of byGroup.get(group) ?? []) {
      const words = def.words.slice(2);
      if (!startsWith(words, path)) continue;
      for (const expanded of expand(words, localTree)) {
        if (!setLocally(expanded))
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
  for (const [group, list] of byGroup) {
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
  for (const s of list) {
    const found = out.get(s.words[1] ?? '');
    if (found) found.push(s);
    else out.set(s.words[1] ?? '', [s]);
  }
  return out;
}
