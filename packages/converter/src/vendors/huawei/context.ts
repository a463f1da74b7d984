import type { TInterface } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import type { TObjectType, TPartialEffect } from '../../report/report-types.js';
import { VendorContext } from '../toolkit/vendor-context.js';
import type { TVrpLine } from './lines.js';

/** A piece of the export: a line, or a view with the lines below it. */
export type THwAt = Pick<TVrpLine, 'n' | 'end'>;

/** State shared by the Huawei readers while they read one export. */
export class HuaweiContext extends VendorContext<THwAt> {
  private readonly interfacesByName = new Map<string, TInterface>();
  /** Zone name -> priority (`set priority`), built-in zones included. */
  readonly zonePriority = new Map<string, number>();
  /** Advanced ACLs by number or name: their `rule` lines (IPsec selectors). */
  readonly acls = new Map<string, TVrpLine>();
  /** IKE proposals, IKE peers and IPsec proposals by name, read before the IPsec policies. */
  readonly ikeProposals = new Map<string, { proposals: string[]; dhGroups: number[] }>();
  readonly ipsecProposals = new Map<string, string[]>();
  /** IPsec policy name -> the interface it is applied on (`ipsec policy X` in the view). */
  readonly ipsecInterfaces = new Map<string, string>();

  constructor(file: string) {
    super(file, 'huawei');
  }

  origin(at: THwAt): TOrigin {
    return originOf(this.file, at.n, at.end);
  }

  /** A line no reader understood, reported with its text. */
  notRead(objectType: TObjectType, line: TVrpLine, code: string, name?: string): void {
    this.report('unrecognised', objectType, line, code, `Not read: "${line.text}".`, name);
  }

  /** The head line of a view whose lines other reports account for. */
  viewHead(objectType: TObjectType, view: TVrpLine, code: string, message: string): void {
    this.report('converted', objectType, { n: view.n, end: view.n }, code, message);
  }

  addInterface(iface: TInterface): void {
    this.model.interfaces.push(iface);
    this.interfacesByName.set(iface.name, iface);
  }

  interfaceOf(name: string): TInterface | undefined {
    return this.interfacesByName.get(name);
  }

  /** The object for an address written `ip len`, `ip mask m`, `ip` or `range a b`; words used. */
  addressOperand(words: readonly string[], at: number, line: THwAt): [string | undefined, number] {
    const first = words[at] ?? '';
    if (first === 'range') {
      const value = `${words[at + 1] ?? ''}-${words[at + 2] ?? ''}`;
      return [this.literalAddress(value, this.origin(line)), 3];
    }
    const next = words[at + 1];
    if (next === 'mask') {
      const value = `${first}/${words[at + 2] ?? ''}`;
      return [this.literalAddress(value, this.origin(line)), 3];
    }
    if (next !== undefined && /^\d{1,2}$/.test(next))
      return [this.literalAddress(`${first}/${next}`, this.origin(line)), 2];
    if (next !== undefined && /^\d+\.\d+\.\d+\.\d+$/.test(next))
      return [this.literalAddress(`${first}/${next}`, this.origin(line)), 2];
    return [this.literalAddress(first, this.origin(line)), 1];
  }
}

/** What leaving out a condition of a rule does: an accept lets more through, a deny less. */
export const effectOfDropping = (action: 'accept' | 'deny'): TPartialEffect =>
  action === 'accept' ? 'widens' : 'narrows';
