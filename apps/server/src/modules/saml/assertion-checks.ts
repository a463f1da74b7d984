import type { Profile } from '@node-saml/node-saml';
import { CLOCK_SKEW_MS, MAX_ASSERTION_AGE_MS } from './service-provider.js';
import { NS, childElements, childText, parseSamlXml } from './xml.js';

/** What the ACS takes from a verified assertion. */
export interface VerifiedAssertion {
  assertionId: string;
  /** When the assertion can no longer be accepted: the replay cache keeps its id until then. */
  expiresAt: Date;
  email: string;
  attributes: Record<string, string>;
}

/** Raised for a response node-saml accepted but this SP must not (the reason is internal). */
export class AssertionRejected extends Error {
  override name = 'AssertionRejected';
}

/**
 * The checks node-saml leaves to its caller, on the signed parts only: the Response's
 * Destination and Issuer (the whole Response is signed: wantAuthnResponseSigned), and the
 * assertion's Issuer and bearer Recipient (from the verified assertion XML).
 */
export function checkVerifiedResponse(
  responseRoot: Element,
  profile: Profile,
  expected: { acsUrl: string; idpEntityId: string },
): VerifiedAssertion {
  const destination = responseRoot.getAttribute('Destination');
  if (destination !== expected.acsUrl) {
    throw new AssertionRejected(`Response Destination is ${destination}, not ${expected.acsUrl}`);
  }
  const responseIssuer = childText(responseRoot, NS.assertion, 'Issuer');
  if (responseIssuer !== undefined && responseIssuer !== expected.idpEntityId) {
    throw new AssertionRejected(`Response Issuer is ${responseIssuer}`);
  }

  const assertionXml = profile.getAssertionXml?.();
  if (!assertionXml) throw new AssertionRejected('no verified assertion');
  const assertion = parseSamlXml(assertionXml).documentElement;
  const issuer = childText(assertion, NS.assertion, 'Issuer');
  if (issuer !== expected.idpEntityId) throw new AssertionRejected(`Assertion Issuer is ${issuer}`);
  const assertionId = assertion.getAttribute('ID');
  if (!assertionId) throw new AssertionRejected('the assertion has no ID');

  const [subject] = childElements(assertion, NS.assertion, 'Subject');
  const recipients = subject
    ? childElements(subject, NS.assertion, 'SubjectConfirmation')
        .filter((c) => c.getAttribute('Method') === 'urn:oasis:names:tc:SAML:2.0:cm:bearer')
        .flatMap((c) => childElements(c, NS.assertion, 'SubjectConfirmationData'))
        .map((data) => data.getAttribute('Recipient'))
    : [];
  if (!recipients.includes(expected.acsUrl)) {
    throw new AssertionRejected(`no bearer SubjectConfirmation for ${expected.acsUrl}`);
  }

  const email = profile.nameID?.trim().toLowerCase();
  if (!email) throw new AssertionRejected('the assertion has no NameID');
  return {
    assertionId,
    expiresAt: replayCacheExpiry(assertion),
    email,
    attributes: singleValuedAttributes(assertion),
  };
}

function replayCacheExpiry(assertion: Element): Date {
  const issued = Date.parse(assertion.getAttribute('IssueInstant') ?? '');
  const [conditions] = childElements(assertion, NS.assertion, 'Conditions');
  const notOnOrAfter = Date.parse(conditions?.getAttribute('NotOnOrAfter') ?? '');
  const limits = [issued + MAX_ASSERTION_AGE_MS, notOnOrAfter].filter(Number.isFinite);
  const until = limits.length > 0 ? Math.min(...limits) : Date.now() + MAX_ASSERTION_AGE_MS;
  return new Date(Math.max(until, Date.now()) + CLOCK_SKEW_MS);
}

function singleValuedAttributes(assertion: Element): Record<string, string> {
  const result: Record<string, string> = {};
  for (const statement of childElements(assertion, NS.assertion, 'AttributeStatement')) {
    for (const attribute of childElements(statement, NS.assertion, 'Attribute')) {
      const name = attribute.getAttribute('Name');
      const values = childElements(attribute, NS.assertion, 'AttributeValue');
      const value = values[0]?.textContent?.trim();
      if (name && values.length === 1 && value) result[name] = value;
    }
  }
  return result;
}
