import { EMAIL_NAME_ID } from './service-provider.js';
import { escapeXml as x } from './xml.js';

/** The base64 body of a PEM certificate, as metadata carries it. */
export function certBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/** The built-in IdP's metadata: entityID, signing certificate, HTTP-Redirect SSO location. */
export function idpMetadataXml(input: { entityId: string; ssoUrl: string; cert: string }): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${x(input.entityId)}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">` +
    `<ds:X509Data><ds:X509Certificate>${certBody(input.cert)}</ds:X509Certificate></ds:X509Data>` +
    `</ds:KeyInfo></md:KeyDescriptor>` +
    `<md:NameIDFormat>${EMAIL_NAME_ID}</md:NameIDFormat>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${x(input.ssoUrl)}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>\n`
  );
}
