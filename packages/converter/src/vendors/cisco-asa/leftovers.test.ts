import { describe, expect, it } from 'vitest';
import { parseAsa } from './parse.js';

const reportOf = (text: string) =>
  parseAsa([{ name: 'l.cfg', text: `ASA Version 9.8(4)\n${text}` }], {}).diagnostics.lines.map(
    (entry) => `${entry.origin.line} ${entry.status} ${entry.code}`,
  );

// issue 21 item 1: what ASA does not convert is one table, looked up by its first words.
describe('ASA leftovers', () => {
  it('reports a command by the row of its first two words, else of its first word', () => {
    expect(reportOf('crypto ca trustpoint TP\ncrypto isakmp nat-traversal\ncrypto foo\n')).toEqual([
      '1 ignored ASA_VERSION',
      '2 unsupported ASA_UNSUPPORTED_COMMAND',
      '3 ignored ASA_IGNORED_COMMAND',
      '4 ignored ASA_IGNORED_COMMAND',
    ]);
  });

  it('reports `no X` by the row of X', () => {
    expect(reportOf('no failover\nno names\n')).toEqual([
      '1 ignored ASA_VERSION',
      '2 unsupported ASA_UNSUPPORTED_COMMAND',
      '3 ignored ASA_IGNORED_COMMAND',
    ]);
  });

  it('reports a line named like an object property as unrecognised (it used to throw)', () => {
    expect(reportOf('toString now\nconstructor x\n')).toEqual([
      '1 ignored ASA_VERSION',
      '2 unrecognised UNRECOGNISED_LINE',
      '3 unrecognised UNRECOGNISED_LINE',
    ]);
  });
});
