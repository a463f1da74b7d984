import { TABLE_OF } from './legacy-file.js';
import { parseLegacyTree, type TLegacyNode } from './legacy-tree.js';
import { locateUids } from './json-locate.js';

/**
 * For tests: where each object with a uid and a type is defined in a set of JSON files (every
 * occurrence), so a test can check that the report accounts for each object once.
 */
export function uidDefinitions(
  files: { name: string; content: string }[],
): Map<string, { file: string; line: number }[]> {
  const where = new Map<string, { file: string; line: number }[]>();
  for (const { name, content } of files) {
    const uids = new Set<string>();
    const visit = (node: unknown, key: string) => {
      if (Array.isArray(node)) node.forEach((item) => visit(item, key));
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        const nested = ['domain', 'track', 'meta-info', 'nat-settings'].includes(key);
        if (!nested && typeof record.uid === 'string' && typeof record.type === 'string')
          uids.add(record.uid);
        for (const [k, v] of Object.entries(record)) visit(v, k);
      }
    };
    visit(JSON.parse(content), '');
    const spans = locateUids(content);
    for (const uid of uids) {
      const places = (spans.get(uid) ?? []).map((span) => ({ file: name, line: span.line }));
      where.set(uid, [...(where.get(uid) ?? []), ...places]);
    }
  }
  return where;
}

/** uids no report entry accounts for, at any place they are defined. */
export function unaccounted(
  files: { name: string; content: string }[],
  covered: (file: string) => Set<number>,
): string[] {
  return [...uidDefinitions(files)]
    .filter(([, places]) => !places.some((p) => covered(p.file).has(p.line)))
    .map(([uid]) => uid);
}

/**
 * For tests: the objects, rules and unread tables of legacy files that no report entry accounts
 * for (by the first line of their node), as `file:line name`.
 */
export function legacyUnaccounted(
  files: { name: string; content: string }[],
  covered: (file: string) => Set<number>,
): string[] {
  const missing: string[] = [];
  for (const { name, content } of files) {
    const { root } = parseLegacyTree(content);
    const lines = covered(name);
    const check = (node: TLegacyNode, label: string) => {
      if (!lines.has(node.line)) missing.push(`${name}:${node.line} ${label}`);
    };
    for (const table of root.children) {
      if (table.key === 'rule-base') {
        for (const rule of table.children.filter((c) => c.key === 'rule' || c.key === 'rule_adtr'))
          check(rule, `${table.head ?? ''} ${rule.key}`);
      } else if (TABLE_OF[table.key]) {
        for (const object of table.children) check(object, object.head ?? '');
      } else check(table, table.key);
    }
  }
  return missing;
}
