import type { TDay, TRecurring } from '../../model/ir.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { childrenNamed, text, type PfContext } from './context.js';

/**
 * pfSense `<position>` numbers the days 1 = Monday ... 7 = Sunday (firewall_schedule.php names
 * position N by the N-th of Mon, Tues, ..., Sun).
 */
const DAYS: TDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** `8:00` -> `08:00`; `23:59` stays (pfSense's end of day). */
function clock(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match || Number(match[1]) > 24 || Number(match[2]) > 59) return undefined;
  return `${match[1]?.padStart(2, '0')}:${match[2]}`;
}

/**
 * `<schedules>`: each weekly time range (`<position>` days + `<hour>`) becomes a recurring
 * entry. Ranges of calendar dates (`<month>` + `<day>`) recur every year, which FortiOS cannot
 * say: such a schedule is reported, and the rules naming it are not converted.
 */
export function readSchedules(ctx: PfContext, root: TXmlNode): void {
  for (const node of childrenNamed(child(root, 'schedules'), 'schedule')) {
    const name = text(node, 'name');
    const recurring: TRecurring[] = [];
    let why: string | undefined;
    for (const range of childrenNamed(node, 'timerange')) {
      const [from = '', to = ''] = text(range, 'hour').split('-');
      const start = clock(from);
      const end = clock(to);
      const positions = text(range, 'position').split(',').filter(Boolean);
      const days = positions.map((p) => DAYS[Number(p) - 1]);
      if (text(range, 'month') || text(range, 'day'))
        why = 'it names calendar dates, which recur yearly';
      else if (!start || !end || days.length === 0 || days.some((d) => !d))
        why = 'a time range could not be read';
      else recurring.push({ days: days as TDay[], start, end });
    }
    if (why || recurring.length === 0) {
      ctx.report(
        'unsupported',
        'Schedules',
        node,
        'PF_SCHEDULE',
        `Schedule ${name} is not converted: ${why ?? 'it has no time range'}; create it on the FortiGate.`,
        name,
      );
      continue;
    }
    const descr = text(node, 'descr');
    ctx.model.schedules.push({
      name,
      origin: ctx.take(node),
      recurring,
      ...(descr ? { comment: descr } : {}),
    });
  }
}
