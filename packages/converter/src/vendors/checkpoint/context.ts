import { emptyModel, type TConfigModel } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { Diagnostics, objectKey } from '../../report/collector.js';
import type { TNote, TObjectType, TReportStatus } from '../../report/report-types.js';

/** Name spaces of the model: addresses and their groups share one, services another. */
export type TNameSpace = 'address' | 'service' | 'schedule' | 'tunnel';

/** State shared by the Check Point readers of one set of files. */
export class CpContext {
  readonly model: TConfigModel = emptyModel('checkPoint');
  readonly diag = new Diagnostics();
  private readonly taken = new Map<TNameSpace, Set<string>>();

  /** A line or object that is not a model object: ignored, unsupported or unrecognised. */
  report(
    status: TReportStatus,
    objectType: TObjectType,
    origin: TOrigin,
    code: string,
    message: string,
    name?: string,
  ): void {
    this.diag.line(status, objectType, origin, code, message, name);
  }

  note(collection: string, name: string, note: TNote): void {
    this.diag.note(objectKey(collection, name), note);
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
