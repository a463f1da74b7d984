import { child, type TXmlNode } from '../toolkit/xml-tree.js';

/** Text of a child element, trimmed; undefined when absent or empty. */
export function text(node: TXmlNode | undefined, name: string): string | undefined {
  const value = child(node, name)?.text;
  return value ? value : undefined;
}

/** Texts of `<wrapper><item>…</item>…</wrapper>`, empty ones left out. */
export function list(node: TXmlNode | undefined, wrapper: string, item: string): string[] {
  const found = child(node, wrapper);
  if (!found) return [];
  return found.children.filter((c) => c.name === item && c.text !== '').map((c) => c.text);
}

/** `Enable` (or `ON`, `Active`) is true; anything else false; absent gives the default. */
export function enabled(node: TXmlNode | undefined, name: string, byDefault: boolean): boolean {
  const value = text(node, name);
  if (value === undefined) return byDefault;
  return /^(enable|enabled|on|active|yes|1)$/i.test(value);
}
