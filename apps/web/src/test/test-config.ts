import type { TPublicConfig } from '@fwmig/contract';

/** The public config the server uses by default, as the tests' fixture. */
export const TEST_CONFIG: TPublicConfig = {
  serviceName: 'Firewall Converter',
  providerName: 'Cloud ID',
  learnMoreUrl: 'https://docs.fortinet.com/product/fortigate',
  privacyPolicyUrl: '/legal/privacy-policy.html',
  termsOfServiceUrl: '/legal/terms-of-service.pdf',
  accountCreationUrl: '/idp/register',
  uiCatalogue: true,
  publicHost: 'localhost',
  cookieDomain: '',
  version: '0.1.0-test',
};
