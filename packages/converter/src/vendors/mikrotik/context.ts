import type { TInterface, TRefList } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import type { TPartialEffect } from '../../report/report-types.js';
import { VendorContext } from '../toolkit/vendor-context.js';
import type { TMtCommand } from './lines.js';

/** A piece of the export: a command, or the lines of a menu path or other line. */
export type TMtAt = Pick<TMtCommand, 'line' | 'endLine'>;

/** RouterOS's built-in interface lists (MikroTik manual, "Interface lists"). */
const BUILTIN_LISTS = new Set(['all', 'none', 'dynamic', 'static']);

/** State shared by the MikroTik readers while they read one export. */
export class MikrotikContext extends VendorContext<TMtAt> {
  /** Interface list -> member interface names (`/interface list member`). */
  readonly interfaceLists = new Map<string, string[]>();
  /** Adds to a list kept in a map, without copying it. */
  static append<T>(map: Map<string, T[]>, key: string, value: T): void {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }

  /** Address-list names defined in the file (`/ip firewall address-list`). */
  readonly addressLists = new Set<string>();
  /** Bridge -> its ports (`/interface bridge port`). */
  readonly bridgePorts = new Map<string, string[]>();

  private readonly literals = new Map<string, string | undefined>();

  constructor(file: string) {
    super(file, 'mikrotik');
  }

  /** `literalAddress`, remembered per value: exports repeat the same addresses many times. */
  literal(value: string, origin: TOrigin): string | undefined {
    if (this.literals.has(value)) return this.literals.get(value);
    const name = this.literalAddress(value, origin);
    this.literals.set(value, name);
    return name;
  }

  origin(at: TMtAt): TOrigin {
    return originOf(this.file, at.line, at.endLine);
  }

  private readonly interfacesByName = new Map<string, TInterface>();

  /** The model interface of that name, if the export has it. */
  interfaceOf(name: string): TInterface | undefined {
    return this.interfacesByName.get(name);
  }

  /** The model interface of that name, made (physical, as RouterOS names its ports) if absent. */
  interfaceNamed(name: string, at: TMtAt): TInterface {
    const found = this.interfacesByName.get(name);
    if (found) return found;
    const iface: TInterface = {
      name,
      origin: this.origin(at),
      hardware: name,
      kind: 'physical',
      addressing: { mode: 'none' },
      enabled: true,
    };
    this.model.interfaces.push(iface);
    this.interfacesByName.set(name, iface);
    return iface;
  }

  /** Interface names of a list, or 'any' for `all`; undefined for a list the file lacks. */
  listMembers(list: string): TRefList | undefined {
    if (list === 'all') return 'any';
    if (BUILTIN_LISTS.has(list)) return list === 'none' ? [] : undefined;
    return this.interfaceLists.get(list);
  }
}

/** What leaving out a condition of a rule does: an accept lets more through, a deny less. */
export const effectOfDropping = (action: 'accept' | 'deny'): TPartialEffect =>
  action === 'accept' ? 'widens' : 'narrows';
