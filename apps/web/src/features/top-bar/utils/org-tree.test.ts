import type { TOrganisation } from '@fwmig/contract';
import { describe, expect, it } from 'vitest';
import { orgTreeRows, type TOrgTreeRow } from './org-tree';
import { acme, globex } from './test-orgs';

/** The tree as "TYPE name" lines, indented two spaces per level. */
function outline(rows: readonly TOrgTreeRow[], depth = 0): string[] {
  return rows.flatMap((row) => [
    `${'  '.repeat(depth)}${row.type} ${row.name}`,
    ...outline(row.children ?? [], depth + 1),
  ]);
}

describe('orgTreeRows (spec §3: ORG → ORG_UNIT → OU_ACCOUNT)', () => {
  it('S2-61: hangs units under the organisation or a unit, accounts under a unit or the organisation', () => {
    expect(outline(orgTreeRows([acme, globex]))).toEqual([
      'ORG acme',
      '  ORG_UNIT EMEA',
      '    ORG_UNIT France',
      '      OU_ACCOUNT Paris Branch',
      '    OU_ACCOUNT EMEA Ops',
      '  OU_ACCOUNT Head Office',
      'ORG Globex',
      '  OU_ACCOUNT Springfield Plant',
    ]);
  });

  it('carries the member account and its organisation on OU_ACCOUNT nodes only', () => {
    const [org] = orgTreeRows([globex]);
    expect(org?.account).toBeUndefined();
    expect(org?.children?.[0]?.account?.accountId).toBe('a-springfield');
    expect(org?.children?.[0]?.org).toBe(globex);
  });

  it('puts a node whose parent is unknown under the organisation and drops units in a cycle', () => {
    const odd: TOrganisation = {
      ...globex,
      orgUnits: [
        { ouNodeId: 'u1', ouName: 'Loop A', ouDescription: '', parentId: 'u2' },
        { ouNodeId: 'u2', ouName: 'Loop B', ouDescription: '', parentId: 'u1' },
      ],
      memberAccounts: globex.memberAccounts.map((account) => ({ ...account, parentId: 'gone' })),
    };
    expect(outline(orgTreeRows([odd]))).toEqual(['ORG Globex', '  OU_ACCOUNT Springfield Plant']);
  });

  it('gives every node a key unique across trees, behind the prefix', () => {
    const keys = (rows: readonly TOrgTreeRow[]): string[] =>
      rows.flatMap((row) => [row.id, ...keys(row.children ?? [])]);
    const all = [...keys(orgTreeRows([acme], 'r1/')), ...keys(orgTreeRows([acme], 'r2/'))];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((key) => key.startsWith('r1/') || key.startsWith('r2/'))).toBe(true);
  });
});
