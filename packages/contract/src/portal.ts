import { z } from 'zod';

/** spec §3 visibility of a menu item. */
export const VISIBILITIES = ['ShowEnabled', 'ShowDisabled', 'Hide'] as const;
export const ZVisibility = z.enum(VISIBILITIES);

/** spec §3 SSO exchange data. */
export const ZExchangeData = z
  .object({
    source_app: z.string(),
    account_id: z.string(),
    user_id: z.string(),
    user_fullaccess: z.boolean(),
    partner_id: z.string().nullable(),
    context_data: z.record(z.string(), z.unknown()).nullable(),
    visited_sites: z.array(z.object({ app_name: z.string(), last_url: z.string() })),
  })
  .meta({ id: 'ExchangeData' });
export type TExchangeData = z.infer<typeof ZExchangeData>;
export const ZExchangeDataResponse = z
  .object({ data: ZExchangeData })
  .meta({ id: 'ExchangeDataResponse' });
export const ZExchangeQuery = z.object({ exchangeId: z.string().min(8).max(128) });
export const ZCreateExchangeRequest = z
  .object({
    source_app: z.string().min(1).max(64),
    account_id: z.string().min(1).max(64),
    user_id: z.string().min(1).max(64),
    user_fullaccess: z.boolean().default(true),
    partner_id: z.string().max(64).nullable().default(null),
    context_data: z.record(z.string(), z.unknown()).nullable().default(null),
  })
  .meta({ id: 'CreateExchangeRequest' });
export const ZCreateExchangeResponse = z.object({ data: z.object({ exchangeId: z.string() }) });

/** spec §3 top-bar menu data. */
export const ZMenuHeader = z.object({ display_name: z.string(), order: z.number().int() });
export const ZMenuItem = z.object({
  display_name: z.string(),
  app_name: z.string(),
  section_header: z.string(),
  order: z.number().int(),
  url: z.string(),
  image_content: z.string(),
  item_id: z.string(),
  accessible: z.boolean(),
  visibility: ZVisibility,
});
export const ZPortalTopBar = z
  .object({
    portal_menu_headers: z.array(ZMenuHeader),
    portal_menu_items: z.array(ZMenuItem),
    support_menu_headers: z.array(ZMenuHeader),
    support_menu_items: z.array(ZMenuItem),
    user_menu_items: z.array(ZMenuItem),
    configurations: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .meta({ id: 'PortalTopBar' });
export const ZPortalTopBarResponse = z
  .object({ data: ZPortalTopBar })
  .meta({ id: 'PortalTopBarResponse' });
export type TPortalTopBar = z.infer<typeof ZPortalTopBar>;

/** spec §3 permission response. */
export const ZPermission = z
  .object({
    portalList: z.array(
      z.object({ app_name: z.string(), visibility: ZVisibility, is_allow_access: z.boolean() }),
    ),
    support_menu: z.array(z.object({ itemId: z.string(), visibility: ZVisibility })),
    user_menu: z.array(z.object({ itemId: z.string(), visibility: ZVisibility })),
    user_display_info: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .meta({ id: 'Permission' });
export const ZPermissionResponse = z
  .object({ data: ZPermission })
  .meta({ id: 'PermissionResponse' });

export const ZPremiumResponse = z
  .object({ data: z.object({ premium: z.boolean() }) })
  .meta({ id: 'PremiumResponse' });

/** spec §3 organisation tree. */
export const ZOrgUnit = z.object({
  ouNodeId: z.string(),
  ouName: z.string(),
  ouDescription: z.string(),
  parentId: z.string(),
});
export const ZMemberAccount = z.object({
  accountNodeId: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  accountDescription: z.string(),
  parentId: z.string(),
});
export const ZOrganisation = z
  .object({
    orgId: z.string(),
    orgName: z.string(),
    orgDescription: z.string(),
    orgUnits: z.array(ZOrgUnit),
    memberAccounts: z.array(ZMemberAccount),
  })
  .meta({ id: 'Organisation' });
export const ZAccountDetail = z
  .object({
    accountId: z.string(),
    accountCompany: z.string(),
    idpRoleName: z.string().nullable(),
    userId: z.string(),
    parentId: z.string().nullable(),
    accessFrom: z.object({ userId: z.string() }),
    orgDetailList: z.array(ZOrganisation),
  })
  .meta({ id: 'AccountDetail' });
export const ZUserOrgNodeResponse = z
  .object({
    data: z.object({
      accountDetailList: z.array(ZAccountDetail),
      orgDetailList: z.array(ZOrganisation),
    }),
  })
  .meta({ id: 'UserOrgNodeResponse' });
export const ZUserOrgNodeRequest = z
  .object({ auth_attributes: z.record(z.string(), z.unknown()).optional() })
  .meta({ id: 'UserOrgNodeRequest' });
export const ZOuSelectRequest = z
  .object({
    account_id: z.string().min(1).max(64),
    org_id: z.string().max(64).optional(),
    ou_id: z.string().max(64).optional(),
  })
  .refine((body) => body.org_id !== undefined || body.ou_id !== undefined, {
    message: 'org_id or ou_id is required',
  })
  .meta({ id: 'OuSelectRequest' });
export const ZOuSelectResponse = z
  .object({ data: z.object({ account_id: z.string(), node_id: z.string() }) })
  .meta({ id: 'OuSelectResponse' });
export type TOrganisation = z.infer<typeof ZOrganisation>;
export type TAccountDetail = z.infer<typeof ZAccountDetail>;

/** spec §2: this app's last visited URL in exchange data, and its app name. */
export const CONVERTER_APP_NAME = 'converter';
export const SSO_LOGIN_PATH = '/ssoLogin';
