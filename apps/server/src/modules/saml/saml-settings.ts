import type { IdpTrust } from './idp-metadata.js';
import type { SamlKeys, SigningKeyPair } from './keys.js';
import type { SignInClaimNames } from './sign-in-claims.js';
import type { JitRule } from './jit-rules.js';

/** Everything both halves of the sign-in need to know about each other. */
export interface SamlSettings {
  publicUrl: string;
  serviceName: string;
  sp: { entityId: string; acsUrl: string; sloUrl: string; keys: SigningKeyPair };
  /** Set when the built-in IdP serves /idp (no SAML_IDP_METADATA): the IdP the SP trusts. */
  builtInIdp: (IdpTrust & { keys: SigningKeyPair }) | undefined;
  /** Which attributes of the assertion the SP reads (issue 20 item 4). */
  claims: SignInClaimNames;
  /** Just-in-time rules: IdP attribute values that grant an account and role. */
  jitRules: readonly JitRule[];
}

/** Paths of the SAML endpoints (spec §2: the authenticate path is fixed). */
export const SAML_PATHS = {
  spAuthenticate: '/saml2/authenticate/saml-sp',
  spAcs: '/saml2/acs',
  spMetadata: '/saml2/metadata',
  /** The SP's SingleLogoutService: the IdP's LogoutResponse (and LogoutRequest) come here. */
  spSlo: '/saml2/slo',
  /** Where the portal sends a browser after its own logout: ends the IdP session too. */
  spLogout: '/saml2/logout',
  idpMetadata: '/idp/metadata',
  idpSso: '/idp/sso',
  idpLogin: '/idp/login',
} as const;

/** Entity ids and URLs from the public URL; `external` turns the built-in IdP off. */
export function samlSettings(input: {
  publicUrl: string;
  serviceName: string;
  keys: SamlKeys;
  external: boolean;
  claims: SignInClaimNames;
  jitRules?: readonly JitRule[];
}): SamlSettings {
  const url = (path: string) => `${input.publicUrl}${path}`;
  const builtInIdp = input.external
    ? undefined
    : {
        entityId: url(SAML_PATHS.idpMetadata),
        ssoUrl: url(SAML_PATHS.idpSso),
        ssoBinding: 'HTTP-Redirect' as const,
        certs: [input.keys.idp.cert],
        keys: input.keys.idp,
      };
  return {
    publicUrl: input.publicUrl,
    serviceName: input.serviceName,
    sp: {
      entityId: url(SAML_PATHS.spMetadata),
      acsUrl: url(SAML_PATHS.spAcs),
      sloUrl: url(SAML_PATHS.spSlo),
      keys: input.keys.sp,
    },
    builtInIdp,
    claims: input.claims,
    jitRules: input.jitRules ?? [],
  };
}
