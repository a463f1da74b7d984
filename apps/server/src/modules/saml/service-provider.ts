import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { AppDb } from '../../db/database.js';
import { SAML_REQUEST_TTL_MS, databaseRequestCache } from './request-cache.js';
import type { SamlSettings } from './saml-settings.js';

/** Clock difference tolerated between the IdP and this server. */
export const CLOCK_SKEW_MS = 30_000;
/** The oldest assertion accepted, whatever its own NotOnOrAfter says. */
export const MAX_ASSERTION_AGE_MS = 10 * 60 * 1000;

export const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * node-saml configured as this portal's SP: signed AuthnRequests (RSA-SHA256), responses and
 * assertions that must both be signed by the trusted IdP, InResponseTo always checked against
 * the database (only when present if IdP-initiated sign-ins are allowed), a small clock skew
 * and a cap on assertion age.
 */
export function createServiceProvider(
  settings: SamlSettings,
  db: AppDb,
  options: { allowIdpInitiated: boolean } = { allowIdpInitiated: false },
): SAML {
  return new SAML({
    issuer: settings.sp.entityId,
    audience: settings.sp.entityId,
    callbackUrl: settings.sp.acsUrl,
    entryPoint: settings.trustedIdp.ssoUrl,
    idpCert: settings.trustedIdp.certs,
    idpIssuer: settings.trustedIdp.entityId,
    privateKey: settings.sp.keys.privateKey,
    publicCert: settings.sp.keys.cert,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: options.allowIdpInitiated
      ? ValidateInResponseTo.ifPresent
      : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: databaseRequestCache(db),
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    identifierFormat: EMAIL_NAME_ID,
    disableRequestedAuthnContext: true,
  });
}
