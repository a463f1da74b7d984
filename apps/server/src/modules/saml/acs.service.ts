import { lt } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { samlAssertions } from '../../db/schema/saml.js';
import type { issueLoginId as issueLoginIdFn } from '../identity/login-ids.js';
import type { TAuditOrigin } from '../audit/audit.service.js';
import { acceptInvitationsAtSignIn } from '../onboarding/invitation-acceptance.js';
import {
  AssertionRejected,
  checkVerifiedResponse,
  type VerifiedAssertion,
} from './assertion-checks.js';
import type { IdpConnection } from './idp-connection.js';
import { rememberIdpSession } from './idp-sessions.js';
import { resolveSignIn } from './resolve-login.js';
import type { SamlSettings } from './saml-settings.js';
import { createServiceProvider } from './service-provider.js';
import { ClaimRejected, readSignInClaims, type SignInClaims } from './sign-in-claims.js';
import { SignInRefusal, type TRefusalReason } from './sign-in-refusal.js';
import { NS, parseSamlXml } from './xml.js';

export interface AcsDeps {
  db: AppDb;
  settings: SamlSettings;
  idp: IdpConnection;
  issueLoginId: typeof issueLoginIdFn;
  /** issue 18 item 5: accept answers the IdP sent unasked (no InResponseTo). */
  allowIdpInitiated: boolean;
  /** Keep the IdP's session for single logout (external IdPs; the built-in one keeps none). */
  keepIdpSessions: boolean;
}

/** The sign-ins this browser started (from its binding cookie; see sign-in-binding.ts). */
export interface TBrowserBinding {
  requestIds: readonly string[];
  /** Where the browser is (IP, user agent), for the audit of what the sign-in does. */
  origin?: TAuditOrigin;
}

export interface TAcsResult {
  loginId: string;
  requestId: string | null;
  /** The IdP session cookie's value, when one was kept. */
  idpSession: string | undefined;
}

const AGAIN = 'Go back to the portal and sign in again.';

/**
 * The ACS: verifies the IdP's POSTed SAMLResponse (node-saml, then this SP's own checks),
 * refuses an answer to a sign-in this browser did not start (login CSRF) and a replayed
 * assertion, and hands back a one-time loginId for the SPA and the request id it answered.
 * Throws SignInRefusal (400 unreadable, 401 not acceptable, 503 IdP unavailable) with the
 * reason in `internal`; once the answer is verified it carries the e-mail and the IdP session.
 */
export async function completeSamlSignIn(
  deps: AcsDeps,
  samlResponse: unknown,
  browser: TBrowserBinding,
): Promise<TAcsResult> {
  if (typeof samlResponse !== 'string' || samlResponse === '') {
    throw new SignInRefusal(
      'BAD_REQUEST',
      'unreadable',
      `The sign-in answer has no SAMLResponse. ${AGAIN}`,
    );
  }
  let root: Element;
  try {
    root = parseSamlXml(Buffer.from(samlResponse, 'base64').toString('utf8')).documentElement;
  } catch (error) {
    throw new SignInRefusal(
      'BAD_REQUEST',
      'unreadable',
      `The sign-in answer could not be read. ${AGAIN}`,
      { internal: describe(error) },
    );
  }

  // Checked before the signature: whoever's answer it is, it must answer this browser's request.
  const requestId = root.getAttribute('InResponseTo') || null;
  if (requestId === null && !deps.allowIdpInitiated) {
    throw new SignInRefusal(
      'UNAUTHENTICATED',
      'idp_initiated',
      `Sign-ins started at the identity provider are turned off here. ${AGAIN}`,
      { internal: 'unsolicited SAML response (SAML_ALLOW_IDP_INITIATED is off)' },
    );
  }
  if (requestId !== null && !browser.requestIds.includes(requestId)) {
    throw new SignInRefusal(
      'UNAUTHENTICATED',
      'not_this_browser',
      `This sign-in was not started in this browser, or it took too long. ${AGAIN}`,
      { internal: `InResponseTo ${requestId} is not bound to this browser (login CSRF guard)` },
    );
  }

  // Key rollover: a signature naming a certificate the SP does not know reads the metadata again.
  for (const cert of signingCertificates(root)) await deps.idp.learnKey(cert);
  const trust = deps.idp.current();
  if (!trust) {
    throw new SignInRefusal(
      'SERVICE_UNAVAILABLE',
      'invalid',
      `Single sign-on is unavailable: the identity provider cannot be reached. Try again in a minute.`,
      { internal: `IdP metadata unavailable: ${deps.idp.lastFailure()?.reason ?? 'unknown'}` },
    );
  }

  let verified: VerifiedAssertion;
  try {
    const sp = createServiceProvider(deps.settings, trust, deps.db, {
      allowIdpInitiated: deps.allowIdpInitiated,
    });
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
    if (!profile) throw new AssertionRejected('the response carries no assertion');
    verified = checkVerifiedResponse(root, profile, {
      acsUrl: deps.settings.sp.acsUrl,
      idpEntityId: trust.entityId,
    });
  } catch (error) {
    const { reason, text } = userReason(error);
    throw new SignInRefusal('UNAUTHENTICATED', reason, `${text} ${AGAIN}`, {
      internal: `SAML response rejected: ${describe(error)}`,
    });
  }

  // Verified: from here on the page can name who signed in, and the IdP session is known.
  let claims: SignInClaims;
  try {
    claims = readSignInClaims(deps.settings.claims, verified.nameId, verified.attributes);
  } catch (error) {
    if (!(error instanceof ClaimRejected)) throw error;
    throw new SignInRefusal(
      'UNAUTHENTICATED',
      'claims',
      `The identity provider's answer does not say who signed in in a way this portal reads. Tell your administrator.`,
      { internal: `SAML claims: ${error.message}` },
    );
  }

  await deps.db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, new Date()));
  const [fresh] = await deps.db
    .insert(samlAssertions)
    .values({ id: verified.assertionId, expiresAt: verified.expiresAt })
    .onConflictDoNothing()
    .returning();
  if (!fresh) {
    throw new SignInRefusal(
      'UNAUTHENTICATED',
      'replayed',
      `This sign-in was already used. ${AGAIN}`,
      {
        internal: `replayed assertion ${verified.assertionId}`,
      },
    );
  }

  const idpSession =
    deps.keepIdpSessions && verified.nameId
      ? await rememberIdpSession(deps.db, {
          email: claims.email,
          nameId: verified.nameId,
          nameIdFormat: verified.nameIdFormat ?? null,
          sessionIndex: verified.sessionIndex ?? null,
        })
      : undefined;
  try {
    // issue 20 item 2: the e-mail's pending invitations first; the user lands in the newest's account.
    const invited = await acceptInvitationsAtSignIn(deps.db, claims.email, browser.origin);
    const signIn = await resolveSignIn(deps.db, claims, {
      attributes: verified.attributes,
      jitRules: deps.settings.jitRules,
    });
    const landing = invited ? { ...signIn, accountId: invited.accountId } : signIn;
    return { loginId: await deps.issueLoginId(deps.db, landing), requestId, idpSession };
  } catch (error) {
    if (error instanceof SignInRefusal) error.idpSession = idpSession;
    throw error;
  }
}

/** The certificates the document's signatures carry in their KeyInfo (PEM). */
function signingCertificates(root: Element): string[] {
  const found = root.getElementsByTagNameNS(NS.dsig, 'X509Certificate');
  const pems: string[] = [];
  for (let i = 0; i < found.length; i += 1) {
    const body = (found.item(i)?.textContent ?? '').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/=]{100,}$/.test(body)) continue;
    const lines = body.match(/.{1,64}/g) ?? [];
    pems.push(`-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`);
  }
  return pems;
}

/** What the user reads, and the page it picks; the precise reason goes to the log. */
function userReason(error: unknown): { reason: TRefusalReason; text: string } {
  const message = describe(error);
  if (/InResponseTo/i.test(message)) {
    return {
      reason: 'request_unknown',
      text: 'This sign-in was not started here, took too long or was already used.',
    };
  }
  if (/expired|not yet valid|subject confirmation|too old/i.test(message)) {
    return {
      reason: 'expired',
      text: 'The sign-in has expired or is not valid yet (check the clocks).',
    };
  }
  if (/audience|Destination|Recipient|Issuer/i.test(message)) {
    return { reason: 'wrong_audience', text: 'The sign-in answer was meant for another service.' };
  }
  if (/signature/i.test(message)) {
    return {
      reason: 'wrong_signature',
      text: 'The sign-in answer is not signed by the identity provider this portal trusts.',
    };
  }
  if (/SAML provider returned/.test(message)) {
    return { reason: 'idp_refused', text: 'The identity provider refused the sign-in.' };
  }
  return { reason: 'invalid', text: 'The sign-in answer is not valid.' };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
