import { describe, expect, it } from 'vitest';
import { commandTable } from './command-table.js';

// issue 21 item 1: a vendor's top-level commands are rows of a table, not branches.
describe('commandTable', () => {
  const table = commandTable({ object: 'object', 'object network': 'network', route: 'route' });

  it('finds the row with the longest matching words', () => {
    expect(table.find(['object', 'network', 'N'])).toBe('network');
    expect(table.find(['object', 'service', 'S'])).toBe('object');
    expect(table.find(['route', 'outside'])).toBe('route');
  });

  it('finds nothing for words no row begins with, nor for a prefix shorter than every row', () => {
    expect(table.find(['hostname', 'fw'])).toBeUndefined();
    expect(table.find([])).toBeUndefined();
    expect(commandTable({ 'crypto map': 1 }).find(['crypto', 'ca'])).toBeUndefined();
  });

  it('starts at a given word (after a verb such as `set`)', () => {
    expect(table.find(['set', 'route', '0.0.0.0/0'], 1)).toBe('route');
    expect(table.find(['set', 'route'], 2)).toBeUndefined();
  });

  it('does not take the names of object properties for rows', () => {
    expect(table.find(['toString'])).toBeUndefined();
    expect(table.find(['constructor', 'x'])).toBeUndefined();
    expect(table.find(['__proto__'])).toBeUndefined();
  });
});
