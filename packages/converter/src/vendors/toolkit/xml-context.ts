import { originOf, type TOrigin } from '../../model/origin.js';
import type { TObjectType, TPartialEffect, TReportStatus } from '../../report/report-types.js';
import { VendorContext } from './vendor-context.js';
import type { TXmlNode } from './xml-tree.js';

/**
 * The context of a vendor whose source is XML (read by `readXml`): an element's origin is its
 * lines, and every element a reader takes into the model or reports is marked handled, so a
 * sweep can report the ones no reader took.
 */
export abstract class XmlVendorContext extends VendorContext<TXmlNode> {
  /** Elements a reader has accounted for (in the model or the diagnostics). */
  readonly handled = new Set<TXmlNode>();
  private readonly handledBelowMemo = new WeakMap<TXmlNode, boolean>();

  origin(node: TXmlNode): TOrigin {
    return originOf(this.file, node.line, node.endLine);
  }

  /** Marks an element as read: it became a model object whose origin it is. */
  take(node: TXmlNode): TOrigin {
    this.handled.add(node);
    return this.origin(node);
  }

  /** An element that is not a model object (ignored, unsupported, or converted into another). */
  override report(
    status: TReportStatus,
    objectType: TObjectType,
    node: TXmlNode,
    code: string,
    message: string,
    name?: string,
    effect?: TPartialEffect,
  ): void {
    this.handled.add(node);
    super.report(status, objectType, node, code, message, name, effect);
  }

  /** Some element below this one was handled (asked once the readers are done: a sweep). */
  hasHandledBelow(node: TXmlNode): boolean {
    const known = this.handledBelowMemo.get(node);
    if (known !== undefined) return known;
    const result = node.children.some((c) => this.handled.has(c) || this.hasHandledBelow(c));
    this.handledBelowMemo.set(node, result);
    return result;
  }

  /**
   * Reports lines that hold only XML structure (start and end tags of sections, empty
   * elements) as ignored, one entry per run of consecutive lines.
   */
  reportStructureLines(lines: Iterable<number>, code: string, message: string): void {
    const sorted = [...new Set(lines)].sort((a, b) => a - b);
    let start: number | undefined;
    let previous = 0;
    const flush = () => {
      if (start !== undefined)
        this.diag.line('ignored', 'Other', originOf(this.file, start, previous), code, message);
    };
    for (const line of sorted) {
      if (start === undefined || line !== previous + 1) {
        flush();
        start = line;
      }
      previous = line;
    }
    flush();
  }
}
