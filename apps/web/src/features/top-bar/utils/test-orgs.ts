import type { TAccountDetail, TOrganisation } from '@fwmig/contract';

/** Organisations and accounts the top bar's tests share. */

/** Acme: Acme HQ > EMEA > Paris Branch (account), EMEA Ops (account), and a top-level account. */
export const acme: TOrganisation = {
  orgId: 'org-acme',
  orgName: 'acme',
  orgDescription: 'Holding company',
  orgUnits: [
    {
      ouNodeId: 'ou-emea',
      ouName: 'EMEA',
      ouDescription: 'Europe and Africa',
      parentId: 'org-acme',
    },
    {
      ouNodeId: 'ou-fr',
      ouName: 'France',
      ouDescription: 'French subsidiaries',
      parentId: 'ou-emea',
    },
  ],
  memberAccounts: [
    {
      accountNodeId: 'n-paris',
      accountId: 'a-paris',
      accountName: 'Paris Branch',
      accountDescription: '300100/paris-admin',
      parentId: 'ou-fr',
    },
    {
      accountNodeId: 'n-ops',
      accountId: 'a-ops',
      accountName: 'EMEA Ops',
      accountDescription: '300200/lighthouse',
      parentId: 'ou-emea',
    },
    {
      accountNodeId: 'n-hq',
      accountId: 'a-hq',
      accountName: 'Head Office',
      accountDescription: '300300/hq',
      parentId: 'org-acme',
    },
  ],
};

export const globex: TOrganisation = {
  orgId: 'org-globex',
  orgName: 'Globex',
  orgDescription: 'Globex group',
  orgUnits: [],
  memberAccounts: [
    {
      accountNodeId: 'n-springfield',
      accountId: 'a-springfield',
      accountName: 'Springfield Plant',
      accountDescription: '400100/plant',
      parentId: 'org-globex',
    },
  ],
};

export function accountDetail(overrides: Partial<TAccountDetail> = {}): TAccountDetail {
  return {
    // spec §3: accountId is the system ID (user_id); userId the sub user id.
    accountId: '100200',
    accountCompany: 'Acme Corp',
    idpRoleName: 'Administrator',
    userId: '0',
    parentId: null,
    accessFrom: { userId: '100200' },
    orgDetailList: [],
    ...overrides,
  };
}
