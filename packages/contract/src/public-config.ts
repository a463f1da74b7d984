import { z } from 'zod';

/**
 * What the server tells the web app about itself before anyone signs in: the names shown in
 * texts and the addresses of the links on public pages. Injected into index.html and served at
 * GET /api/config.
 */
export const ZPublicConfig = z
  .object({
    serviceName: z.string().min(1),
    providerName: z.string().min(1),
    learnMoreUrl: z.url(),
    privacyPolicyUrl: z.string().min(1),
    termsOfServiceUrl: z.string().min(1),
    accountCreationUrl: z.string().min(1),
    version: z.string(),
    /** Whether the UI kit's catalogue page (/dev/ui) is served: development and demo only. */
    uiCatalogue: z.boolean(),
    /** The portal's public host (of PUBLIC_URL, lower case): cookieDomain is for pages there. */
    publicHost: z.string(),
    /**
     * The domain of the `casb_` session cookies on publicHost (spec §4: the parent domain),
     * decided by the server with the Public Suffix List, never a public suffix (issue 18 item 3);
     * '' keeps them on the host.
     */
    cookieDomain: z.string(),
  })
  .meta({ id: 'PublicConfig' });

export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/** Element id of the JSON block the server writes into index.html. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'fwmig-public-config';
