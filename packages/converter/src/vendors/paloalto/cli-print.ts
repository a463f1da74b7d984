import { at, entries, nameOf, type TXmlNode } from '../toolkit/xml-tree.js';

/**
 * Prints an XML configuration tree in the `set` or brace format, the way a single-vsys
 * firewall does (no device or vsys prefix). The tests use it to prove the three formats are
 * read alike; it is no exporter (names are quoted only when they must be).
 */
export function printCli(config: TXmlNode, format: 'set' | 'brace'): string {
  const device = entries(at(config, 'devices')).find((d) => nameOf(d) === 'localhost.localdomain');
  const vsysList = entries(at(device, 'vsys'));
  const single = vsysList.length === 1 ? vsysList[0] : undefined;
  const top = [
    ...config.children.filter((c) => c.name !== 'devices' || !device),
    ...(device?.children.filter((c) => c.name !== 'vsys' || !single) ?? []),
    ...(single?.children ?? []),
  ];
  const lines: string[] = [];
  for (const node of top) {
    if (format === 'set') printSet(node, [], lines);
    else printBrace(node, '', lines);
  }
  return `${lines.join('\n')}\n`;
}

const quote = (value: string) =>
  value === '' || /[\s"'[\]#;{}]/.test(value)
    ? value.includes('"')
      ? `'${value}'`
      : `"${value}"`
    : value;

const list = (values: string[]) =>
  values.length === 1 ? quote(values[0] ?? '') : `[ ${values.map(quote).join(' ')} ]`;

function printSet(node: TXmlNode, path: string[], lines: string[]) {
  const here = [...path, node.name === 'entry' ? quote(nameOf(node)) : node.name];
  const members = node.children.filter((c) => c.name === 'member').map((c) => c.text);
  const inner = node.children.filter((c) => c.name !== 'member');
  if (members.length) lines.push(`set ${here.join(' ')} ${list(members)}`);
  else if (node.text) lines.push(`set ${here.join(' ')} ${quote(node.text)}`);
  else if (!inner.length) lines.push(`set ${here.join(' ')}`);
  for (const c of inner) printSet(c, here, lines);
}

function printBrace(node: TXmlNode, indent: string, lines: string[]) {
  const name = node.name === 'entry' ? quote(nameOf(node)) : node.name;
  const members = node.children.filter((c) => c.name === 'member').map((c) => c.text);
  if (members.length) lines.push(`${indent}${name} ${list(members)};`);
  else if (node.text) lines.push(`${indent}${name} ${quote(node.text)};`);
  else if (!node.children.length) lines.push(`${indent}${name};`);
  else {
    lines.push(`${indent}${name} {`);
    for (const c of node.children) printBrace(c, `${indent}  `, lines);
    lines.push(`${indent}}`);
  }
}
