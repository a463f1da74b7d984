import { describe, expect, it } from 'vitest';
import { codedByStatus, leftoverTable, type TLeftover } from './leftovers.js';

const row = (path: string, status: TLeftover['status'] = 'ignored'): TLeftover => ({
  path,
  status,
  objectType: 'System',
  why: `why ${path}`,
});

describe('leftoverTable: one row format for every vendor (issue 21 item 1)', () => {
  const table = leftoverTable(
    'X_IGNORED',
    codedByStatus('X', [
      row('system'),
      row('system services dhcp', 'unsupported'),
      row('routing-instances * protocols', 'unsupported'),
      row('routing-instances red protocols bgp'),
      row('import', 'converted'),
    ]),
  );
  const find = (text: string) => table.find(text.split(' '))?.path;

  it('takes the row of the longest path that begins the words, whatever the row order', () => {
    expect(find('system services dhcp pool a')).toBe('system services dhcp');
    expect(find('system services ssh')).toBe('system');
    expect(find('snmp community public')).toBeUndefined();
  });

  it('lets * stand for one word, a longer exact path still winning', () => {
    expect(find('routing-instances blue protocols ospf')).toBe('routing-instances * protocols');
    expect(find('routing-instances red protocols bgp group g')).toBe(
      'routing-instances red protocols bgp',
    );
    expect(find('routing-instances blue')).toBeUndefined();
  });

  it('names each row its status code unless the row gives one', () => {
    const code = (text: string) => {
      const found = table.find(text.split(' '));
      return found && table.codeOf(found);
    };
    expect(code('system login')).toBe('X_IGNORED');
    expect(code('system services dhcp')).toBe('X_UNSUPPORTED');
    expect(code('import')).toBe('X_CONVERTED');
    const own = leftoverTable('X', [{ ...row('a'), code: 'X_OWN' }]);
    const found = own.find(['a']);
    expect(found && own.codeOf(found)).toBe('X_OWN');
  });

  it('refuses a path listed twice', () => {
    expect(() => leftoverTable('X', [row('system'), row('system')])).toThrow(/listed twice/);
  });
});
