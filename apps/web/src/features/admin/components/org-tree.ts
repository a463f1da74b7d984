import type { TDirectoryOrgNode } from '@fwmig/contract';

/** A node as a tree row: its children under it (the data table's tree rows). */
export type TOrgTreeRow = TDirectoryOrgNode & { children?: TOrgTreeRow[] };

/** The flat node list as a tree under the organisation, OUs before member accounts. */
export function orgTree(orgId: string, nodes: readonly TDirectoryOrgNode[]): TOrgTreeRow[] {
  const byParent = new Map<string, TDirectoryOrgNode[]>();
  for (const node of nodes)
    byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node]);
  const seen = new Set<string>();
  const build = (parentId: string): TOrgTreeRow[] =>
    (byParent.get(parentId) ?? [])
      .filter((node) => !seen.has(node.nodeId) && (seen.add(node.nodeId), true))
      .sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name))
      .map((node) => {
        const children = build(node.nodeId);
        return children.length > 0 ? { ...node, children } : { ...node };
      });
  return build(orgId);
}

/** Where a node may move: the organisation or an OU that is not the node or under it. */
export function moveTargets(
  orgId: string,
  orgName: string,
  nodes: readonly TDirectoryOrgNode[],
  nodeId: string,
): { id: string; name: string }[] {
  const inside = new Set([nodeId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes) {
      if (inside.has(node.parentId) && !inside.has(node.nodeId)) {
        inside.add(node.nodeId);
        grew = true;
      }
    }
  }
  return [
    { id: orgId, name: `${orgName} (top level)` },
    ...nodes
      .filter((n) => n.type === 'ORG_UNIT' && !inside.has(n.nodeId))
      .map((n) => ({ id: n.nodeId, name: n.name })),
  ];
}
