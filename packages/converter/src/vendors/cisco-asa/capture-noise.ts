import type { TAsaLine } from './blocks.js';
import type { VendorContext } from '../toolkit/vendor-context.js';
import type { AsaContext } from './context.js';
import type { TLineRegion } from './show-tech.js';

/* Lines captured with the configuration that are not configuration: they are reported, so that
 * no line of the file is dropped silently. */

/** Lines of a show-tech capture outside its configuration (issue 17 item 9). */
export function reportRegion(ctx: AsaContext, region: TLineRegion): void {
  const at = { head: { n: region.from, text: '', tokens: [] }, children: [], end: region.to };
  const what = region.header
    ? `The header of ${region.command ?? 'a section'}`
    : region.command
      ? `Output of ${region.command}`
      : 'Show output';
  if (region.code === 'ASA_SHOW_TECH_DUPLICATE')
    ctx.report(
      'ignored',
      'Other',
      at,
      region.code,
      `A second copy of the configuration in a show-tech capture${region.command ? ` (${region.command})` : ''}: the first copy is the one converted.`,
    );
  else
    ctx.report(
      'ignored',
      'Other',
      at,
      region.code,
      `${what} in a show-tech capture: not configuration.`,
    );
}

/** A CLI prompt captured with the configuration (`fw1# show run`); IOS captures have them too. */
export function reportPrompt(ctx: VendorContext<TAsaLine>, prompt: TAsaLine): void {
  ctx.report(
    'ignored',
    'Other',
    prompt,
    'CAPTURE_NOISE',
    'A CLI prompt captured with the configuration.',
  );
}
