import type { TOrigin } from '../../model/origin.js';
import { VendorContext } from '../toolkit/vendor-context.js';

/** Name spaces of the model: addresses and their groups share one, services another. */
export type TNameSpace = 'address' | 'service' | 'schedule' | 'tunnel';

/**
 * State shared by the Check Point readers of one set of files: the toolkit's context (a report
 * points at the lines of an origin, in whichever file of the set) with Check Point's names.
 */
export class CpContext extends VendorContext<TOrigin> {
  private readonly taken = new Map<TNameSpace, Set<string>>();

  /** `file`: the set's first file. */
  constructor(file: string) {
    super(file, 'checkPoint');
  }

  origin(at: TOrigin): TOrigin {
    return at;
  }

  /**
   * A model name for a source name, unique in its name space: Check Point names are unique per
   * domain, but two domains (or a generated object) may reuse one.
   */
  claim(space: TNameSpace, wanted: string): string {
    const names = this.taken.get(space) ?? new Set<string>();
    this.taken.set(space, names);
    let name = wanted;
    for (let n = 2; names.has(name); n += 1) name = `${wanted}_${n}`;
    names.add(name);
    return name;
  }
}
