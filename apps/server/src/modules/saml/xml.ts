import { DOMParser } from '@xmldom/xmldom';

/** SAML namespaces. */
export const NS = {
  protocol: 'urn:oasis:names:tc:SAML:2.0:protocol',
  assertion: 'urn:oasis:names:tc:SAML:2.0:assertion',
  metadata: 'urn:oasis:names:tc:SAML:2.0:metadata',
  dsig: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

/** The largest SAML message or metadata document this server reads. */
export const MAX_XML_BYTES = 256 * 1024;

/**
 * Parses SAML XML. A document type declaration is refused outright: SAML never needs one, and
 * refusing it means no entity is ever declared, so none can be expanded (no XXE, no entity bomb).
 * Throws on anything that is not well-formed.
 */
export function parseSamlXml(xml: string): Document {
  if (xml.length > MAX_XML_BYTES) throw new Error('XML document is too large');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new Error('XML with a DOCTYPE is not accepted');
  const fail = (message: string) => {
    throw new Error(`XML is not well-formed: ${message}`);
  };
  const doc = new DOMParser({
    locator: {},
    // xmldom reports some malformed input (unclosed elements, unquoted attributes) as warnings.
    errorHandler: { warning: fail, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (!doc.documentElement) throw new Error('XML has no root element');
  return doc as unknown as Document;
}

/** The child elements of `parent` with this namespace and local name. */
export function childElements(parent: Element, ns: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (element.namespaceURI === ns && element.localName === localName) found.push(element);
  }
  return found;
}

/** The text of the single child element, or undefined when it is missing. */
export function childText(parent: Element, ns: string, localName: string): string | undefined {
  return childElements(parent, ns, localName)[0]?.textContent?.trim();
}

/** Escapes text for an XML attribute or element. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
