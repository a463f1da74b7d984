import type { ScreenOsContext } from './context.js';
import { readPrefix } from './context.js';
import { contextLines, type TSosContext, type TSosLine } from './lines.js';

const ROUTES = 'Static Routes';
const DEFAULT_VROUTER = 'trust-vr';

/** Routes of every virtual router go into FortiOS's one routing table. */
export class RouteReader {
  private count = 0;

  constructor(private readonly ctx: ScreenOsContext) {}

  /**
   * `route A/N [interface X] [gateway G] [vrouter V] [preference P] [metric M] [permanent]
   * [tag T] [description "d"]`; `tokens` start at `route`.
   */
  route(line: TSosLine, tokens: string[], vrouter: string): void {
    const { ctx } = this;
    const prefix = readPrefix(tokens, 1);
    if (tokens[1] === 'source' || !prefix) {
      ctx.report(
        'unsupported',
        ROUTES,
        line,
        tokens[1] === 'source' ? 'SOS_SOURCE_ROUTE' : 'SOS_ROUTE_UNREADABLE',
        tokens[1] === 'source'
          ? 'Source-based routes are not converted: use FortiOS policy routes.'
          : 'The route could not be read (IPv6 routes are not converted yet).',
      );
      return;
    }
    const value = (word: string) => {
      const at = tokens.indexOf(word, 1 + prefix.used);
      return at >= 0 ? tokens[at + 1] : undefined;
    };
    const next = value('vrouter');
    if (next) {
      ctx.report(
        'unsupported',
        ROUTES,
        line,
        'SOS_INTER_VROUTER_ROUTE',
        `A route to virtual router ${next}: FortiOS has one routing table here; add a VRF leak or inter-VDOM link if the virtual routers stay apart.`,
      );
      return;
    }
    const named = value('interface');
    const device = named ? (ctx.tunnelPhase1.get(named) ?? named) : undefined;
    const gateway = value('gateway');
    const preference = value('preference');
    const description = value('description');
    this.count += 1;
    const id = String(this.count);
    ctx.model.routes.push({
      id,
      origin: ctx.objectLines([line], ROUTES, id, 'route'),
      dst: { ip: prefix.ip, prefix: prefix.prefix },
      ...(gateway && gateway !== '0.0.0.0' ? { gateway } : {}),
      ...(device ? { device } : {}),
      ...(preference && /^\d+$/.test(preference) ? { distance: Number(preference) } : {}),
      ...(description ? { comment: description } : {}),
    });
    if (
      device &&
      !ctx.model.interfaces.some((i) => i.name === device) &&
      !ctx.model.phase1.some((p) => p.name === device)
    )
      ctx.note(
        'routes',
        id,
        'unsupported',
        'SOS_ROUTE_INTERFACE',
        `Its interface ${device} is not configured in the file.`,
      );
    if (value('metric') !== undefined)
      ctx.note(
        'routes',
        id,
        'converted',
        'SOS_ROUTE_METRIC',
        'The metric orders equal-preference routes on ScreenOS; FortiOS uses priority (not set).',
      );
    if (vrouter.toLowerCase() !== DEFAULT_VROUTER)
      ctx.note(
        'routes',
        id,
        'partial',
        'SOS_VROUTER_MERGED',
        `Route of virtual router ${vrouter}, merged into the single FortiOS routing table.`,
      );
  }

  /** `set vrouter "V"` ... `exit`: its routes, its other settings, routing protocols. */
  context(context: TSosContext): void {
    const { ctx } = this;
    const vrouter = context.head.tokens[2] ?? DEFAULT_VROUTER;
    ctx.report(
      'converted',
      ROUTES,
      context.head,
      'SOS_VROUTER',
      `Virtual router ${vrouter}: its routes join FortiOS's routing table.`,
      vrouter,
    );
    if (context.exit)
      ctx.report(
        'converted',
        ROUTES,
        context.exit,
        'SOS_CONTEXT_END',
        'End of the virtual router context.',
        vrouter,
      );
    for (const line of context.lines) {
      const [verb, word] = line.tokens;
      if (verb === 'set' && word === 'route') this.route(line, line.tokens.slice(1), vrouter);
      else this.setting(line, vrouter);
    }
    for (const nested of context.nested) {
      ctx.reportLines(
        'unsupported',
        ROUTES,
        contextLines(nested),
        'SOS_ROUTING_PROTOCOL',
        `Dynamic routing (${nested.head.tokens[2] ?? ''}) is not converted: configure it on FortiOS.`,
        vrouter,
      );
    }
  }

  /** A one-line vrouter setting: `set vrouter "V" ...` or inside its context. */
  setting(line: TSosLine, vrouter: string): void {
    const tokens = line.tokens;
    const protocol = tokens.includes('protocol');
    this.ctx.report(
      protocol ? 'unsupported' : 'ignored',
      ROUTES,
      line,
      protocol ? 'SOS_ROUTING_PROTOCOL' : 'SOS_VROUTER_OPTION',
      protocol
        ? 'Dynamic routing is not converted: configure it on FortiOS.'
        : `Virtual router ${vrouter} setting: FortiOS has one routing table; nothing to convert.`,
      vrouter,
    );
  }
}
