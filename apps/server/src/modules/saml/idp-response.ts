import { randomBytes } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { SigningKeyPair } from './keys.js';
import { EMAIL_NAME_ID } from './service-provider.js';
import { escapeXml as x } from './xml.js';

/** How long an assertion of the built-in IdP is valid. */
export const ASSERTION_LIFETIME_MS = 5 * 60 * 1000;

export interface ResponseInput {
  idpEntityId: string;
  keys: SigningKeyPair;
  /** The SP's entity id: the assertion's Audience. */
  audience: string;
  acsUrl: string;
  /** The request answered; undefined for an IdP-initiated (unsolicited) answer. */
  inResponseTo: string | undefined;
  email: string;
  attributes: Record<string, string | undefined>;
  /** The issue instant; tests move it to craft expired assertions. */
  now?: Date;
}

const samlId = () => `_${randomBytes(20).toString('hex')}`;

/**
 * A SAML Response with one Assertion, both signed (RSA-SHA256, exclusive c14n, enveloped):
 * NameID is the e-mail; the assertion is valid for ASSERTION_LIFETIME_MS, for one audience,
 * one recipient and one request. Returns the XML text.
 */
export function buildSignedResponse(input: ResponseInput): string {
  const now = input.now ?? new Date();
  const instant = now.toISOString();
  const notOnOrAfter = new Date(now.getTime() + ASSERTION_LIFETIME_MS).toISOString();
  const inResponseTo =
    input.inResponseTo === undefined ? '' : ` InResponseTo="${x(input.inResponseTo)}"`;
  const attributes = Object.entries(input.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${x(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">` +
        `<saml:AttributeValue>${x(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${x(input.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${EMAIL_NAME_ID}">${x(input.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${x(input.acsUrl)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${instant}" NotOnOrAfter="${notOnOrAfter}">` +
    `<saml:AudienceRestriction><saml:Audience>${x(input.audience)}</saml:Audience></saml:AudienceRestriction>` +
    `</saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${samlId()}">` +
    `<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>` +
    `</saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
    `ID="${samlId()}" Version="2.0" IssueInstant="${instant}" Destination="${x(input.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${x(input.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  // The assertion first, then the whole response (which then covers the assertion's signature).
  const signedAssertion = sign(response, input.keys, "/*/*[local-name(.)='Assertion']");
  return sign(signedAssertion, input.keys, '/*');
}

function sign(xml: string, keys: SigningKeyPair, target: string): string {
  const signer = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: target,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  // SAML core §5.4.1 and the schema: the signature follows the element's Issuer.
  signer.computeSignature(xml, {
    location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' },
    prefix: 'ds',
  });
  return signer.getSignedXml();
}
