import type { IdpTrust } from './idp-metadata.js';
import type { SamlKeys, SigningKeyPair } from './keys.js';

/** Everything both halves of the sign-in need to know about each other. */
export interface SamlSettings {
  publicUrl: string;
  serviceName: string;
  sp: { entityId: string; acsUrl: string; keys: SigningKeyPair };
  /** The IdP the SP trusts: the built-in one unless metadata named another. */
  trustedIdp: IdpTrust;
  /** Set when the built-in IdP serves /idp. */
  builtInIdp: { entityId: string; ssoUrl: string; keys: SigningKeyPair } | undefined;
}

/** Paths of the SAML endpoints (spec §2: the authenticate path is fixed). */
export const SAML_PATHS = {
  spAuthenticate: '/saml2/authenticate/saml-sp',
  spAcs: '/saml2/acs',
  spMetadata: '/saml2/metadata',
  idpMetadata: '/idp/metadata',
  idpSso: '/idp/sso',
  idpLogin: '/idp/login',
} as const;

/** Entity ids and URLs from the public URL; `external` replaces the built-in IdP. */
export function samlSettings(input: {
  publicUrl: string;
  serviceName: string;
  keys: SamlKeys;
  external: IdpTrust | undefined;
}): SamlSettings {
  const url = (path: string) => `${input.publicUrl}${path}`;
  const builtInIdp = input.external
    ? undefined
    : {
        entityId: url(SAML_PATHS.idpMetadata),
        ssoUrl: url(SAML_PATHS.idpSso),
        keys: input.keys.idp,
      };
  const trustedIdp = input.external ?? {
    entityId: url(SAML_PATHS.idpMetadata),
    ssoUrl: url(SAML_PATHS.idpSso),
    certs: [input.keys.idp.cert],
  };
  return {
    publicUrl: input.publicUrl,
    serviceName: input.serviceName,
    sp: {
      entityId: url(SAML_PATHS.spMetadata),
      acsUrl: url(SAML_PATHS.spAcs),
      keys: input.keys.sp,
    },
    trustedIdp,
    builtInIdp,
  };
}
