import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ConfigError } from '../../config/env.js';
import { NS, childElements, parseSamlXml } from './xml.js';

/** What the SP needs to trust an IdP: who it is, where to send users, which certs sign. */
export interface IdpTrust {
  entityId: string;
  /** The SingleSignOnService location for `ssoBinding`. */
  ssoUrl: string;
  /** How the AuthnRequest goes: HTTP-Redirect when the IdP offers it, else HTTP-POST. */
  ssoBinding: TSamlBinding;
  /** The IdP's SingleLogoutService (HTTP-Redirect), when its metadata offers one. */
  sloUrl?: string | undefined;
  /** PEM certificates whose keys may sign responses. */
  certs: string[];
}

export type TSamlBinding = 'HTTP-Redirect' | 'HTTP-POST';

const BINDING_PREFIX = 'urn:oasis:names:tc:SAML:2.0:bindings:';

/** The Location of the first service with one of these bindings, in the order given. */
function serviceFor(idp: Element, service: string, bindings: readonly TSamlBinding[]) {
  const services = childElements(idp, NS.metadata, service);
  for (const binding of bindings) {
    const found = services.find((s) => s.getAttribute('Binding') === BINDING_PREFIX + binding);
    const location = found?.getAttribute('Location') ?? '';
    if (/^https?:\/\//.test(location)) return { binding, location };
  }
  return undefined;
}

/**
 * Reads an external IdP's metadata: the entityID, the SSO location (HTTP-Redirect, else
 * HTTP-POST), the HTTP-Redirect SLO location if any and the signing certificates. Throws with
 * a message naming what is missing.
 */
export function parseIdpMetadata(xml: string): IdpTrust {
  const root = parseSamlXml(xml).documentElement;
  const entity = findEntity(root);
  const entityId = entity.getAttribute('entityID') ?? '';
  if (!entityId) throw new Error('the EntityDescriptor has no entityID');
  const [idp] = childElements(entity, NS.metadata, 'IDPSSODescriptor');
  if (!idp) throw new Error(`${entityId} has no IDPSSODescriptor`);

  const sso = serviceFor(idp, 'SingleSignOnService', ['HTTP-Redirect', 'HTTP-POST']);
  if (!sso) {
    throw new Error(
      `${entityId} has no SingleSignOnService with the HTTP-Redirect or HTTP-POST binding`,
    );
  }
  const slo = serviceFor(idp, 'SingleLogoutService', ['HTTP-Redirect']);

  const certs = childElements(idp, NS.metadata, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => childElements(key, NS.dsig, 'KeyInfo'))
    .flatMap((info) => childElements(info, NS.dsig, 'X509Data'))
    .flatMap((data) => childElements(data, NS.dsig, 'X509Certificate'))
    .map((element) => toPem(element.textContent ?? ''));
  if (certs.length === 0) throw new Error(`${entityId} has no signing certificate`);
  return {
    entityId,
    ssoUrl: sso.location,
    ssoBinding: sso.binding,
    sloUrl: slo?.location,
    certs,
  };
}

const MAX_METADATA_BYTES = 1024 * 1024;

/** Whether SAML_IDP_METADATA names an http(s) URL (re-read on a schedule) rather than a file. */
export const isMetadataUrl = (source: string) => /^https?:\/\//.test(source);

/**
 * An external IdP's metadata from a file or an http(s) URL. Fails with a ConfigError naming
 * SAML_IDP_METADATA and what was wrong.
 */
export async function readIdpMetadata(source: string): Promise<IdpTrust> {
  try {
    let xml: string;
    if (isMetadataUrl(source)) {
      const response = await fetch(source, {
        signal: AbortSignal.timeout(10_000),
        redirect: 'follow',
      });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      xml = await response.text();
      if (xml.length > MAX_METADATA_BYTES) throw new Error('the document is larger than 1 MiB');
    } else {
      xml = await readFile(source, 'utf8');
    }
    return parseIdpMetadata(xml);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  SAML_IDP_METADATA: ${source} cannot be used (${reason}).`,
      { cause: error },
    );
  }
}

function findEntity(root: Element): Element {
  if (root.namespaceURI === NS.metadata && root.localName === 'EntityDescriptor') return root;
  if (root.namespaceURI === NS.metadata && root.localName === 'EntitiesDescriptor') {
    const withIdp = childElements(root, NS.metadata, 'EntityDescriptor').filter(
      (entity) => childElements(entity, NS.metadata, 'IDPSSODescriptor').length > 0,
    );
    if (withIdp.length === 1 && withIdp[0]) return withIdp[0];
    throw new Error('the metadata must describe exactly one IdP');
  }
  throw new Error('the root element is not a SAML EntityDescriptor');
}

function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  const pem = `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
  new X509Certificate(pem); // throws on a malformed certificate
  return pem;
}
