import type { TDay, TRecurring, TSchedule } from '../../model/ir.js';
import type { SrxContext } from './context.js';
import { timesCoverRange } from './schedule-coverage.js';
import { groupByWord, type TStmt } from './statements.js';

const DAYS: TDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** `08:00:00` or `08:00` -> `08:00`; seconds other than 00 cannot be carried. */
function clock(text: string | undefined): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text ?? '');
  if (!match || (match[3] !== undefined && match[3] !== '00')) return undefined;
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return undefined;
  return `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}`;
}

/** `2024-01-01.08:00` (or a bare date) -> `2024/01/01 08:00`. */
function moment(text: string | undefined, bare: string): string | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:\.(\d{1,2}:\d{2}(?::\d{2})?))?$/.exec(text ?? '');
  if (!match) return undefined;
  const time = match[4] === undefined ? bare : clock(match[4]);
  if (!time) return undefined;
  const pad = (s: string | undefined) => (s ?? '').padStart(2, '0');
  return `${match[1] ?? ''}/${pad(match[2])}/${pad(match[3])} ${time}`;
}

/** What one day block (`daily`, `monday` …) says: its windows, all day, or excluded. */
type TDayPlan = { windows: { start: string; end: string }[] } | 'exclude';

/**
 * `schedulers scheduler S`: `start-date D stop-date D` is the date range (one-time); `daily` and
 * day blocks (`start-time T stop-time T`, `all-day`, `exclude`) are the periodic times, a day's
 * own block replacing `daily` for that day. A scheduler holding anything else is reported, and
 * the policies that use it are not converted.
 */
export function readSchedulers(ctx: SrxContext, stmts: TStmt[]): void {
  const all = stmts.filter((s) => s.words[0] === 'schedulers' && s.words[1] === 'scheduler');
  for (const [name, list] of groupByWord(all, 2)) readScheduler(ctx, name, list);
}

function readScheduler(ctx: SrxContext, name: string, list: TStmt[]): void {
  const problems: string[] = [];
  const ranges: { start: string; end: string }[] = [];
  const plans = new Map<string, TDayPlan>();
  let comment: string | undefined;
  for (const stmt of list) {
    const leaf = stmt.words.slice(3);
    const [word] = leaf;
    if (word === 'description' && leaf[1] !== undefined) {
      comment = leaf[1];
    } else if (word === 'start-date') {
      const start = moment(leaf[1], '00:00');
      const end = leaf[2] === 'stop-date' ? moment(leaf[3], '23:59') : undefined;
      if (start && end && start < end && leaf.length === 4) ranges.push({ start, end });
      else problems.push(`the date range "${leaf.join(' ')}" cannot be read`);
    } else if (word !== undefined && (word === 'daily' || DAYS.includes(word as TDay))) {
      const day = word;
      const opts = leaf.slice(1);
      const previous = plans.get(day);
      if (opts[0] === 'exclude' && opts.length === 1) {
        plans.set(day, 'exclude');
      } else if (opts[0] === 'all-day' && opts.length === 1) {
        plans.set(day, { windows: [{ start: '00:00', end: '00:00' }] });
      } else if (opts.length >= 4 && opts.length % 4 === 0) {
        const windows: { start: string; end: string }[] = [];
        for (let i = 0; i < opts.length; i += 4) {
          const start = opts[i] === 'start-time' ? clock(opts[i + 1]) : undefined;
          const end = opts[i + 2] === 'stop-time' ? clock(opts[i + 3]) : undefined;
          if (start && end && start < end) windows.push({ start, end });
          else problems.push(`"${leaf.join(' ')}" cannot be read as a time window`);
        }
        const before = previous && previous !== 'exclude' ? previous.windows : [];
        plans.set(day, { windows: [...before, ...windows] });
      } else problems.push(`"${leaf.join(' ')}" is not a time window this converter reads`);
      const now = plans.get(day);
      if (previous && now && (previous === 'exclude') !== (now === 'exclude'))
        problems.push(`${day} is both excluded and given times`);
    } else problems.push(`"${leaf.join(' ')}" is not read`);
  }
  if (ranges.length > 1) problems.push('several date ranges: a FortiOS schedule holds one');
  if (ranges.length === 0 && plans.size === 0 && problems.length === 0)
    problems.push('it holds no date range and no times');
  if (problems.length) {
    ctx.reportStmts(
      list,
      3,
      'unsupported',
      'Schedules',
      'JUNOS_SCHEDULER_UNREADABLE',
      `Scheduler ${name} is not converted (${problems.join('; ')}): policies that use it are not converted either.`,
      name,
    );
    return;
  }
  const schedule: TSchedule = {
    name,
    origin: ctx.rangeOf(list, 3),
    recurring: recurringOf(plans),
    ...(comment ? { comment } : {}),
  };
  const range = ranges[0];
  if (range) schedule.absolute = range;
  if (plans.size > 0 && schedule.recurring.length === 0) {
    ctx.reportStmts(
      list,
      3,
      'unsupported',
      'Schedules',
      'JUNOS_SCHEDULER_NEVER',
      `Scheduler ${name}: its day blocks leave no time active; policies that use it are not converted.`,
      name,
    );
    return;
  }
  if (range && schedule.recurring.length) narrowToOne(ctx, schedule, range);
  ctx.model.schedules.push(schedule);
  ctx.claim(list, 'Schedules', `scheduler ${name}`);
}

/**
 * A scheduler with a date range and periodic times is active when both are; a FortiOS policy
 * takes one schedule and a schedule group is active when any member is. So one part is kept:
 * the date range when the times fill it (exact), else the times, reported as wider.
 */
function narrowToOne(
  ctx: SrxContext,
  schedule: TSchedule,
  range: { start: string; end: string },
): void {
  if (timesCoverRange(schedule.recurring, range)) {
    schedule.recurring = [];
    ctx.note(
      'schedules',
      schedule.name,
      'converted',
      'JUNOS_SCHEDULER_RANGE_ONLY',
      'Its day blocks are active throughout its date range: the date range alone is exact.',
    );
    return;
  }
  delete schedule.absolute;
  ctx.note(
    'schedules',
    schedule.name,
    'partial',
    'JUNOS_SCHEDULER_RANGE_DROPPED',
    `Active at its periodic times only between ${range.start} and ${range.end}: a FortiOS policy takes one schedule and cannot require both, so only the periodic times are kept. Policies that use it are also active at those times outside the date range (wider than the source): disable them after ${range.end}.`,
  );
}

/** Each day's windows (its own block, else `daily`), days with the same windows together. */
function recurringOf(plans: Map<string, TDayPlan>): TRecurring[] {
  if (plans.size === 0) return [];
  const daily = plans.get('daily');
  const byWindow = new Map<string, TRecurring>();
  for (const day of DAYS) {
    const plan = plans.get(day) ?? daily;
    if (!plan || plan === 'exclude') continue;
    for (const window of plan.windows) {
      const key = `${window.start}-${window.end}`;
      const entry = byWindow.get(key);
      if (entry) entry.days.push(day);
      else byWindow.set(key, { days: [day], ...window });
    }
  }
  return [...byWindow.values()];
}
