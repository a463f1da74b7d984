/**
 * Groups ordered so that every group comes after the groups it contains (FortiOS refuses a
 * member that is not defined yet). Members in a cycle are reported, not followed twice.
 */
export function dependencyOrder<T extends { name: string; members: string[] }>(
  groups: readonly T[],
) {
  const byName = new Map(groups.map((group) => [group.name, group]));
  const state = new Map<string, 'visiting' | 'done'>();
  const ordered: T[] = [];
  const cyclic: string[] = [];
  const visit = (name: string) => {
    const group = byName.get(name);
    if (!group || state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      cyclic.push(name);
      return;
    }
    state.set(name, 'visiting');
    for (const member of group.members) visit(member);
    state.set(name, 'done');
    ordered.push(group);
  };
  for (const group of groups) visit(group.name);
  return { ordered, cyclic };
}
