import type { TAddress } from '../../model/ir.js';
import { readPrefix, type ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';

const ADDR = 'Addresses & Address Groups';
const FQDN =
  /^(?=.{1,253}$)[A-Za-z0-9*]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

interface TDefinition {
  zone: string;
  name: string;
  lines: TSosLine[];
  kind: 'address' | 'group';
}

const key = (zone: string, name: string) => `${zone.toLowerCase()}\u0000${name}`;

/**
 * Address books per zone: `set address "Z" "N" ip mask|ip/len|fqdn ["comment"]` and
 * `set group address "Z" "G" [comment "c"]` with `... add "M"`. A name used in several zones
 * becomes `<zone>_<name>` so that each zone keeps its own object.
 */
export class AddressReader {
  private readonly definitions = new Map<string, TDefinition>();

  constructor(private readonly ctx: ScreenOsContext) {}

  address(line: TSosLine): void {
    const [, , zone, name] = line.tokens;
    if (!zone || !name) {
      this.ctx.report(
        'unrecognised',
        ADDR,
        line,
        'SOS_ADDRESS_UNREADABLE',
        'The address could not be read.',
      );
      return;
    }
    this.define(zone, name, line, 'address');
  }

  group(line: TSosLine): void {
    const [, , , zone, name] = line.tokens;
    if (!zone || !name) {
      this.ctx.report(
        'unrecognised',
        ADDR,
        line,
        'SOS_GROUP_UNREADABLE',
        'The address group could not be read.',
      );
      return;
    }
    this.define(zone, name, line, 'group');
  }

  private define(zone: string, name: string, line: TSosLine, kind: TDefinition['kind']): void {
    const found = this.definitions.get(key(zone, name));
    if (found) found.lines.push(line);
    else this.definitions.set(key(zone, name), { zone, name, lines: [line], kind });
  }

  /** Builds addresses, then groups, into the model and the zone books. */
  finish(): void {
    const zonesOf = new Map<string, number>();
    for (const def of this.definitions.values())
      zonesOf.set(def.name, (zonesOf.get(def.name) ?? 0) + 1);
    const modelName = (def: TDefinition) =>
      (zonesOf.get(def.name) ?? 0) > 1 ? `${def.zone}_${def.name}` : def.name;
    const defs = [...this.definitions.values()];
    for (const def of defs.filter((d) => d.kind === 'address'))
      this.buildAddress(def, modelName(def));
    // Books first, so that group members resolve whatever the order of the groups.
    for (const def of defs.filter((d) => d.kind === 'group'))
      this.ctx.book(def.zone).set(def.name, { model: modelName(def), kind: 'group' });
    for (const def of defs.filter((d) => d.kind === 'group')) this.buildGroup(def, modelName(def));
    for (const def of defs) {
      const name = modelName(def);
      if (name !== def.name)
        this.ctx.note(
          def.kind === 'group' ? 'addressGroups' : 'addresses',
          name,
          'converted',
          'SOS_ZONE_SCOPED_NAME',
          `${def.name} exists in several zones: this one (zone ${def.zone}) is named ${name}.`,
        );
    }
  }

  private buildAddress(def: TDefinition, name: string): void {
    const { ctx } = this;
    const [line, ...extra] = def.lines;
    if (!line) return;
    for (const other of extra)
      ctx.report(
        'ignored',
        ADDR,
        other,
        'SOS_ADDRESS_REDEFINED',
        `${def.name} is defined again in zone ${def.zone}: the first definition is kept.`,
        def.name,
      );
    const tokens = line.tokens;
    const prefix = readPrefix(tokens, 4);
    const value = tokens[4] ?? '';
    const origin = ctx.objectLines([line], ADDR, name, 'address');
    let address: TAddress | undefined;
    let used = 0;
    if (prefix) {
      used = prefix.used;
      address =
        prefix.prefix === 32
          ? { name, origin, kind: 'host', ip: prefix.ip }
          : { name, origin, kind: 'subnet', ip: prefix.ip, prefix: prefix.prefix };
    } else if (!value.includes(':') && FQDN.test(value) && !/^[\d.]+$/.test(value)) {
      used = 1;
      address = { name, origin, kind: 'fqdn', fqdn: value };
    }
    if (!address) {
      ctx.claimed.delete(line.n);
      ctx.report(
        'unsupported',
        ADDR,
        line,
        value.includes(':') ? 'SOS_IPV6_ADDRESS' : 'SOS_ADDRESS_UNREADABLE',
        value.includes(':')
          ? 'IPv6 addresses are not converted yet.'
          : `The address value "${value}" could not be read.`,
        def.name,
      );
      return;
    }
    const comment = tokens[4 + used];
    if (comment) address.comment = comment;
    ctx.model.addresses.push(address);
    ctx.book(def.zone).set(def.name, { model: name, kind: 'address' });
  }

  private buildGroup(def: TDefinition, name: string): void {
    const { ctx } = this;
    const members: string[] = [];
    const skipped: string[] = [];
    let comment: string | undefined;
    for (const line of def.lines) {
      const rest = line.tokens.slice(5);
      if (rest[0] === 'add' && rest[1] !== undefined) {
        // Members must be in the group's own zone.
        const member = ctx.book(def.zone).get(rest[1]);
        if (member && !members.includes(member.model)) members.push(member.model);
        else if (!member) skipped.push(rest[1]);
      } else if (rest[0] === 'comment' && rest[1] !== undefined) comment = rest[1];
    }
    const origin = ctx.objectLines(def.lines, ADDR, name, 'address group');
    ctx.model.addressGroups.push({ name, origin, members, ...(comment ? { comment } : {}) });
    if (skipped.length) ctx.lossyGroups.set(name, skipped);
    if (skipped.length)
      ctx.note(
        'addressGroups',
        name,
        'partial',
        'SOS_GROUP_MEMBER_UNKNOWN',
        `Members not in zone ${def.zone}'s address book are left out: ${skipped.join(', ')}.`,
      );
  }
}
