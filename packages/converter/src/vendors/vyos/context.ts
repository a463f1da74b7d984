import { originOf, type TOrigin } from '../../model/origin.js';
import { VendorContext } from '../toolkit/vendor-context.js';
import type { TNode } from './tree.js';

/**
 * State of one VyOS / EdgeOS conversion: the model, the diagnostics, and what the readers
 * learn that later readers need (interface names that stand for others, lossy objects).
 */
export class VyosContext extends VendorContext<TNode> {
  /** Interface names rules may use for another: `pppoe0` -> the ethernet it dials on. */
  readonly aliases = new Map<string, string>();
  /** Objects converted with something left out: rules naming them are not compared. */
  readonly lossy = new Set<string>();
  /** Port-groups by name: their ports, a protocol is added where a rule names one. */
  readonly portGroups = new Map<string, { ports: string[]; missing: string[] }>();
  readonly portGroupNodes = new Map<string, TNode>();
  /** Lines already reported (a rule set applied in several places is read once per place). */
  readonly reported = new Set<TNode>();
  /** Rule sets converted somewhere (applied, or reached by a jump). */
  readonly appliedSets = new Set<string>();

  constructor(
    file: string,
    vendor: string,
    /** EdgeOS (`service nat`, `port-forward`, ...) or VyOS/Vyatta. */
    readonly edgeos: boolean,
  ) {
    super(file, vendor);
  }

  /** Reports a line once, however often its rule set is read (applied in several places). */
  reportOnce(
    node: TNode,
    status: 'converted' | 'unsupported' | 'ignored',
    code: string,
    message: string,
    name: string,
  ): void {
    if (this.reported.has(node)) return;
    this.reported.add(node);
    this.report(status, 'Policies', node, code, message, name);
  }

  origin(node: TNode): TOrigin {
    return originOf(node.file, node.line, node.endLine);
  }

  /** The model name of an interface a rule or NAT rule names. */
  interfaceName(name: string): string {
    return this.aliases.get(name) ?? name;
  }
}
