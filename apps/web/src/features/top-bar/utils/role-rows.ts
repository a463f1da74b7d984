import type { TAccountDetail } from '@fwmig/contract';
import { orgTreeRows, type TOrgNodeType, type TOrgTreeRow } from './org-tree';

/** A row of the Switch Roles table: an account (a role) or a node of its organisation tree. */
export interface TRoleRow {
  id: string;
  type: TOrgNodeType | 'ACCOUNT';
  /** The account's company, or the tree node's name. */
  name: string;
  /** The account's system ID; null for tree nodes. */
  userId: string | null;
  /** The account's IdP role; null for tree nodes and accounts without one. */
  role: string | null;
  description: string;
  /** The account of an account row: what picking the row chooses. */
  account?: TAccountDetail;
  children?: TRoleRow[];
}

function nodeRow(node: TOrgTreeRow): TRoleRow {
  const row: TRoleRow = {
    id: node.id,
    type: node.type,
    name: node.name,
    userId: null,
    role: null,
    description: node.description,
  };
  return node.children ? { ...row, children: node.children.map(nodeRow) } : row;
}

/**
 * The Switch Roles table's rows (spec §2): each account with its organisation trees as child
 * rows. Keys are unique across the whole table: each account's key (its account id, numbered
 * when repeated) prefixes the keys of its tree.
 */
export function roleRows(accounts: readonly TAccountDetail[]): TRoleRow[] {
  const seen = new Map<string, number>();
  return accounts.map((account) => {
    const count = seen.get(account.accountId) ?? 0;
    seen.set(account.accountId, count + 1);
    const id = count === 0 ? account.accountId : `${account.accountId}#${count + 1}`;
    const children = orgTreeRows(account.orgDetailList, `${id}/`).map(nodeRow);
    return {
      id,
      type: 'ACCOUNT',
      name: account.accountCompany,
      // spec §3: accountId is the account's system ID (its user_id); userId is the sub user.
      userId: account.accountId,
      role: account.idpRoleName,
      description: '',
      account,
      ...(children.length > 0 ? { children } : {}),
    };
  });
}
