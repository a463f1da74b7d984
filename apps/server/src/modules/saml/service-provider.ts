import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { AppDb } from '../../db/database.js';
import { SAML_REQUEST_TTL_MS, databaseRequestCache } from './request-cache.js';
import type { IdpTrust } from './idp-metadata.js';
import type { SamlSettings } from './saml-settings.js';

/** Clock difference tolerated between the IdP and this server. */
export const CLOCK_SKEW_MS = 30_000;
/** The oldest assertion accepted, whatever its own NotOnOrAfter says. */
export const MAX_ASSERTION_AGE_MS = 10 * 60 * 1000;

export const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SpOptions {
  allowIdpInitiated: boolean;
  /** Asks the IdP to authenticate again even with a session ("sign in as someone else"). */
  forceAuthn?: boolean;
}

/**
 * node-saml configured as this portal's SP towards one IdP: signed AuthnRequests (RSA-SHA256)
 * by the binding the IdP's metadata offers; an answer is accepted when a signature of the
 * trusted IdP covers the assertion (on the response, on the assertion, or both: AD FS and
 * Entra ID sign only the assertion by default); InResponseTo always checked against the
 * database (only when present if IdP-initiated sign-ins are allowed), a small clock skew and a
 * cap on assertion age; single logout towards the IdP's SingleLogoutService when it has one.
 */
export function createServiceProvider(
  settings: SamlSettings,
  idp: IdpTrust,
  db: AppDb,
  options: SpOptions = { allowIdpInitiated: false },
): SAML {
  return new SAML({
    issuer: settings.sp.entityId,
    audience: settings.sp.entityId,
    callbackUrl: settings.sp.acsUrl,
    logoutCallbackUrl: settings.sp.sloUrl,
    entryPoint: idp.ssoUrl,
    logoutUrl: idp.sloUrl ?? idp.ssoUrl,
    authnRequestBinding: idp.ssoBinding,
    idpCert: idp.certs,
    idpIssuer: idp.entityId,
    privateKey: settings.sp.keys.privateKey,
    publicCert: settings.sp.keys.cert,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    // node-saml then requires the response's signature, or else the assertion's (never none).
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    validateInResponseTo: options.allowIdpInitiated
      ? ValidateInResponseTo.ifPresent
      : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: databaseRequestCache(db),
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    identifierFormat: EMAIL_NAME_ID,
    disableRequestedAuthnContext: true,
    forceAuthn: options.forceAuthn ?? false,
  });
}
