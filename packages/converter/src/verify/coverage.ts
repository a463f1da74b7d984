/**
 * What of the source the comparison cannot include: the input cut short, rules the reader
 * could not read completely, and lines that may be rules but were not understood or not
 * converted. Any of these rules out `equivalent`: the verdict must not claim more than was
 * compared.
 */
import type { TConfigModel } from '../model/ir.js';
import type { TReportEntry } from '../report/report-types.js';

/** Something of the source the comparison did not include: any entry rules out `equivalent`. */
export interface TUncompared {
  /** The source item (`policy outside_in:3`, `nat 12`, `line 240`, `input`). */
  item: string;
  origin?: TReportEntry['origin'];
  reason: string;
}

/** Report object types whose entries are rules that decide or translate traffic. */
const RULE_TYPES = new Set<TReportEntry['objectType']>(['Policies', 'NAT', 'ACLs']);

const ITEM_OF: Partial<Record<TReportEntry['objectType'], string>> = {
  Policies: 'policy',
  NAT: 'nat',
  ACLs: 'acl',
};

/** The entries of `model` (and of its report, when given) that the comparison leaves out. */
export function uncomparedOf(
  model: TConfigModel,
  entries: readonly TReportEntry[] = [],
): TUncompared[] {
  const out: TUncompared[] = [];
  const seen = new Set<string>();
  const add = (entry: TUncompared) => {
    const key = entry.origin ? `${entry.origin.file}:${entry.origin.line}` : entry.item;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(entry);
  };
  for (const reason of model.incomplete ?? [])
    add({ item: 'input', reason: `the input is incomplete: ${reason}` });
  for (const policy of model.policies) {
    if (policy.incomplete === undefined) continue;
    add({
      item: `policy ${policy.id}`,
      origin: policy.origin,
      reason: `could not be read completely: ${policy.incomplete}`,
    });
  }
  for (const policy of model.policies) {
    if (!policy.enabled || !policy.membersLeftOut?.length) continue;
    add({
      item: `policy ${policy.id}`,
      origin: policy.origin,
      reason: `converted without ${policy.membersLeftOut.join(', ')}, which could not be read`,
    });
  }
  const disabled = new Set(model.policies.filter((p) => !p.enabled).map((p) => p.id));
  for (const entry of entries) {
    // A disabled rule decides nothing: leaving it out leaves nothing uncompared.
    if (entry.objectType === 'Policies' && entry.name !== undefined && disabled.has(entry.name))
      continue;
    const rule = RULE_TYPES.has(entry.objectType);
    const dropped = entry.status === 'unsupported' || entry.status === 'unrecognised';

    if (entry.status === 'unrecognised' || (rule && dropped)) {
      const kind = rule ? (ITEM_OF[entry.objectType] ?? 'rule') : 'line';
      const name = entry.name ?? `line ${entry.origin.line}`;
      add({
        item: kind === 'line' ? `line ${entry.origin.line}` : `${kind} ${name}`,
        origin: entry.origin,
        reason:
          entry.status === 'unrecognised'
            ? `not understood, may be a rule: ${entry.message}`
            : `not converted: ${entry.message}`,
      });
    }
  }
  return out;
}

/** `3 source items were not compared: policy 7 (…), line 12 (…), …`. */
export function describeUncompared(items: readonly TUncompared[], shown = 3): string {
  const first = items
    .slice(0, shown)
    .map((u) => `${u.item}${u.origin ? ` (${u.origin.file}:${u.origin.line})` : ''}: ${u.reason}`);
  const more = items.length > shown ? `; and ${items.length - shown} more` : '';
  return `${items.length} source ${items.length === 1 ? 'item was' : 'items were'} not compared (${first.join('; ')}${more})`;
}
