import type { TPublicConfig } from '@fwmig/contract';
import type { AppConfig } from '../../config/env.js';
import { APP_VERSION } from '../../version.js';

export function toPublicConfig(config: AppConfig): TPublicConfig {
  return {
    serviceName: config.serviceName,
    providerName: config.providerName,
    learnMoreUrl: config.learnMoreUrl,
    privacyPolicyUrl: config.privacyPolicyUrl,
    termsOfServiceUrl: config.termsOfServiceUrl,
    accountCreationUrl: config.accountCreationUrl,
    version: APP_VERSION,
    uiCatalogue: config.uiCatalogue,
    cookieDomain: config.cookieDomain ?? null,
  };
}
