import { describe, expect, it } from 'vitest';
import type { TDirectoryOrgNode } from '@fwmig/contract';
import { moveTargets, orgTree } from './org-tree';

const node = (nodeId: string, parentId: string, type: TDirectoryOrgNode['type'] = 'ORG_UNIT') => ({
  nodeId,
  parentId,
  type,
  name: nodeId,
  description: '',
  accountUserId: type === 'OU_ACCOUNT' ? '100011' : null,
});

const NODES = [
  node('north', 'regions'),
  node('regions', 'org'),
  node('acc', 'north', 'OU_ACCOUNT'),
  node('south', 'regions'),
];

describe('issue 20 item 1: the OU tree editor', () => {
  it('nests nodes under their parents, whatever order they come in', () => {
    const tree = orgTree('org', NODES);
    expect(tree.map((n) => n.nodeId)).toEqual(['regions']);
    expect(tree[0]?.children?.map((n) => n.nodeId)).toEqual(['north', 'south']);
    expect(tree[0]?.children?.[0]?.children?.map((n) => n.nodeId)).toEqual(['acc']);
  });

  it('offers to move a node only under the organisation or an OU outside it', () => {
    expect(moveTargets('org', 'Acme', NODES, 'regions').map((t) => t.id)).toEqual(['org']);
    expect(moveTargets('org', 'Acme', NODES, 'acc').map((t) => t.id)).toEqual([
      'org',
      'north',
      'regions',
      'south',
    ]);
  });
});
