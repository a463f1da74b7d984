import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { NS, childElements, parseSamlXml } from './xml.js';

/** What the SP needs to trust an IdP: who it is, where to send users, which certs sign. */
export interface IdpTrust {
  entityId: string;
  /** The SingleSignOnService location for the HTTP-Redirect binding. */
  ssoUrl: string;
  /** PEM certificates whose keys may sign responses. */
  certs: string[];
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/**
 * Reads an external IdP's metadata: only the entityID, the HTTP-Redirect SSO location and the
 * signing certificates. Throws with a message naming what is missing.
 */
export function parseIdpMetadata(xml: string): IdpTrust {
  const root = parseSamlXml(xml).documentElement;
  const entity = findEntity(root);
  const entityId = entity.getAttribute('entityID') ?? '';
  if (!entityId) throw new Error('the EntityDescriptor has no entityID');
  const [idp] = childElements(entity, NS.metadata, 'IDPSSODescriptor');
  if (!idp) throw new Error(`${entityId} has no IDPSSODescriptor`);

  const sso = childElements(idp, NS.metadata, 'SingleSignOnService').find(
    (element) => element.getAttribute('Binding') === REDIRECT_BINDING,
  );
  const ssoUrl = sso?.getAttribute('Location') ?? '';
  if (!/^https?:\/\//.test(ssoUrl)) {
    throw new Error(`${entityId} has no SingleSignOnService with the HTTP-Redirect binding`);
  }

  const certs = childElements(idp, NS.metadata, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => childElements(key, NS.dsig, 'KeyInfo'))
    .flatMap((info) => childElements(info, NS.dsig, 'X509Data'))
    .flatMap((data) => childElements(data, NS.dsig, 'X509Certificate'))
    .map((element) => toPem(element.textContent ?? ''));
  if (certs.length === 0) throw new Error(`${entityId} has no signing certificate`);
  return { entityId, ssoUrl, certs };
}

/** Reads and parses the metadata file named by the lead's SAML_IDP_METADATA setting. */
export async function readIdpMetadataFile(path: string): Promise<IdpTrust> {
  const xml = await readFile(path, 'utf8');
  try {
    return parseIdpMetadata(xml);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`SAML IdP metadata ${path} cannot be used: ${reason}`, { cause: error });
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
