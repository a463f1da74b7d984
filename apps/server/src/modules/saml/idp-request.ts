import { X509Certificate, verify } from 'node:crypto';
import { escape as escapeQuery } from 'node:querystring';
import { inflateRawSync } from 'node:zlib';
import { CLOCK_SKEW_MS } from './service-provider.js';
import { SAML_REQUEST_TTL_MS } from './request-cache.js';
import { MAX_XML_BYTES, NS, childText, parseSamlXml } from './xml.js';

/** A verified AuthnRequest: what the IdP must answer. */
export interface VerifiedAuthnRequest {
  requestId: string;
  acsUrl: string;
  relayState: string | undefined;
}

/** The SP the built-in IdP serves. */
export interface KnownSp {
  entityId: string;
  acsUrl: string;
  cert: string;
  /** The IdP's own SSO URL: the request's Destination. */
  ssoUrl: string;
}

/** The request is not acceptable; the message says why, for the user. */
export class AuthnRequestRejected extends Error {
  override name = 'AuthnRequestRejected';
}

const SIG_ALGS: Record<string, string> = {
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': 'sha512',
};
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const SAML_ID = /^[A-Za-z_][\w.-]{0,255}$/;

/**
 * Checks an AuthnRequest sent with the HTTP-Redirect binding (SAML bindings §3.4.4.1): the
 * query signature against the SP's certificate (SHA-256 or SHA-512 only), then the request's
 * Issuer, Destination, ACS URL, binding and age. `rawQuery` is the query string as received.
 */
export function verifyRedirectAuthnRequest(rawQuery: string, sp: KnownSp): VerifiedAuthnRequest {
  const raw = rawParams(rawQuery);
  const { SAMLRequest: request, RelayState: relay, SigAlg: sigAlg, Signature: signature } = raw;
  if (!request) throw new AuthnRequestRejected('The sign-in request is missing.');
  if (!sigAlg || !signature) throw new AuthnRequestRejected('The sign-in request is not signed.');
  const algorithm = SIG_ALGS[decode(sigAlg)];
  if (!algorithm) throw new AuthnRequestRejected('The sign-in request uses an unsafe signature.');

  // Sign over the bytes as received; accept also the canonical encoding of the same values.
  const parts = (encode: (v: string) => string) =>
    [
      ['SAMLRequest', request],
      ['RelayState', relay],
      ['SigAlg', sigAlg],
    ]
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => `${name}=${encode(value)}`)
      .join('&');
  const key = new X509Certificate(sp.cert).publicKey;
  const sig = Buffer.from(decode(signature), 'base64');
  const signed = [parts((v) => v), parts((v) => escapeQuery(decode(v)))].some((data) =>
    verify(algorithm, Buffer.from(data), key, sig),
  );
  if (!signed) throw new AuthnRequestRejected('The sign-in request signature is not valid.');

  const root = inflate(decode(request));
  if (root.namespaceURI !== NS.protocol || root.localName !== 'AuthnRequest') {
    throw new AuthnRequestRejected('The message is not a sign-in request.');
  }
  const requestId = root.getAttribute('ID') ?? '';
  if (!SAML_ID.test(requestId) || root.getAttribute('Version') !== '2.0') {
    throw new AuthnRequestRejected('The sign-in request has no valid ID or version.');
  }
  if (childText(root, NS.assertion, 'Issuer') !== sp.entityId) {
    throw new AuthnRequestRejected('The sign-in request comes from an unknown service.');
  }
  if (root.getAttribute('Destination') !== sp.ssoUrl) {
    throw new AuthnRequestRejected('The sign-in request was meant for another identity provider.');
  }
  const acsUrl = root.getAttribute('AssertionConsumerServiceURL') || sp.acsUrl;
  const binding = root.getAttribute('ProtocolBinding') || POST_BINDING;
  if (acsUrl !== sp.acsUrl || binding !== POST_BINDING) {
    throw new AuthnRequestRejected('The sign-in request asks for an unknown return address.');
  }
  const issued = Date.parse(root.getAttribute('IssueInstant') ?? '');
  const now = Date.now();
  if (!(issued > now - SAML_REQUEST_TTL_MS - CLOCK_SKEW_MS && issued < now + CLOCK_SKEW_MS)) {
    throw new AuthnRequestRejected('The sign-in request has expired.');
  }
  const relayState = relay === undefined ? undefined : decode(relay);
  // SAML bindings §3.4.3: RelayState MUST NOT exceed 80 bytes.
  if (relayState !== undefined && Buffer.byteLength(relayState) > 80) {
    throw new AuthnRequestRejected('The sign-in request carries too much state.');
  }
  return { requestId, acsUrl, relayState: relayState || undefined };
}

function rawParams(rawQuery: string): Record<string, string | undefined> {
  const params: Record<string, string> = {};
  for (const pair of rawQuery.split('&')) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    if (!['SAMLRequest', 'RelayState', 'SigAlg', 'Signature'].includes(name)) continue;
    if (name in params) throw new AuthnRequestRejected(`The sign-in request repeats ${name}.`);
    params[name] = at < 0 ? '' : pair.slice(at + 1);
  }
  return params;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw new AuthnRequestRejected('The sign-in request is not correctly encoded.');
  }
}

function inflate(base64: string): Element {
  try {
    const xml = inflateRawSync(Buffer.from(base64, 'base64'), { maxOutputLength: MAX_XML_BYTES });
    return parseSamlXml(xml.toString('utf8')).documentElement;
  } catch {
    throw new AuthnRequestRejected('The sign-in request could not be read.');
  }
}
