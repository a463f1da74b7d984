import type { TConfigModel } from '../../model/ir.js';
import type { Diagnostics } from '../../report/collector.js';
import { AddressReader } from './addresses.js';
import { buildDhcpServers, buildDns, buildSchedules } from './box.js';
import { SosContext } from './context.js';
import { commandRule } from './ignored-commands.js';
import { InterfaceReader } from './interfaces.js';
import { readZoneLine } from './zones.js';
import { contextLines, readItems, type TSosContext, type TSosLine } from './lines.js';
import { readInterfaceNat, reportDips } from './interface-nat.js';
import { buildPolicyNat } from './policy-nat.js';
import { PolicyReader } from './policies.js';
import { RouteReader } from './routing.js';
import { ServiceReader } from './services.js';
import { VpnReader } from './vpn.js';

const NAT_WORDS = new Set(['mip', 'vip', 'dip', 'ext']);

/** Lines read in the first pass that need every object before they can be built. */
interface TLater {
  nat: { line: TSosLine; iface: string; rest: string[] }[];
  routes: { line: TSosLine; tokens: string[]; vrouter: string }[];
  vrouterContexts: TSosContext[];
  dhcp: Map<string, TSosLine[]>;
  schedules: Map<string, TSosLine[]>;
  dns: TSosLine[];
}

/**
 * Reads ScreenOS `get config` output (NetScreen, SSG, ISG; ScreenOS 5.x-6.3) into the
 * vendor-neutral model. Every line ends up in the model or in the diagnostics.
 */
export function parseScreenOs(
  text: string,
  options: { file: string },
): { model: TConfigModel; diagnostics: Diagnostics } {
  const ctx = new SosContext(options.file);
  const { items, noise } = readItems(text);
  for (const line of noise)
    ctx.report(
      'ignored',
      'Other',
      line,
      'CAPTURE_NOISE',
      'A CLI prompt or pager remnant captured with the configuration.',
    );
  const interfaces = new InterfaceReader(ctx);
  const addresses = new AddressReader(ctx);
  const services = new ServiceReader(ctx);
  const policies = new PolicyReader(ctx);
  const routes = new RouteReader(ctx);
  const vpns = new VpnReader(ctx);
  const later: TLater = {
    nat: [],
    routes: [],
    vrouterContexts: [],
    dhcp: new Map(),
    schedules: new Map(),
    dns: [],
  };
  const push = (map: Map<string, TSosLine[]>, key: string, line: TSosLine) => {
    const list = map.get(key);
    if (list) list.push(line);
    else map.set(key, [line]);
  };

  for (const item of items) {
    if (item.kind === 'context') {
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
      continue;
    }
    const { line } = item;
    const [verb, word, a, b] = line.tokens;
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
    } else if (word === 'interface' && a) {
      const rest = line.tokens.slice(3);
      if (!unset && NAT_WORDS.has(rest[0] ?? '')) later.nat.push({ line, iface: a, rest });
      else if (!unset && rest[0] === 'dhcp' && rest[1] === 'server') push(later.dhcp, a, line);
      else interfaces.read(line, a, rest, unset);
    } else if (word === 'zone') readZoneLine(ctx, line);
    else if (word === 'address' && !unset) addresses.address(line);
    else if (word === 'group' && a === 'address' && !unset) addresses.group(line);
    else if (word === 'group' && a === 'service' && !unset) services.group(line);
    else if (word === 'service' && !unset) services.service(line);
    else if (word === 'policy') policies.line(line);
    else if (word === 'route' && !unset)
      later.routes.push({ line, tokens: line.tokens.slice(1), vrouter: 'trust-vr' });
    else if (word === 'vrouter' && b === 'route' && !unset)
      later.routes.push({ line, tokens: line.tokens.slice(3), vrouter: a ?? '' });
    else if (word === 'vrouter') routes.setting(line, a ?? '');
    else if ((word === 'ike' || word === 'vpn') && !unset) vpns.line(line);
    else if (word === 'scheduler' && a && !unset) push(later.schedules, a, line);
    else if ((word === 'hostname' || word === 'domain' || word === 'dns') && !unset)
      later.dns.push(line);
    else reportByRule(ctx, line, word, unset);
  }

  vpns.build();
  interfaces.finish();
  addresses.finish();
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

function reportByRule(
  ctx: SosContext,
  line: TSosLine,
  word: string | undefined,
  unset: boolean,
): void {
  const rule = commandRule(word);
  if (rule)
    ctx.report(
      rule.status,
      rule.objectType,
      line,
      `SOS_${rule.status.toUpperCase()}_COMMAND`,
      rule.why,
    );
  else if (unset)
    ctx.report(
      'ignored',
      'Other',
      line,
      'SOS_UNSET',
      'Removes a default: FortiOS has its own defaults.',
    );
  else
    ctx.report(
      'unrecognised',
      'Other',
      line,
      'UNRECOGNISED_LINE',
      `No rule of the ScreenOS parser understands "set ${word ?? ''}".`,
    );
}
