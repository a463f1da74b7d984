/** Business constants of spec §9, shared by server and web. */

/** spec §5, §9: max upload size, 100 MB, boundary inclusive. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** spec §9: default page. */
export const DEFAULT_PAGE = { skip: 0, limit: 20 } as const;

/** spec §9: creatable device list request. */
export const CREATABLE_DEVICE_PAGE = { skip: 0, limit: 100000 } as const;

/** spec §9: interface list for all models. */
export const ALL_MODELS_INTERFACE_LIMIT = 10000;

/** spec §9: rows-per-page options and label. */
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const ROWS_PER_PAGE_LABEL = 'Rows per page:';

/** spec §9: toast auto-hide and logout reload delay, in ms. */
export const TOAST_AUTO_HIDE_MS = 5000;
export const LOGOUT_RELOAD_DELAY_MS = 1000;

/** spec §9: TanStack Query defaults. */
export const QUERY_STALE_TIME_MS = 5000;

/** spec §1, §9: login types. */
export const LOGIN_TYPES = ['IAM', 'IDP', 'IAM_NOPORTAL'] as const;
export type TLoginType = (typeof LOGIN_TYPES)[number];

/** spec §4: cookies are prefixed with casb_. */
export const COOKIE_PREFIX = 'casb_';

/** spec §2: the single sign-on authenticate path. */
export const SSO_AUTHENTICATE_PATH = '/saml2/authenticate/saml-sp';

/** spec §1: the target platform of every conversion. */
export const TARGET_PLATFORM = { vendor: 'Fortinet', product: 'FortiGate', os: 'FortiOS' } as const;
