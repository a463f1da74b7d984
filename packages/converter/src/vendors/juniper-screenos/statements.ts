import { always, commandTable } from '../toolkit/command-table.js';
import { AddressReader } from './addresses.js';
import type { ScreenOsContext } from './context.js';
import { InterfaceReader } from './interfaces.js';
import { append, type TSosContext, type TSosLine } from './lines.js';
import { PolicyReader } from './policies.js';
import { RouteReader } from './routes.js';
import { ServiceReader } from './services.js';
import { VpnReader } from './vpn.js';
import { readZoneLine } from './zones.js';

const NAT_WORDS = new Set(['mip', 'vip', 'dip', 'ext']);

/** The readers of one file and the lines they keep until every object is read. */
export class ScreenOsReaders {
  readonly interfaces: InterfaceReader;
  readonly addresses: AddressReader;
  readonly services: ServiceReader;
  readonly policies: PolicyReader;
  readonly routes: RouteReader;
  readonly vpns: VpnReader;
  /** Lines read in the first pass that need every object before they can be built. */
  readonly later = {
    nat: [] as { line: TSosLine; iface: string; rest: string[] }[],
    routes: [] as { line: TSosLine; tokens: string[]; vrouter: string }[],
    vrouterContexts: [] as TSosContext[],
    dhcp: new Map<string, TSosLine[]>(),
    schedules: new Map<string, TSosLine[]>(),
    dns: [] as TSosLine[],
  };

  constructor(readonly ctx: ScreenOsContext) {
    this.interfaces = new InterfaceReader(ctx);
    this.addresses = new AddressReader(ctx);
    this.services = new ServiceReader(ctx);
    this.policies = new PolicyReader(ctx);
    this.routes = new RouteReader(ctx);
    this.vpns = new VpnReader(ctx);
  }
}

/**
 * A reader of `set|unset WORD ...`; false when the line is not its statement after all (most
 * read only `set`), so the leftovers table reports it.
 */
type TStatementReader = (readers: ScreenOsReaders, line: TSosLine, unset: boolean) => boolean;

/** `set` only: an `unset` of it removes a default, reported by the leftovers. */
const setOnly =
  (read: (readers: ScreenOsReaders, line: TSosLine) => void): TStatementReader =>
  (readers, line, unset) => {
    if (unset) return false;
    read(readers, line);
    return true;
  };

/** The statements of a ScreenOS file, by the words after `set` or `unset`. */
export const STATEMENTS = commandTable<TStatementReader>({
  interface: ({ interfaces, later }, line, unset) => {
    const iface = line.tokens[2];
    if (!iface) return false;
    const rest = line.tokens.slice(3);
    if (!unset && NAT_WORDS.has(rest[0] ?? '')) later.nat.push({ line, iface, rest });
    else if (!unset && rest[0] === 'dhcp' && rest[1] === 'server') append(later.dhcp, iface, line);
    else interfaces.read(line, iface, rest, unset);
    return true;
  },
  zone: always(({ ctx }: ScreenOsReaders, line: TSosLine) => readZoneLine(ctx, line)),
  address: setOnly(({ addresses }, line) => addresses.address(line)),
  'group address': setOnly(({ addresses }, line) => addresses.group(line)),
  'group service': setOnly(({ services }, line) => services.group(line)),
  service: setOnly(({ services }, line) => services.service(line)),
  policy: always(({ policies }: ScreenOsReaders, line: TSosLine) => policies.line(line)),
  route: setOnly(({ later }, line) =>
    later.routes.push({ line, tokens: line.tokens.slice(1), vrouter: 'trust-vr' }),
  ),
  vrouter: always(({ later, routes }: ScreenOsReaders, line: TSosLine, unset: boolean) => {
    const [, , vrouter = '', word] = line.tokens;
    if (word === 'route' && !unset)
      later.routes.push({ line, tokens: line.tokens.slice(3), vrouter });
    else routes.setting(line, vrouter);
  }),
  ike: setOnly(({ vpns }, line) => vpns.line(line)),
  vpn: setOnly(({ vpns }, line) => vpns.line(line)),
  scheduler: (readers, line, unset) => {
    const name = line.tokens[2];
    if (!name || unset) return false;
    append(readers.later.schedules, name, line);
    return true;
  },
  hostname: setOnly(({ later }, line) => later.dns.push(line)),
  domain: setOnly(({ later }, line) => later.dns.push(line)),
  dns: setOnly(({ later }, line) => later.dns.push(line)),
});
