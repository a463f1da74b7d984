import { z } from 'zod';

/**
 * issue 20 item 1: the administrators' directory of customer accounts, their logins,
 * organisations with their OU trees, target devices and licences. Read by administrators of
 * either level, changed by read-write administrators only; every change is audited.
 */

/** Every directory list: a page, and text matched against the list's own fields. */
export const ZDirectoryQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(200).optional(),
});
export type TDirectoryQuery = z.input<typeof ZDirectoryQuery>;

/** A list page: the rows and how many rows match the search in all. */
const page = <T extends z.ZodType>(row: T, id: string) =>
  z.object({ data: z.array(row), total: z.number().int() }).meta({ id });

const ok = <T extends z.ZodType>(item: T, id: string) => z.object({ data: item }).meta({ id });

/** An account's system ID (its public account number, the user_id header): digits. */
export const ZSystemId = z
  .string()
  .trim()
  .regex(/^\d{4,12}$/, { message: 'must be 4-12 digits (the system ID)' });

const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'must be at most 254 characters' })
  .pipe(z.email({ message: 'must be an e-mail address, such as name@example.com' }));

const ZCompany = z
  .string()
  .trim()
  .min(1, { message: 'is required (the company name)' })
  .max(200, { message: 'must be at most 200 characters' });

// ---------------------------------------------------------------- accounts

export const ZDirectoryAccount = z
  .object({
    userId: z.string(),
    companyName: z.string(),
    masterEmail: z.string(),
    hasConverter: z.boolean(),
    premium: z.boolean(),
    blocked: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Master, IAM and IdP users of the account. */
    logins: z.number().int(),
    devices: z.number().int(),
    /** Purchased licences not yet used by a ticket. */
    licencesAvailable: z.number().int(),
  })
  .meta({ id: 'DirectoryAccount' });
export type TDirectoryAccount = z.infer<typeof ZDirectoryAccount>;
export const ZDirectoryAccountPage = page(ZDirectoryAccount, 'DirectoryAccountPage');
export const ZDirectoryAccountResponse = ok(ZDirectoryAccount, 'DirectoryAccountResponse');

/** A new customer account and its master user (the login of `masterEmail`, sub user '0'). */
export const ZCreateAccountRequest = z
  .object({
    /** Left out: the next free system ID. */
    userId: ZSystemId.optional(),
    companyName: ZCompany,
    masterEmail: ZEmail,
    hasConverter: z.boolean().default(true),
    premium: z.boolean().default(false),
  })
  .meta({ id: 'CreateAccountRequest' });
export type TCreateAccountRequest = z.input<typeof ZCreateAccountRequest>;

/** What an administrator may change on an account; blocking refuses its users at once. */
export const ZUpdateAccountRequest = z
  .object({
    companyName: ZCompany.optional(),
    hasConverter: z.boolean().optional(),
    premium: z.boolean().optional(),
    blocked: z.boolean().optional(),
  })
  .meta({ id: 'UpdateAccountRequest' });
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

// ---------------------------------------------------------------- an account's logins

export const MEMBER_KINDS = ['master', 'iam', 'idp'] as const;
export type TMemberKind = (typeof MEMBER_KINDS)[number];

/** How a login reaches an account: the master user, an IAM (sub) user, or an IdP user's role. */
export const ZAccountMember = z
  .object({
    /** The membership's or the role's id: what the member calls address. */
    id: z.string(),
    kind: z.enum(MEMBER_KINDS),
    loginId: z.string(),
    email: z.string(),
    loginBlocked: z.boolean(),
    /** '0' for the master user, the IAM user's id, or the IdP user's id. */
    subUserId: z.string(),
    username: z.string().nullable(),
    portalAccess: z.boolean(),
    portalAdmin: z.boolean(),
    readWrite: z.boolean(),
    roleName: z.string().nullable(),
    idpUserName: z.string().nullable(),
  })
  .meta({ id: 'AccountMember' });
export type TAccountMember = z.infer<typeof ZAccountMember>;
export const ZAccountMembersResponse = z
  .object({ data: z.array(ZAccountMember) })
  .meta({ id: 'AccountMembersResponse' });
export const ZAccountMemberResponse = ok(ZAccountMember, 'AccountMemberResponse');

const ZUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, {
    message: 'must be 1-64 letters, digits, dots, dashes or underscores (the IAM username)',
  });
const ZRoleName = z
  .string()
  .trim()
  .min(1, { message: 'is required (the IdP role name)' })
  .max(100, { message: 'must be at most 100 characters' });

/**
 * Gives a login access to an account. The e-mail's login is created when the portal does not
 * know it yet (it signs in through the identity provider); a known login keeps its password.
 */
export const ZAddMemberRequest = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('master'), email: ZEmail }),
    z.object({
      kind: z.literal('iam'),
      email: ZEmail,
      username: ZUsername,
      portalAccess: z.boolean().default(true),
      portalAdmin: z.boolean().default(true),
      readWrite: z.boolean().default(true),
    }),
    z.object({
      kind: z.literal('idp'),
      email: ZEmail,
      roleName: ZRoleName,
      /** The IdP user's display name, for a login the portal does not know yet. */
      idpUserName: z.string().trim().max(200).optional(),
    }),
  ])
  .meta({ id: 'AddMemberRequest' });
export type TAddMemberRequest = z.input<typeof ZAddMemberRequest>;

/** Changes an IAM user's permissions or username, or an IdP user's role name. */
export const ZUpdateMemberRequest = z
  .object({
    username: ZUsername.optional(),
    portalAccess: z.boolean().optional(),
    portalAdmin: z.boolean().optional(),
    readWrite: z.boolean().optional(),
    roleName: ZRoleName.optional(),
  })
  .meta({ id: 'UpdateMemberRequest' });
export type TUpdateMemberRequest = z.infer<typeof ZUpdateMemberRequest>;

// ---------------------------------------------------------------- logins

export const ZDirectoryLogin = z
  .object({
    id: z.string(),
    email: z.string(),
    kind: z.enum(['account', 'idp']),
    staffLevel: z.enum(['read_write', 'read_only']).nullable(),
    blocked: z.boolean(),
    idpUserName: z.string().nullable(),
    /** The system IDs of the accounts the login reaches. */
    accounts: z.array(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DirectoryLogin' });
export type TDirectoryLogin = z.infer<typeof ZDirectoryLogin>;
export const ZDirectoryLoginPage = page(ZDirectoryLogin, 'DirectoryLoginPage');

/** Blocks a login (ending its sessions at once) or unblocks it. */
export const ZUpdateLoginRequest = z
  .object({ blocked: z.boolean() })
  .meta({ id: 'UpdateLoginRequest' });
export const ZUpdateLoginResponse = z
  .object({ data: ZDirectoryLogin, revokedSessions: z.number().int() })
  .meta({ id: 'UpdateLoginResponse' });

// ---------------------------------------------------------------- organisations

export const ZDirectoryOrganisation = z
  .object({
    orgId: z.string(),
    name: z.string(),
    description: z.string(),
    ownerUserId: z.string(),
    ownerCompany: z.string(),
    units: z.number().int(),
    members: z.number().int(),
  })
  .meta({ id: 'DirectoryOrganisation' });
export type TDirectoryOrganisation = z.infer<typeof ZDirectoryOrganisation>;
export const ZDirectoryOrganisationPage = page(ZDirectoryOrganisation, 'DirectoryOrganisationPage');

/** A node of the tree: an OU or a member account; top-level nodes have the org_id as parent. */
export const ZDirectoryOrgNode = z
  .object({
    nodeId: z.string(),
    type: z.enum(['ORG_UNIT', 'OU_ACCOUNT']),
    name: z.string(),
    description: z.string(),
    parentId: z.string(),
    accountUserId: z.string().nullable(),
  })
  .meta({ id: 'DirectoryOrgNode' });
export type TDirectoryOrgNode = z.infer<typeof ZDirectoryOrgNode>;
export const ZOrganisationDetailResponse = z
  .object({
    data: z.object({ organisation: ZDirectoryOrganisation, nodes: z.array(ZDirectoryOrgNode) }),
  })
  .meta({ id: 'OrganisationDetailResponse' });
export type TOrganisationDetail = z.infer<typeof ZOrganisationDetailResponse>['data'];

const ZOrgName = z
  .string()
  .trim()
  .min(1, { message: 'is required (the name)' })
  .max(200, { message: 'must be at most 200 characters' });
const ZDescription = z.string().trim().max(500, { message: 'must be at most 500 characters' });

export const ZCreateOrganisationRequest = z
  .object({
    name: ZOrgName,
    description: ZDescription.default(''),
    /** The account that owns the tree: its users may act as the member accounts. */
    ownerUserId: ZSystemId,
  })
  .meta({ id: 'CreateOrganisationRequest' });
export type TCreateOrganisationRequest = z.input<typeof ZCreateOrganisationRequest>;
export const ZUpdateOrganisationRequest = z
  .object({ name: ZOrgName.optional(), description: ZDescription.optional() })
  .meta({ id: 'UpdateOrganisationRequest' });

/** A new OU, or a member account placed in the tree (its name is the company's). */
export const ZAddOrgNodeRequest = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('ORG_UNIT'),
      parentId: z.string().trim().min(1),
      name: ZOrgName,
      description: ZDescription.default(''),
    }),
    z.object({
      type: z.literal('OU_ACCOUNT'),
      parentId: z.string().trim().min(1),
      accountUserId: ZSystemId,
    }),
  ])
  .meta({ id: 'AddOrgNodeRequest' });
export type TAddOrgNodeRequest = z.input<typeof ZAddOrgNodeRequest>;
/** Renames or moves a node (with everything under it). */
export const ZUpdateOrgNodeRequest = z
  .object({
    name: ZOrgName.optional(),
    description: ZDescription.optional(),
    parentId: z.string().trim().min(1).optional(),
  })
  .meta({ id: 'UpdateOrgNodeRequest' });
export type TUpdateOrgNodeRequest = z.infer<typeof ZUpdateOrgNodeRequest>;

// ---------------------------------------------------------------- devices

export const ZDirectoryDevice = z
  .object({
    sn: z.string(),
    model: z.string().nullable(),
    accountUserId: z.string(),
    companyName: z.string(),
    entitled: z.boolean(),
    license: z.boolean(),
    creatable: z.boolean(),
    freeLicenceClaimed: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DirectoryDevice' });
export type TDirectoryDevice = z.infer<typeof ZDirectoryDevice>;
export const ZDirectoryDevicePage = page(ZDirectoryDevice, 'DirectoryDevicePage');
export const ZDirectoryDeviceQuery = ZDirectoryQuery.extend({ account: ZSystemId.optional() });
export type TDirectoryDeviceQuery = z.input<typeof ZDirectoryDeviceQuery>;

/** Changes a device's flags; a licence switched on brings a licence bound to the device. */
export const ZUpdateDeviceRequest = z
  .object({
    entitled: z.boolean().optional(),
    license: z.boolean().optional(),
    creatable: z.boolean().optional(),
  })
  .meta({ id: 'UpdateDeviceRequest' });
export type TUpdateDeviceRequest = z.infer<typeof ZUpdateDeviceRequest>;

// ---------------------------------------------------------------- licences

export const ZDirectoryLicence = z
  .object({
    id: z.string(),
    accountUserId: z.string(),
    companyName: z.string(),
    kind: z.enum(['purchased', 'free']),
    /** The device the licence is bound to, if any. */
    deviceSn: z.string().nullable(),
    /** The ticket that used it; null while it is available. */
    ticketId: z.number().int().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    consumedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'DirectoryLicence' });
export type TDirectoryLicence = z.infer<typeof ZDirectoryLicence>;
export const ZDirectoryLicencePage = page(ZDirectoryLicence, 'DirectoryLicencePage');
export const ZDirectoryLicenceQuery = ZDirectoryQuery.extend({
  account: ZSystemId.optional(),
  state: z.enum(['all', 'available', 'used']).default('all'),
});
export type TDirectoryLicenceQuery = z.input<typeof ZDirectoryLicenceQuery>;

export const ZDirectoryOk = z
  .object({ data: z.object({ ok: z.literal(true) }) })
  .meta({ id: 'DirectoryOk' });
