import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Raised when the environment cannot run the server; its message names each bad setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const postgresUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== ''
      );
    } catch {
      return false;
    }
  },
  {
    message: 'must be a PostgreSQL connection URL like postgres://user:password@host:5432/database',
  },
);

const absoluteUrl = z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' });
const linkTarget = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
    message: 'must be an absolute http(s) URL or a path starting with /',
  });
const seconds = z.coerce
  .number({ message: 'must be a number of seconds' })
  .min(0.1, 'must be at least 0.1 seconds')
  .max(86400, 'must be at most 86400 seconds (a day)');
const perMinute = z.coerce
  .number({ message: 'must be a number of requests' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1000000');
// 'true', a hop count, or the proxies' addresses/CIDRs separated by commas.
const trustProxy = z
  .string()
  .regex(/^(?:true|false|\d{1,2}|[0-9a-f.:/]+(?:\s*,\s*[0-9a-f.:/]+)*)$/i, {
    message: 'must be true, false, a hop count or proxy addresses separated by commas',
  });
const displayName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(80, 'must be 80 characters or fewer');

const samlAttributeName = z
  .string()
  .trim()
  .min(1, 'must name a SAML attribute')
  .max(256, 'must be 256 characters or fewer');

/** issue 20 item 4: just-in-time rules, a JSON array (see docs/operator-guide.md). */
const jitRules = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({
        code: 'custom',
        message:
          'must be a JSON array such as [{"attribute":"groups","value":"fw-admins","account":"100001","role":"Admin"}]',
      });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.strictObject({
          attribute: samlAttributeName,
          value: z.string().min(1, 'must not be empty'),
          account: z.string().trim().min(1, 'must be an account number'),
          role: z.string().trim().min(1, 'must name a role').max(80),
        }),
        { error: 'must be a JSON array of rules' },
      )
      .max(200, 'must hold at most 200 rules'),
  );

export type TJitRule = { attribute: string; value: string; account: string; role: string };

/** Every setting the server reads, with its default (the embedded, one-machine set-up). */
export const ZEnv = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: absoluteUrl.optional(),
  SERVICE_NAME: displayName.default('Firewall Converter'),
  PROVIDER_NAME: displayName.default('Cloud ID'),
  LEARN_MORE_URL: absoluteUrl.default('https://docs.fortinet.com/product/fortigate'),
  PRIVACY_POLICY_URL: linkTarget.default('/legal/privacy-policy.html'),
  TERMS_OF_SERVICE_URL: linkTarget.default('/legal/terms-of-service.pdf'),
  ACCOUNT_CREATION_URL: linkTarget.default('/idp/register'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST),
  SAML_IDP_METADATA: z.string().min(1).optional(),
  UI_CATALOGUE: z.stringbool({ error: 'must be true or false' }).default(false),
  COOKIE_DOMAIN: z
    .string()
    .regex(
      /^(?:none|[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i,
      'must be a domain name such as example.com, or none',
    )
    .optional(),
  TICKET_HOLIDAYS: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(?:\s*,\s*\d{4}-\d{2}-\d{2})*$/, {
      message: 'must be dates as YYYY-MM-DD, separated by commas',
    })
    .optional(),
  REVISION_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  PURCHASE_URL: linkTarget.default('https://www.fortinet.com/how-to-buy'),
  CONVERSION_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  CONVERSION_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).max(65536).default(4096),
  CONVERSION_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  CONVERSION_LIVENESS_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  SAML_ALLOW_IDP_INITIATED: z.stringbool({ error: 'must be true or false' }).default(false),
  SAML_METADATA_REFRESH_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10080, 'must be at most 10080 (a week)')
    .default(60),
  SAML_METADATA_RETRY_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600')
    .default(30),
  SAML_EMAIL_ATTRIBUTE: samlAttributeName.optional(),
  SAML_ACCOUNT_ATTRIBUTE: samlAttributeName.optional(),
  SAML_ROLE_ATTRIBUTE: samlAttributeName.optional(),
  SAML_JIT_RULES: jitRules.optional(),
  TRUST_PROXY: trustProxy.optional(),
  HEADERS_TIMEOUT_SECONDS: seconds.default(15),
  REQUEST_TIMEOUT_SECONDS: seconds.default(120),
  IDLE_TIMEOUT_SECONDS: seconds.default(60),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds.default(10),
  RATE_LIMIT_PER_IP: perMinute.default(30),
  RATE_LIMIT_PER_ACCOUNT: perMinute.default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, {
      message:
        'must be an SMTP URL like smtp://user:password@mail.example.com:587 (smtps:// for TLS)',
    })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(254).optional(),
});

export type TEnv = z.infer<typeof ZEnv>;

/** The validated settings buildApp works from. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  serviceName: string;
  providerName: string;
  learnMoreUrl: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  accountCreationUrl: string;
  logLevel: TEnv['LOG_LEVEL'];
  webDistDir: string;
  /** An external SAML IdP's metadata (file or http(s) URL); unset, the built-in IdP at /idp. */
  samlIdpMetadata: string | undefined;
  /** Serve the UI kit's catalogue page at /dev/ui (development and demo). */
  uiCatalogue: boolean;
  /** spec §4: the session cookies' domain; undefined = the parent of the portal's host. */
  cookieDomain: string | undefined;
  /** Days off besides weekends for the initial-response due time (UTC dates, YYYY-MM-DD). */
  ticketHolidays: ReadonlySet<string>;
  /** How long after delivery a customer may reopen a ticket with a revision request. */
  revisionWindowDays: number;
  /** spec §7 /api/purchase/url: where customers buy conversion licences. */
  purchaseUrl: string;
  conversions: TConversionSettings;
  /** issue 18 item 5: accept SAML answers the IdP sent unasked (no InResponseTo). */
  samlAllowIdpInitiated: boolean;
  /** issue 20 item 4: how the SP treats an external IdP. */
  saml: TSamlSettings;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For gives the client's address. */
  trustProxy: TTrustProxy;
  http: THttpLimits;
  /** issue 20: where mail goes (undefined: only to the outbox admins read) and who sends it. */
  mail: { smtpUrl: string | undefined; from: string };
}

/** issue 20 item 4: an external IdP's metadata refresh, the attributes read, JIT rules. */
export interface TSamlSettings {
  /** An IdP metadata URL is re-read this often. */
  metadataRefreshMs: number;
  /** While the IdP cannot be reached (or a key is unknown), it is asked again at most this often. */
  metadataRetryMs: number;
  /** Attribute names; undefined: the NameID is the e-mail, no account or role is read. */
  emailAttribute: string | undefined;
  accountAttribute: string | undefined;
  roleAttribute: string | undefined;
  jitRules: TJitRule[];
}

/** issue 18 item 6: how long a connection may take and how often a client may sign in. */
export interface THttpLimits {
  /** The request line and headers must have arrived within this time. */
  headersTimeoutMs: number;
  /** The whole request (headers and body) must have arrived within this time. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection between two requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** Sign-in, token exchange and refresh calls per client address and minute (each route). */
  rateLimitPerIp: number;
  /** The same calls per account (all addresses together) and minute. */
  rateLimitPerAccount: number;
}

/** How conversion jobs run: limits of one run and the in-process worker's size. */
export interface TConversionSettings {
  /** A run still converting after this long is stopped and fails. */
  timeLimitSeconds: number;
  /** The engine's heap limit per run; a run that needs more fails. */
  memoryLimitMb: number;
  /** How often a job whose worker died is tried again before its run fails. */
  retryLimit: number;
  /**
   * A running job not heard from (no heartbeat) for this long is taken as lost (its worker
   * died) and retried: issue 18 item 8 wants that within 60 s (see job-queue.ts).
   */
  livenessSeconds: number;
  /** Runs converted at once by this process; 0 = this process converts nothing. */
  concurrency: number;
}

/** Reads the settings from an environment (process.env in main); throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable means "not set", as in most twelve-factor tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    serviceName: e.SERVICE_NAME,
    providerName: e.PROVIDER_NAME,
    learnMoreUrl: e.LEARN_MORE_URL,
    privacyPolicyUrl: e.PRIVACY_POLICY_URL,
    termsOfServiceUrl: e.TERMS_OF_SERVICE_URL,
    accountCreationUrl: e.ACCOUNT_CREATION_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR),
    samlIdpMetadata:
      e.SAML_IDP_METADATA && !/^https?:\/\//.test(e.SAML_IDP_METADATA)
        ? resolve(e.SAML_IDP_METADATA)
        : e.SAML_IDP_METADATA,
    uiCatalogue: e.UI_CATALOGUE,
    // 'none' keeps the cookies on the portal's own host.
    cookieDomain: e.COOKIE_DOMAIN === 'none' ? '' : e.COOKIE_DOMAIN,
    ticketHolidays: new Set(
      (e.TICKET_HOLIDAYS ?? '')
        .split(',')
        .map((d) => d.trim())
        .filter((d) => d !== ''),
    ),
    revisionWindowDays: e.REVISION_WINDOW_DAYS,
    purchaseUrl: e.PURCHASE_URL,
    conversions: {
      timeLimitSeconds: e.CONVERSION_TIME_LIMIT_SECONDS,
      memoryLimitMb: e.CONVERSION_MEMORY_LIMIT_MB,
      retryLimit: e.CONVERSION_RETRY_LIMIT,
      livenessSeconds: e.CONVERSION_LIVENESS_SECONDS,
      concurrency: e.WORKER_CONCURRENCY,
    },
    samlAllowIdpInitiated: e.SAML_ALLOW_IDP_INITIATED,
    saml: {
      metadataRefreshMs: e.SAML_METADATA_REFRESH_MINUTES * 60_000,
      metadataRetryMs: Math.round(e.SAML_METADATA_RETRY_SECONDS * 1000),
      emailAttribute: e.SAML_EMAIL_ATTRIBUTE,
      accountAttribute: e.SAML_ACCOUNT_ATTRIBUTE,
      roleAttribute: e.SAML_ROLE_ATTRIBUTE,
      jitRules: e.SAML_JIT_RULES ?? [],
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    http: {
      headersTimeoutMs: Math.round(e.HEADERS_TIMEOUT_SECONDS * 1000),
      // Node refuses a headers timeout longer than the request timeout.
      requestTimeoutMs: Math.round(
        Math.max(e.REQUEST_TIMEOUT_SECONDS, e.HEADERS_TIMEOUT_SECONDS) * 1000,
      ),
      idleTimeoutMs: Math.round(e.IDLE_TIMEOUT_SECONDS * 1000),
      keepAliveTimeoutMs: Math.round(e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
      rateLimitPerIp: e.RATE_LIMIT_PER_IP,
      rateLimitPerAccount: e.RATE_LIMIT_PER_ACCOUNT,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${e.SERVICE_NAME}" <no-reply@${mailDomain(e.PUBLIC_URL)}>`,
    },
  };
}

/** The portal's host name for the default sender (localhost without a public URL). */
function mailDomain(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

/** Fastify's trustProxy: all, none, the proxies' addresses, or a hop count as a function. */
export type TTrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TTrustProxy {
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}

/** A connection URL with its password masked, safe for logs and error messages. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable URL)';
  }
}
