import type { Profile } from '@node-saml/node-saml';
import { CLOCK_SKEW_MS, MAX_ASSERTION_AGE_MS } from './service-provider.js';
import type { TAssertionAttributes } from './sign-in-claims.js';
import { NS, childElements, childText, parseSamlXml } from './xml.js';

/** What the ACS takes from a verified assertion. */
export interface VerifiedAssertion {
  assertionId: string;
  /** When the assertion can no longer be accepted: the replay cache keeps its id until then. */
  expiresAt: Date;
  nameId: string | undefined;
  nameIdFormat: string | undefined;
  /** The IdP's session (AuthnStatement SessionIndex): single logout names it. */
  sessionIndex: string | undefined;
  /** Every attribute with all its values; which ones count is configuration (sign-in-claims). */
  attributes: TAssertionAttributes;
}

/** Raised for a response node-saml accepted but this SP must not (the reason is internal). */
export class AssertionRejected extends Error {
  override name = 'AssertionRejected';
}

/**
 * The checks node-saml leaves to its caller. The assertion is read from the XML node-saml
 * verified (a signature on the response or on the assertion covers it): its Issuer, its bearer
 * Recipient, and its InResponseTo, which must be the request the Response answers (the
 * Response's own attributes are not signed when only the assertion is). The Response's
 * Destination and Issuer, when present, must match too.
 */
export function checkVerifiedResponse(
  responseRoot: Element,
  profile: Profile,
  expected: { acsUrl: string; idpEntityId: string },
): VerifiedAssertion {
  const destination = responseRoot.getAttribute('Destination');
  if (destination !== null && destination !== '' && destination !== expected.acsUrl) {
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
  const inResponseTo = responseRoot.getAttribute('InResponseTo') || null;
  const bearer = subject
    ? childElements(subject, NS.assertion, 'SubjectConfirmation')
        .filter((c) => c.getAttribute('Method') === 'urn:oasis:names:tc:SAML:2.0:cm:bearer')
        .flatMap((c) => childElements(c, NS.assertion, 'SubjectConfirmationData'))
        .filter((data) => data.getAttribute('Recipient') === expected.acsUrl)
    : [];
  if (bearer.length === 0) {
    throw new AssertionRejected(`no bearer SubjectConfirmation for ${expected.acsUrl}`);
  }
  const answers = (data: Element) => (data.getAttribute('InResponseTo') || null) === inResponseTo;
  if (!bearer.some(answers)) {
    throw new AssertionRejected(
      `the signed assertion answers another request than the Response (${inResponseTo})`,
    );
  }
  const [nameIdElement] = subject ? childElements(subject, NS.assertion, 'NameID') : [];
  const [authn] = childElements(assertion, NS.assertion, 'AuthnStatement');
  return {
    assertionId,
    expiresAt: replayCacheExpiry(assertion),
    nameId: profile.nameID?.trim() || undefined,
    nameIdFormat: nameIdElement?.getAttribute('Format') || undefined,
    sessionIndex: authn?.getAttribute('SessionIndex') || undefined,
    attributes: allAttributes(assertion),
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

function allAttributes(assertion: Element): TAssertionAttributes {
  const result: Record<string, string[]> = {};
  for (const statement of childElements(assertion, NS.assertion, 'AttributeStatement')) {
    for (const attribute of childElements(statement, NS.assertion, 'Attribute')) {
      const name = attribute.getAttribute('Name');
      if (!name) continue;
      const values = childElements(attribute, NS.assertion, 'AttributeValue')
        .map((value) => value.textContent?.trim() ?? '')
        .filter((value) => value !== '');
      result[name] = [...(result[name] ?? []), ...values];
    }
  }
  return result;
}
