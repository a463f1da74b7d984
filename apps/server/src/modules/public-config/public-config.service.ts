import type { TPublicConfig } from '@fwmig/contract';
import type { AppConfig } from '../../config/env.js';
import { APP_VERSION } from '../../version.js';
import { sessionCookieDomain } from './cookie-domain.js';

/**
 * The public config of this server (GET /api/config and index.html). The session cookies'
 * domain is decided here, with the Public Suffix List, for PUBLIC_URL's host; `warn` hears why a
 * configured COOKIE_DOMAIN was not used.
 */
export function toPublicConfig(
  config: AppConfig,
  warn: (message: string) => void = () => undefined,
): TPublicConfig {
  const cookies = sessionCookieDomain(config.publicUrl, config.cookieDomain);
  if (cookies.refused) warn(cookies.refused);
  return {
    serviceName: config.serviceName,
    providerName: config.providerName,
    learnMoreUrl: config.learnMoreUrl,
    privacyPolicyUrl: config.privacyPolicyUrl,
    termsOfServiceUrl: config.termsOfServiceUrl,
    accountCreationUrl: config.accountCreationUrl,
    version: APP_VERSION,
    uiCatalogue: config.uiCatalogue,
    publicHost: cookies.publicHost,
    cookieDomain: cookies.cookieDomain,
  };
}
