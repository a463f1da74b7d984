import type { TRecurring, TSchedule } from '../../../model/ir.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';

// FortiOS one-time schedules need both ends; an open end becomes the widest FortiOS accepts.
const OPEN_START = '2001/01/01 00:00';
const OPEN_END = '2037/12/31 23:59';

/** `YYYY/MM/DD HH:MM` -> FortiOS `HH:MM YYYY/MM/DD`. */
const fortiTime = (value: string) => {
  const [date, time] = value.split(' ');
  return `${time ?? '00:00'} ${date ?? ''}`;
};

interface TPiece {
  name: string;
  kind: 'recurring' | 'onetime';
  recurring?: TRecurring;
  absolute?: TSchedule['absolute'];
}

function pieces(schedule: TSchedule): TPiece[] {
  const list: Omit<TPiece, 'name'>[] = [
    ...(schedule.absolute ? [{ kind: 'onetime' as const, absolute: schedule.absolute }] : []),
    ...schedule.recurring.map((recurring) => ({ kind: 'recurring' as const, recurring })),
  ];
  return list.map((piece, index) => ({
    ...piece,
    name: list.length === 1 ? schedule.name : `${schedule.name}-${index + 1}`,
  }));
}

/**
 * `config firewall schedule onetime|recurring|group`. A schedule with several parts becomes a
 * group; FortiOS groups are a union, where an absolute range with periodic times is an
 * intersection on the source: reported as partial.
 */
export function emitSchedules(ctx: EmitContext): void {
  const all = ctx.model.schedules
    .filter((schedule) => !ctx.factory('schedule', schedule))
    .map((schedule) => ({ schedule, parts: pieces(schedule) }));
  const names = new Map<string, string>();
  for (const kind of ['onetime', 'recurring'] as const) {
    const items = all.flatMap(({ schedule, parts }) =>
      parts.filter((p) => p.kind === kind).map((part) => ({ schedule, part })),
    );
    if (items.length === 0) continue;
    ctx.out.config(`firewall schedule ${kind}`, () => {
      for (const { schedule, part } of items) {
        const name =
          part.name === schedule.name
            ? ctx.name('schedules', 'schedule', schedule.name)
            : ctx.names.claim('schedule', part.name).name;
        names.set(part.name, name);
        ctx.out.edit(name, () => {
          if (part.recurring) {
            ctx.out.set('start', part.recurring.start);
            ctx.out.set('end', part.recurring.end);
            // No day: FortiOS writes `none` (never active), a bare `set day` is refused.
            const days = part.recurring.days;
            ctx.out.set('day', ...(days.length ? days : ['none']));
          } else {
            ctx.out.set('start', fortiTime(part.absolute?.start ?? OPEN_START));
            ctx.out.set('end', fortiTime(part.absolute?.end ?? OPEN_END));
          }
        });
        ctx.target('schedules', schedule.name, `firewall schedule ${kind} "${name}"`);
      }
    });
  }
  const grouped = all.filter(({ parts }) => parts.length > 1);
  if (grouped.length === 0) return;
  ctx.out.config('firewall schedule group', () => {
    for (const { schedule, parts } of grouped) {
      const name = ctx.name('schedules', 'schedule', schedule.name);
      ctx.out.edit(name, () =>
        ctx.out.set('member', ...parts.map((p) => q(names.get(p.name) ?? p.name))),
      );
      ctx.target('schedules', schedule.name, `firewall schedule group "${name}"`);
      if (schedule.absolute && schedule.recurring.length) {
        ctx.note('schedules', schedule.name, {
          status: 'partial',
          code: 'SCHEDULE_INTERSECTION',
          message:
            'The source is active in the date range AND at the periodic times; a FortiOS group is active at either.',
        });
      }
    }
  });
  for (const { schedule } of all)
    if (schedule.recurring.length === 0 && !schedule.absolute) {
      ctx.note('schedules', schedule.name, {
        status: 'unsupported',
        code: 'SCHEDULE_EMPTY',
        message: 'The schedule has no time in it.',
      });
    }
}
