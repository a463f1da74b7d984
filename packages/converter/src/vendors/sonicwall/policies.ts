import type { TPolicy, TRefList } from '../../model/ir.js';
import { OBJECT_TYPE_OF, type SonicWallContext } from './context.js';
import { field, type TRow } from './tables.js';

const POLICIES = 'Policies';

/** Fields read, or carrying no match condition (counters, times, GUI numbering). */
const KNOWN = new Set([
  'Action',
  'SrcZone',
  'DstZone',
  'SrcNet',
  'DstNet',
  'SrcSvc',
  'DstSvc',
  'Enabled',
  'Log',
  'Comment',
  'Time',
  'Whom',
  'Priority',
  'Management',
  'Name',
  'GeoIpBlock',
  'BotnetBlock',
  'HitCount',
  'TimeCreated',
  'TimeUpdated',
  'TimeLastHit',
  'UiNum',
  'Props',
  'Properties',
  'DefaultRule',
]);

/** Fields every SonicOS 5.8-7 rule row has: a row without one was cut (issue 17 item 5j). */
const REQUIRED = ['Action', 'SrcZone', 'DstZone', 'SrcNet', 'DstNet', 'DstSvc', 'Enabled'];

/** Where rows carry priorities, a row without one was cut: it would move to the end. */
export const withPriority = (rows: readonly TRow[], required: readonly string[]) =>
  rows.some((row) => row.fields.has('Priority')) ? [...required, 'Priority'] : required;

/**
 * A rule or NAT row missing a field that is never left out: the export was cut inside it. Not
 * converted (an absent field would read as "any"), and the input is incomplete.
 */
export function lacksFields(
  ctx: SonicWallContext,
  row: TRow,
  required: readonly string[],
  what: string,
): boolean {
  const missing = required.filter((f) => !row.fields.has(f));
  if (missing.length === 0) return false;
  const why = `${what} ${row.index} lacks ${missing.join(', ')}`;
  (ctx.model.incomplete ??= []).push(why);
  ctx.report(
    'unsupported',
    OBJECT_TYPE_OF[row.table] ?? 'Policies',
    row,
    'SW_ROW_INCOMPLETE',
    `Not converted: the ${why} (the export is cut short or damaged).`,
    String(row.index),
  );
  return true;
}

/** `policyAction_N` (reference §3): 2 allow; 0 deny and 1 discard per two public parsers. */
const ACTIONS: Readonly<Record<string, { action: TPolicy['action']; what: string }>> = {
  '0': { action: 'deny', what: 'Deny' },
  '1': { action: 'deny', what: 'Discard' },
  '2': { action: 'accept', what: 'Allow' },
};

const on = (value: string) => value === '1' || value === 'on';
const isAny = (value: string) => value === '' || value.toLowerCase() === 'any';

/** A rule's cell: `''`/`Any` is any; otherwise a name that must have been converted. */
function cell(value: string, known: (name: string) => boolean): TRefList | { problem: string } {
  if (isAny(value)) return 'any';
  return known(value)
    ? [value]
    : { problem: `names ${value}, which is not converted (see its entry)` };
}

/** Rows in evaluation order: by `policyPriority` (within a zone pair), then by index. */
function ordered(rows: TRow[]): TRow[] {
  const priority = (row: TRow) => {
    const p = Number(field(row, 'Priority'));
    return Number.isFinite(p) && field(row, 'Priority') !== '' ? p : Number.MAX_SAFE_INTEGER;
  };
  return [...rows].sort((a, b) => priority(a) - priority(b) || a.index - b.index);
}

/**
 * `policy*_N` access rules (reference §3 Security policies): one FortiOS policy per rule, zones
 * as interfaces, in priority order (rules of different zone pairs never compete). Management
 * rules (to the firewall itself), source-port conditions and IPv6 rules are reported.
 */
export function readPolicies(ctx: SonicWallContext): void {
  const rows = ctx.tables.rows('policy');
  const required = withPriority(rows, REQUIRED);
  for (const row of ordered(rows)) {
    if (lacksFields(ctx, row, required, 'access rule')) continue;
    const built = buildPolicy(ctx, row);
    if (typeof built === 'string')
      ctx.notConverted(POLICIES, row, 'SW_RULE_NOT_CONVERTED', built, String(row.index));
    else ctx.model.policies.push(built);
  }
  for (const row of ctx.tables.rows('policyV6'))
    ctx.report(
      'unsupported',
      POLICIES,
      row,
      'SW_RULE_IPV6',
      'IPv6 access rules are not converted yet: recreate them as FortiOS IPv6 policies.',
      `v6-${row.index}`,
    );
}

function buildPolicy(ctx: SonicWallContext, row: TRow): TPolicy | string {
  const id = String(row.index);
  const act = ACTIONS[field(row, 'Action')];
  if (!act)
    return `its action ${field(row, 'Action') || '(none)'} is not allow (2), deny (0) or discard (1)`;
  if (on(field(row, 'Management')))
    return 'a management rule (traffic to the firewall itself): allow management with the FortiGate interface allowaccess or a local-in policy';
  if (!isAny(field(row, 'SrcSvc')))
    return `its source-port condition (service ${field(row, 'SrcSvc')}) is not converted yet`;
  const zone = (name: string) => ctx.model.zones.some((z) => z.name === name);
  const address = (n: string) => ctx.names.has('addresses', n) || ctx.names.has('addressGroups', n);
  const service = (n: string) => ctx.names.has('services', n) || ctx.names.has('serviceGroups', n);
  const cells = {
    srcIntf: field(row, 'SrcZone'),
    dstIntf: field(row, 'DstZone'),
  };
  for (const [side, name] of Object.entries(cells))
    if (!name || !zone(name))
      return `its ${side === 'srcIntf' ? 'source' : 'destination'} zone ${name || '(none)'} has no interface in the output`;
  const srcAddr = cell(field(row, 'SrcNet'), address);
  const dstAddr = cell(field(row, 'DstNet'), address);
  const svc = cell(field(row, 'DstSvc'), service);
  for (const value of [srcAddr, dstAddr, svc])
    if (value !== 'any' && !Array.isArray(value)) return value.problem;
  const schedule = field(row, 'Time');
  if (schedule && !ctx.names.has('schedules', schedule))
    return `its schedule ${schedule} is not converted`;
  const policy: TPolicy = {
    id,
    origin: ctx.origin(row),
    srcIntf: [cells.srcIntf],
    dstIntf: [cells.dstIntf],
    srcAddr: srcAddr as TRefList,
    dstAddr: dstAddr as TRefList,
    service: svc as TRefList,
    action: act.action,
    log: on(field(row, 'Log')),
    enabled: on(field(row, 'Enabled')),
  };
  if (field(row, 'Name')) policy.name = field(row, 'Name');
  if (field(row, 'Comment')) policy.comment = field(row, 'Comment');
  if (schedule) policy.schedule = schedule;
  readWhom(ctx, row, policy);
  readOptions(ctx, row, policy, act.what);
  return policy;
}

/** `policyWhom_N`: users the rule applies to (empty or `All`: everyone). */
function readWhom(ctx: SonicWallContext, row: TRow, policy: TPolicy): void {
  const whom = field(row, 'Whom');
  if (isAny(whom) || whom === 'All') return;
  if (ctx.model.userGroups.some((g) => g.name === whom)) policy.groups = [whom];
  else if (ctx.model.users.some((u) => u.name === whom)) policy.users = [whom];
  else if (policy.action === 'accept') {
    policy.otherConditions = [{ kind: 'users', value: whom }];
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'SW_RULE_USERS',
      `Its users ${whom} are not a converted local user or group: the FortiOS policy applies to every user.`,
      'widens',
    );
  } else {
    // A deny of some users only: the output denies everyone, which is not the source's rule.
    policy.membersLeftOut = [`users ${whom}`];
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'SW_RULE_USERS',
      `Its users ${whom} are not a converted local user or group: the FortiOS policy denies every user.`,
      'narrows',
    );
  }
}

function readOptions(ctx: SonicWallContext, row: TRow, policy: TPolicy, what: string): void {
  if (what === 'Deny')
    ctx.note(
      'policies',
      policy.id,
      'converted',
      'SW_RULE_DENY',
      'Deny: written as a FortiOS deny (SonicOS may answer a denied session; FortiOS drops it silently).',
    );
  const blocks = ['GeoIpBlock', 'BotnetBlock'].filter((f) => on(field(row, f)));
  if (blocks.length && policy.action === 'accept') {
    policy.otherConditions = [
      ...(policy.otherConditions ?? []),
      ...blocks.map((kind) => ({ kind, value: 'on' })),
    ];
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'SW_RULE_BLOCKS',
      `Its ${blocks.join(' and ')} filtering is not converted: the FortiOS policy also accepts those sources; add geography addresses or an IP reputation filter.`,
      'widens',
    );
  }
  const unread = [...row.fields.keys()].filter(
    (f) => !KNOWN.has(f) && !['', '0'].includes(field(row, f)),
  );
  if (unread.length) {
    policy.membersLeftOut = [
      ...(policy.membersLeftOut ?? []),
      ...unread.map((f) => `policy${f}=${field(row, f)}`),
    ];
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'SW_RULE_FIELDS',
      `Fields the converter does not read: ${unread.map((f) => `policy${f}=${field(row, f)}`).join(', ')}; check what they do on the SonicWall.`,
      'unknown',
    );
  }
}
