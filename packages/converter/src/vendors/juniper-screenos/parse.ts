import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { buildDhcpServers } from './dhcp.js';
import { buildDns } from './dns.js';
import { buildSchedules } from './schedules.js';
import { ScreenOsContext } from './context.js';
import { readInterfaceNat, reportDips } from './interface-nat.js';
import { reportLeftoverStatement } from './leftovers.js';
import { contextLines, readItems, type TSosLine } from './lines.js';
import { buildPolicyNat } from './policy-nat.js';
import { ScreenOsReaders, STATEMENTS } from './statements.js';

/**
 * Reads ScreenOS `get config` output (NetScreen, SSG, ISG; ScreenOS 5.x-6.3) into the
 * vendor-neutral model. Every line ends up in the model or in the diagnostics.
 */
export function parseScreenOs(
  files: readonly TSourceFile[],
  _options: TParseOptions,
): TParseResult {
  const [file] = files;
  if (!file) throw new Error('parse needs at least one file');
  const ctx = new ScreenOsContext(file.name);
  const { items, noise } = readItems(file.text);
  for (const line of noise)
    ctx.report(
      'ignored',
      'Other',
      line,
      'CAPTURE_NOISE',
      'A CLI prompt or pager remnant captured with the configuration.',
    );
  const readers = new ScreenOsReaders(ctx);
  const { policies, routes, vpns, services, later } = readers;

  for (const item of items) {
    if (item.kind === 'line') {
      readLine(readers, item.line);
      continue;
    }
    const { context } = item;
    if (context.kind === 'policy') policies.context(context.head, context.lines, context.exit);
    else if (context.kind === 'vrouter') later.vrouterContexts.push(context);
    else {
      for (const line of contextLines(context))
        ctx.report(
          'unsupported',
          'System',
          line,
          'SOS_VSYS',
          'Virtual systems are not converted yet: convert each vsys export on its own (one VDOM each).',
        );
    }
  }

  vpns.build();
  readers.interfaces.finish();
  readers.addresses.finish();
  services.finish();
  for (const route of later.routes) routes.route(route.line, route.tokens, route.vrouter);
  for (const context of later.vrouterContexts) routes.context(context);
  for (const nat of later.nat) readInterfaceNat(ctx, services, nat.line, nat.iface, nat.rest);
  buildSchedules(ctx, later.schedules);
  const built = policies.build(services);
  vpns.finishPolicyBased(built);
  buildPolicyNat(ctx, built);
  reportDips(ctx);
  buildDhcpServers(ctx, later.dhcp);
  buildDns(ctx, later.dns);
  for (const zone of ctx.model.zones)
    if (zone.interfaces.length === 0)
      ctx.note(
        'zones',
        zone.name,
        'partial',
        'SOS_ZONE_EMPTY',
        `No interface of the file is in zone ${zone.name}: add its interfaces on the FortiGate, or its policies match no traffic.`,
      );
  return { model: ctx.model, diagnostics: ctx.diag };
}

/** A top-level line: `set|unset WORD ...` by its reader, else by the leftovers table. */
function readLine(readers: ScreenOsReaders, line: TSosLine): void {
  const { ctx } = readers;
  const verb = line.tokens[0];
  const unset = verb === 'unset';
  if (verb === 'exit' && line.tokens.length === 1) {
    ctx.report('ignored', 'Other', line, 'SOS_STRAY_EXIT', 'An exit outside any context.');
  } else if (verb !== 'set' && !unset) {
    ctx.report(
      'unrecognised',
      'Other',
      line,
      'UNRECOGNISED_LINE',
      'Not a ScreenOS set/unset command.',
    );
  } else if (!STATEMENTS.find(line.tokens, 1)?.(readers, line, unset)) {
    reportLeftoverStatement(ctx, line, unset);
  }
}
