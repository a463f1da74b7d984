import { describe, expect, it } from 'vitest';
import { openQuotesAtLineStarts, tokenizeLine, type TToken } from './fortios-highlight';

/** The line's tokens but whitespace, as `kind:text`. */
const kinds = (line: string, open: '"' | "'" | null = null) =>
  tokenizeLine(line, open)
    .tokens.filter((token) => token.text.trim() !== '')
    .map((token) => `${token.kind}:${token.text.trim()}`);

const joined = (tokens: readonly TToken[]) => tokens.map((token) => token.text).join('');

describe('tokenizeLine', () => {
  it('colours the block keywords and the table path after config', () => {
    expect(kinds('config firewall address')).toEqual([
      'keyword:config',
      'path:firewall',
      'path:address',
    ]);
    expect(kinds('    edit "port1"')).toEqual(['keyword:edit', 'string:"port1"']);
    expect(kinds('    edit 185')).toEqual(['keyword:edit', 'number:185']);
    expect(kinds('    next')).toEqual(['keyword:next']);
    expect(kinds('end')).toEqual(['keyword:end']);
  });

  it('colours the setting name after set, unset and append, and the values by kind', () => {
    expect(kinds('        set srcintf "port10" "port11"')).toEqual([
      'keyword:set',
      'setting:srcintf',
      'string:"port10"',
      'string:"port11"',
    ]);
    expect(kinds('        set action accept')).toEqual([
      'keyword:set',
      'setting:action',
      'plain:accept',
    ]);
    expect(kinds('        unset icmptype')).toEqual(['keyword:unset', 'setting:icmptype']);
    expect(kinds('        append member "HTTPS"')).toEqual([
      'keyword:append',
      'setting:member',
      'string:"HTTPS"',
    ]);
  });

  it('tells numbers, port ranges, IPv4 addresses, masks and CIDR apart from words', () => {
    expect(kinds('set ip 172.25.126.254 255.255.255.0')).toEqual([
      'keyword:set',
      'setting:ip',
      'address:172.25.126.254',
      'address:255.255.255.0',
    ]);
    expect(kinds('set subnet 10.0.0.0/24')).toContain('address:10.0.0.0/24');
    expect(kinds('set tcp-portrange 0-65535:1024-2048 443')).toEqual([
      'keyword:set',
      'setting:tcp-portrange',
      'number:0-65535:1024-2048',
      'number:443',
    ]);
    // Not an address: an octet over 255, a version number.
    expect(kinds('set x 300.1.1.1 7.4.11')).toEqual([
      'keyword:set',
      'setting:x',
      'plain:300.1.1.1 7.4.11',
    ]);
  });

  it('keeps keywords and numbers inside strings as part of the string', () => {
    expect(kinds('set comments "end of policy 12 next"')).toEqual([
      'keyword:set',
      'setting:comments',
      'string:"end of policy 12 next"',
    ]);
    expect(kinds('set comment "say \\"hi\\" to 10.0.0.1" 5')).toEqual([
      'keyword:set',
      'setting:comment',
      'string:"say \\"hi\\" to 10.0.0.1"',
      'number:5',
    ]);
    expect(kinds("set comment ''")).toEqual(['keyword:set', 'setting:comment', "string:''"]);
  });

  it('only colours keywords as the command of a line', () => {
    expect(kinds('set status end')).toEqual(['keyword:set', 'setting:status', 'plain:end']);
  });

  it('treats a line starting with # as a comment, whatever follows', () => {
    expect(kinds('#config-version=FG2H0G-7.4.11-FW-build2878:opmode=0')).toEqual([
      'comment:#config-version=FG2H0G-7.4.11-FW-build2878:opmode=0',
    ]);
    expect(kinds('    # set by the converter "x')).toEqual(['comment:# set by the converter "x']);
    expect(tokenizeLine('# a "quote').openQuote).toBeNull();
  });

  it('carries an open quote to the next lines of a long string', () => {
    const first = tokenizeLine('    set buffer "<html>');
    expect(first.openQuote).toBe('"');
    const middle = tokenizeLine('  end of a sentence, config 12', '"');
    expect(middle.tokens).toEqual([{ kind: 'string', text: '  end of a sentence, config 12' }]);
    expect(middle.openQuote).toBe('"');
    const last = tokenizeLine('</html>" 42', '"');
    expect(last.openQuote).toBeNull();
    expect(kinds('</html>" 42', '"')).toEqual(['string:</html>"', 'number:42']);
  });

  it('gives back the exact line when the tokens are joined', () => {
    for (const line of [
      '    set member "a b" "c\\"d" 10.1.1.1/32  ',
      '\tedit 3',
      '',
      'set x "open',
      '  # note',
    ]) {
      expect(joined(tokenizeLine(line).tokens)).toBe(line);
    }
  });
});

describe('openQuotesAtLineStarts', () => {
  it('says which lines begin inside a string spanning lines', () => {
    const lines = [
      'config system replacemsg mail "email-block"',
      '    set buffer "<p>Blocked',
      "it's the policy",
      '</p>"',
      '    set format html',
      'end',
    ];
    expect(openQuotesAtLineStarts(lines)).toEqual([null, null, '"', '"', null, null]);
  });
});
