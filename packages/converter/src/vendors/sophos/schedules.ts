import type { TDay, TRecurring } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { list, text } from './xml.js';

/** The schedule SFOS means by "no schedule": rules naming it get none. */
export const ALWAYS = 'All The Time';

const WEEK: TDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** `mon` -> `monday`: SFOS writes day names in full, the first three letters decide. */
const DAYS = new Map(WEEK.map((day) => [day.slice(0, 3), day]));

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::\d\d)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function hhmm(value: string | undefined): string | undefined {
  const match = TIME.exec(value ?? '');
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2]}` : undefined;
}

/** `Days` as `<Day>` children or a comma list (`Monday,Tuesday`); `All` is every day. */
function daysOf(detail: TXmlNode): TDay[] | undefined {
  const listed = list(detail, 'Days', 'Day');
  const words = listed.length ? listed : (text(detail, 'Days') ?? '').split(',');
  const days = new Set<TDay>();
  for (const word of words.map((w) => w.trim().toLowerCase()).filter(Boolean)) {
    if (word === 'all' || word === 'all days') WEEK.forEach((d) => days.add(d));
    else {
      const day = DAYS.get(word.slice(0, 3));
      if (!day) return undefined;
      days.add(day);
    }
  }
  return days.size ? [...days] : undefined;
}

/**
 * `<Schedule>`: recurring (days and a time window per `ScheduleDetail`) or one-time
 * (`StartDate`/`StopDate`, `YYYY-MM-DD`, with the times of its detail).
 */
export function readSchedules(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): void {
  for (const node of nodes.get('Schedule') ?? []) {
    const name = text(node, 'Name');
    const details = node.children.find((c) => c.name === 'ScheduleDetails')?.children ?? [];
    const recurring: TRecurring[] = [];
    let readable = Boolean(name);
    for (const detail of details) {
      const days = daysOf(detail);
      const start = hhmm(text(detail, 'StartTime'));
      const end = hhmm(text(detail, 'StopTime'));
      if (!days || !start || !end) readable = false;
      else recurring.push({ days, start, end });
    }
    const oneTime = /^one/i.test(text(node, 'Type') ?? '');
    const startDate = DATE.exec(text(node, 'StartDate') ?? '');
    const stopDate = DATE.exec(text(node, 'StopDate') ?? '');
    if (oneTime && (!startDate || !stopDate)) readable = false;
    if (!readable || !name || (!oneTime && recurring.length === 0)) {
      ctx.report(
        'unsupported',
        'Schedules',
        node,
        'SOPHOS_SCHEDULE_NOT_CONVERTED',
        'Its days, times or dates could not be read: make the schedule on FortiOS (firewall schedule).',
        name,
      );
      continue;
    }
    const date = (m: RegExpExecArray, time: string) => `${m[1]}/${m[2]}/${m[3]} ${time}`;
    ctx.model.schedules.push({
      name,
      origin: ctx.origin(node),
      recurring: oneTime ? [] : recurring,
      ...(oneTime && startDate && stopDate
        ? {
            absolute: {
              start: date(startDate, recurring[0]?.start ?? '00:00'),
              end: date(stopDate, recurring[0]?.end ?? '23:59'),
            },
          }
        : {}),
    });
  }
}
