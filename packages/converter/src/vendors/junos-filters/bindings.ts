import type { TStmt } from '../juniper-srx/statements.js';
import type { JunosFilterContext } from './context.js';
import { LEFTOVERS } from './leftovers.js';

/** The filters a logical unit applies in one direction, in order, and the statements naming them. */
export interface TBinding {
  device: string;
  /** The unit as the model names it (`xe-0/0/0.0`). */
  iface: string;
  direction: 'input' | 'output';
  filters: string[];
  stmts: TStmt[];
}

const DIRECTIONS: Record<string, 'input' | 'output'> = {
  input: 'input',
  'input-list': 'input',
  output: 'output',
  'output-list': 'output',
};

/**
 * `interfaces X unit N family inet filter input|output F` and `input-list|output-list [ F1 F2 ]`:
 * the filters each unit applies, per direction, in file order. Claimed here (as ACLs), before
 * the interface reader claims the rest of the unit.
 */
export function readBindings(ctx: JunosFilterContext, stmts: readonly TStmt[]): TBinding[] {
  const out = new Map<string, TBinding>();
  for (const stmt of stmts) {
    const [first, device, unitWord, unit, family, inet, filter, kind, name] = stmt.words;
    if (first !== 'interfaces' || unitWord !== 'unit' || family !== 'family' || filter !== 'filter')
      continue;
    const direction = DIRECTIONS[kind ?? ''];
    if (inet !== 'inet' || !direction || !device || !unit || !name) {
      // Read before the interface reader, which would take it as part of the unit.
      const at = ctx.rangeOf([stmt], stmt.words.length);
      if (ctx.reportLeftover(LEFTOVERS, stmt.words, at, `${device ?? ''}.${unit ?? ''}`))
        ctx.claim([stmt], 'ACLs', 'filter setting');
      continue;
    }
    const iface = `${device}.${unit}`;
    const key = `${iface} ${direction}`;
    let binding = out.get(key);
    if (!binding) out.set(key, (binding = { device, iface, direction, filters: [], stmts: [] }));
    if (!binding.filters.includes(name)) binding.filters.push(name);
    binding.stmts.push(stmt);
    ctx.claim([stmt], 'ACLs', `filter ${direction} of ${iface}`);
  }
  return [...out.values()];
}
