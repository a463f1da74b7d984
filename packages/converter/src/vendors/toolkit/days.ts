import type { TDay } from '../../model/ir.js';

/** Three-letter day names (`sun`, `mon`, ...) as the model's days, Sunday first. */
export const DAY_BY_ABBREVIATION: Readonly<Record<string, TDay>> = {
  sun: 'sunday',
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
};

/** Every day of the week, Sunday first. */
export const WEEK: readonly TDay[] = Object.values(DAY_BY_ABBREVIATION);
