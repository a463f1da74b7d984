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
}
