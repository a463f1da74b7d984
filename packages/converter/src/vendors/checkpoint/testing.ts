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
