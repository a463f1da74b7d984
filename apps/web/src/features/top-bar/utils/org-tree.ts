import type { TOrganisation } from '@fwmig/contract';

/** spec §3 "Tree node types". */
export type TOrgNodeType = 'ORG' | 'ORG_UNIT' | 'OU_ACCOUNT';

/** spec §3 "Member account": an OU account of an organisation. */
export type TMemberAccount = TOrganisation['memberAccounts'][number];

/** One node of an organisation tree, shaped as a tree row of the kit's DataTable. */
export interface TOrgTreeRow {
  /** Unique across the whole tree: the key prefix, the organisation id and the node's id. */
  id: string;
  type: TOrgNodeType;
  name: string;
  description: string;
  org: TOrganisation;
  /** The member account of an OU_ACCOUNT node. */
  account?: TMemberAccount;
  children?: TOrgTreeRow[];
}

/** Sets `children` only when there are some, so leaves show no expand toggle. */
function withChildren(row: TOrgTreeRow, children: TOrgTreeRow[]): TOrgTreeRow {
  return children.length > 0 ? { ...row, children } : row;
}

/**
 * One organisation as a tree ORG → ORG_UNIT → OU_ACCOUNT (spec §3). Units hang under the
 * organisation or another unit by `parentId`; member accounts under a unit or the organisation.
 * A node whose parent is neither goes under the organisation, so no account is lost. Units in a
 * parent cycle never reach the organisation and are left out (which also ends the recursion).
 */
function orgTree(org: TOrganisation, prefix: string): TOrgTreeRow {
  const base = `${prefix}${org.orgId}`;
  const unitIds = new Set(org.orgUnits.map((unit) => unit.ouNodeId));
  const parentOf = (parentId: string) => (unitIds.has(parentId) ? parentId : org.orgId);

  const accountsUnder = (parentId: string): TOrgTreeRow[] =>
    org.memberAccounts
      .filter((account) => parentOf(account.parentId) === parentId)
      .map((account) => ({
        id: `${base}/account/${account.accountNodeId}`,
        type: 'OU_ACCOUNT',
        name: account.accountName,
        description: account.accountDescription,
        org,
        account,
      }));

  const nodesUnder = (parentId: string): TOrgTreeRow[] => [
    ...org.orgUnits
      .filter((unit) => parentOf(unit.parentId) === parentId)
      .map((unit) =>
        withChildren(
          {
            id: `${base}/unit/${unit.ouNodeId}`,
            type: 'ORG_UNIT',
            name: unit.ouName,
            description: unit.ouDescription,
            org,
          },
          nodesUnder(unit.ouNodeId),
        ),
      ),
    ...accountsUnder(parentId),
  ];

  return withChildren(
    { id: base, type: 'ORG', name: org.orgName, description: org.orgDescription, org },
    nodesUnder(org.orgId),
  );
}

/**
 * The organisations' trees as DataTable rows. `keyPrefix` keeps keys unique when several
 * trees share a table (the Switch Roles dialog prefixes each account's trees with its id).
 */
export function orgTreeRows(
  organisations: readonly TOrganisation[],
  keyPrefix = 'org:',
): TOrgTreeRow[] {
  return organisations.map((org) => orgTree(org, keyPrefix));
}
