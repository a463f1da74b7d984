import type { TDay, TSchedule } from '../../model/ir.js';
import type { ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';

const DAYS: TDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function time(token: string | undefined): string | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(token ?? '');
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}` : undefined;
}

/** `MM/DD/YYYY H:MM` -> `YYYY/MM/DD HH:MM`. */
function moment(date: string | undefined, clock: string | undefined): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date ?? '');
  const hhmm = time(clock);
  if (!match || !hhmm) return undefined;
  return `${match[3] ?? ''}/${(match[1] ?? '').padStart(2, '0')}/${(match[2] ?? '').padStart(2, '0')} ${hhmm}`;
}

/** `set scheduler "S" once start D T stop D T` and `recurrent DAY start T stop T [start T stop T]`. */
export function buildSchedules(ctx: ScreenOsContext, byName: Map<string, TSosLine[]>): void {
  for (const [name, lines] of byName) {
    const schedule: TSchedule = { name, origin: ctx.runOrigin(lines), recurring: [] };
    const used: TSosLine[] = [];
    for (const line of lines) {
      const rest = line.tokens.slice(3);
      const commentAt = rest.indexOf('comment');
      if (commentAt >= 0 && rest[commentAt + 1]) schedule.comment = rest[commentAt + 1];
      if (rest[0] === 'once' && rest[1] === 'start' && rest[4] === 'stop') {
        const start = moment(rest[2], rest[3]);
        const end = moment(rest[5], rest[6]);
        if (start && end) {
          schedule.absolute = { start, end };
          used.push(line);
          continue;
        }
      }
      if (rest[0] === 'recurrent') {
        const day = rest[1]?.toLowerCase() ?? '';
        const days = day === 'daily' ? DAYS : DAYS.filter((d) => d === day);
        const windows: { start: string; end: string }[] = [];
        for (let i = 2; rest[i] === 'start' && rest[i + 2] === 'stop'; i += 4) {
          const start = time(rest[i + 1]);
          const end = time(rest[i + 3]);
          if (start && end) windows.push({ start, end });
        }
        if (days.length && windows.length) {
          for (const window of windows) schedule.recurring.push({ days, ...window });
          used.push(line);
          continue;
        }
      }
      ctx.report(
        'unsupported',
        'Schedules',
        line,
        'SOS_SCHEDULE_UNREADABLE',
        'The schedule line could not be read.',
        name,
      );
    }
    if (used.length === 0) continue;
    schedule.origin = ctx.objectLines(used, 'Schedules', name, 'schedule');
    ctx.model.schedules.push(schedule);
  }
}
