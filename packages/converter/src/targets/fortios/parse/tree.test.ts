import { describe, expect, it } from 'vitest';
import { parseTree, type TCliConfig, type TCliEdit, type TCliNode, type TCliSet } from './tree.js';

const lines = (...text: string[]): string => text.join('\n');

function config(node: TCliNode | undefined): TCliConfig {
  if (node?.kind !== 'config') throw new Error(`expected config, got ${node?.kind}`);
  return node;
}
function edit(node: TCliNode | undefined): TCliEdit {
  if (node?.kind !== 'edit') throw new Error(`expected edit, got ${node?.kind}`);
  return node;
}
function set(node: TCliNode | undefined): TCliSet {
  if (node?.kind !== 'set') throw new Error(`expected set, got ${node?.kind}`);
  return node;
}

describe('parseTree structure', () => {
  it('nests tables, entries and sub-tables with their line spans', () => {
    const tree = parseTree(
      lines(
        'config system dhcp server',
        '    edit 5',
        '        set interface "lan1"',
        '        config ip-range',
        '            edit 1',
        '                set start-ip 10.0.0.10',
        '            next',
        '        end',
        '    next',
        'end',
      ),
    );
    const table = config(tree.nodes[0]);
    expect(table).toMatchObject({ path: ['system', 'dhcp', 'server'], line: 1, endLine: 10 });
    const server = edit(table.children[0]);
    expect(server).toMatchObject({ key: '5', line: 2, endLine: 9 });
    const ranges = config(server.children[1]);
    expect(ranges).toMatchObject({ path: ['ip-range'], line: 4, endLine: 8 });
    expect(set(edit(ranges.children[0]).children[0])).toMatchObject({
      key: 'start-ip',
      values: ['10.0.0.10'],
      line: 6,
    });
    expect(tree.problems).toEqual([]);
  });

  it('reads singletons and quoted config paths', () => {
    const tree = parseTree(
      lines(
        'config system replacemsg mail "email-block"',
        'end',
        'config system global',
        '    set hostname "fw"',
        'end',
      ),
    );
    expect(config(tree.nodes[0]).path).toEqual(['system', 'replacemsg', 'mail', 'email-block']);
    expect(set(config(tree.nodes[1]).children[0]).values).toEqual(['fw']);
  });

  it('closes an entry at the next edit when next is missing, and an entry and its table at end', () => {
    const tree = parseTree(
      lines(
        'config vdom',
        'edit root',
        'config system settings',
        'end',
        'edit ro',
        'config firewall address',
        'end',
        'end',
      ),
    );
    const vdom = config(tree.nodes[0]);
    expect(vdom.children.map((c) => [edit(c).key, c.line, c.endLine])).toEqual([
      ['root', 2, 4],
      ['ro', 5, 7],
    ]);
    expect(vdom.endLine).toBe(8);
    expect(tree.problems).toEqual([]);
  });
});

describe('parseTree values', () => {
  const values = (line: string): string[] =>
    set(config(parseTree(`config x\n    ${line}\nend`).nodes[0]).children[0]).values;

  it('unquotes strings and keeps bare words', () => {
    expect(values('set member "a b" c "d"')).toEqual(['a b', 'c', 'd']);
    expect(values('set ip 10.0.0.1 255.255.255.0')).toEqual(['10.0.0.1', '255.255.255.0']);
  });

  it('reads \'\' and "" as the empty string', () => {
    expect(values("set comment ''")).toEqual(['']);
    expect(values('set comment ""')).toEqual(['']);
  });

  it('unescapes \\" \\\' and \\\\ and keeps other backslashes', () => {
    expect(values('set comment "say \\"hi\\" it\\\'s C:\\\\tmp \\d"')).toEqual([
      'say "hi" it\'s C:\\tmp \\d',
    ]);
  });

  it('keeps names with spaces, slashes, ampersands and non-ASCII', () => {
    expect(values('set srcintf "Estações" "Botnet-C&C.Server" "a/b (c)"')).toEqual([
      'Estações',
      'Botnet-C&C.Server',
      'a/b (c)',
    ]);
  });

  it('reads a quoted string over many lines', () => {
    const tree = parseTree(
      lines(
        'config vpn certificate local',
        '    edit "cert"',
        '        set certificate "-----BEGIN CERTIFICATE-----',
        'MIIB',
        'next',
        '-----END CERTIFICATE-----"',
        '    next',
        'end',
      ),
    );
    const entry = edit(config(tree.nodes[0]).children[0]);
    expect(set(entry.children[0])).toMatchObject({
      values: ['-----BEGIN CERTIFICATE-----\nMIIB\nnext\n-----END CERTIFICATE-----'],
      line: 3,
      endLine: 6,
    });
    expect(entry.endLine).toBe(7);
  });

  it('closes a stray open quote when the next line is a sibling statement', () => {
    const tree = parseTree(
      lines(
        'config firewall policy',
        '    edit 20',
        '        set service ""HTTPS" "HTTP"',
        '    next',
        '    edit 21',
        '    next',
        'end',
      ),
    );
    const table = config(tree.nodes[0]);
    expect(table.children.map((c) => edit(c).key)).toEqual(['20', '21']);
    expect(tree.problems).toMatchObject([{ code: 'UNTERMINATED_QUOTE', line: 3, endLine: 3 }]);
  });

  it('accepts CRLF line ends and a BOM', () => {
    const tree = parseTree('\uFEFFconfig system global\r\n    set hostname "fw"\r\nend\r\n');
    expect(set(config(tree.nodes[0]).children[0])).toMatchObject({ values: ['fw'], line: 2 });
  });
});

describe('parseTree damage', () => {
  it('records an end too many instead of failing', () => {
    const tree = parseTree(lines('config system global', 'end', 'end'));
    expect(tree.problems).toMatchObject([{ code: 'UNBALANCED_END', line: 3 }]);
  });

  it('closes blocks left open by a cut file at the last line', () => {
    const tree = parseTree(
      lines('config firewall address', '    edit "a"', '        set subnet 10.0.0.0 255.0.0.0'),
    );
    const table = config(tree.nodes[0]);
    expect([table.endLine, edit(table.children[0]).endLine]).toEqual([3, 3]);
    expect(tree.problems).toMatchObject([{ code: 'UNCLOSED_BLOCK', line: 1, endLine: 3 }]);
  });

  it('keeps junk, prompts and comments as nodes of their own', () => {
    const tree = parseTree(
      lines('FG $ show', '#config-version=x', 'config system global', 'end', 'garbage here'),
    );
    expect(tree.nodes.map((n) => n.kind)).toEqual(['other', 'comment', 'config', 'other']);
  });
});
