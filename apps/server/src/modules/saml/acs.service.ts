import { and, eq, lt } from 'drizzle-orm';
import { LOGIN_TYPES, type TLoginType } from '@fwmig/contract';
import type { SAML } from '@node-saml/node-saml';
import type { AppDb } from '../../db/database.js';
import { logins, memberships } from '../../db/schema/identity.js';
import { samlAssertions } from '../../db/schema/saml.js';
import { AppError } from '../../errors/app-error.js';
import type { issueLoginId as issueLoginIdFn } from '../identity/login-ids.js';
import { acceptInvitationsAtSignIn } from '../onboarding/invitation-acceptance.js';
import {
  AssertionRejected,
  checkVerifiedResponse,
  type VerifiedAssertion,
} from './assertion-checks.js';
import { parseSamlXml } from './xml.js';

export interface AcsDeps {
  db: AppDb;
  sp: SAML;
  acsUrl: string;
  idpEntityId: string;
  issueLoginId: typeof issueLoginIdFn;
  /** issue 18 item 5: accept answers the IdP sent unasked (no InResponseTo). */
  allowIdpInitiated: boolean;
}

/** The sign-ins this browser started (from its binding cookie; see sign-in-binding.ts). */
export interface TBrowserBinding {
  requestIds: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AGAIN = 'Go back to the portal and sign in again.';

/**
 * The ACS: verifies the IdP's POSTed SAMLResponse (node-saml, then this SP's own checks),
 * refuses an answer to a sign-in this browser did not start (login CSRF) and a replayed
 * assertion, and hands back a one-time loginId for the SPA and the request id it answered.
 * Throws AppError (400 unreadable, 401 not acceptable) with the reason in `internal`.
 */
export async function completeSamlSignIn(
  deps: AcsDeps,
  samlResponse: unknown,
  browser: TBrowserBinding,
): Promise<{ loginId: string; requestId: string | null }> {
  if (typeof samlResponse !== 'string' || samlResponse === '') {
    throw new AppError('BAD_REQUEST', `The sign-in answer has no SAMLResponse. ${AGAIN}`);
  }
  let root: Element;
  try {
    root = parseSamlXml(Buffer.from(samlResponse, 'base64').toString('utf8')).documentElement;
  } catch (error) {
    throw new AppError('BAD_REQUEST', `The sign-in answer could not be read. ${AGAIN}`, {
      internal: describe(error),
    });
  }

  // Checked before the signature: whoever's answer it is, it must answer this browser's request.
  const requestId = root.getAttribute('InResponseTo') || null;
  if (requestId === null && !deps.allowIdpInitiated) {
    throw new AppError(
      'UNAUTHENTICATED',
      `Sign-ins started at the identity provider are turned off here. ${AGAIN}`,
      { internal: 'unsolicited SAML response (SAML_ALLOW_IDP_INITIATED is off)' },
    );
  }
  if (requestId !== null && !browser.requestIds.includes(requestId)) {
    throw new AppError(
      'UNAUTHENTICATED',
      `This sign-in was not started in this browser, or it took too long. ${AGAIN}`,
      { internal: `InResponseTo ${requestId} is not bound to this browser (login CSRF guard)` },
    );
  }

  let verified: VerifiedAssertion;
  try {
    const { profile } = await deps.sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
    if (!profile) throw new AssertionRejected('the response carries no assertion');
    verified = checkVerifiedResponse(root, profile, deps);
  } catch (error) {
    throw new AppError('UNAUTHENTICATED', `${userReason(error)} ${AGAIN}`, {
      internal: `SAML response rejected: ${describe(error)}`,
    });
  }

  await deps.db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, new Date()));
  const [fresh] = await deps.db
    .insert(samlAssertions)
    .values({ id: verified.assertionId, expiresAt: verified.expiresAt })
    .onConflictDoNothing()
    .returning();
  if (!fresh) {
    throw new AppError('UNAUTHENTICATED', `This sign-in was already used. ${AGAIN}`, {
      internal: `replayed assertion ${verified.assertionId}`,
    });
  }
  // issue 20 item 2: the e-mail's pending invitations first; the user lands in the newest's account.
  const invited = await acceptInvitationsAtSignIn(deps.db, verified.email);
  const signIn = await resolveSignIn(deps.db, verified);
  const landing = invited ? { ...signIn, accountId: invited.accountId } : signIn;
  return { loginId: await deps.issueLoginId(deps.db, landing), requestId };
}

/** Maps the assertion to a login of this portal: NameID is the e-mail. */
async function resolveSignIn(db: AppDb, assertion: VerifiedAssertion) {
  const { email, attributes } = assertion;
  const [login] = await db.select().from(logins).where(eq(logins.email, email));
  const refuse = (why: string) =>
    new AppError('UNAUTHENTICATED', `The identity provider signed in ${email}, ${why}`);
  if (!login) throw refuse(`who has no access to this portal yet. Ask your administrator.`);
  if (attributes.loginId !== undefined && attributes.loginId !== login.id) {
    throw refuse(`but its loginId attribute names another login. ${AGAIN}`);
  }
  const claimed = attributes.loginType;
  if (claimed !== undefined && !(LOGIN_TYPES as readonly string[]).includes(claimed)) {
    throw refuse(`with an unknown login type. ${AGAIN}`);
  }
  const loginType = (claimed as TLoginType | undefined) ?? (login.kind === 'idp' ? 'IDP' : 'IAM');
  const accountId = attributes.accountId;
  if (accountId !== undefined) {
    if (!UUID.test(accountId)) throw refuse(`for an account id that is not valid. ${AGAIN}`);
    const [membership] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.loginId, login.id), eq(memberships.accountId, accountId)));
    if (!membership) throw refuse(`for an account it is not a member of. ${AGAIN}`);
  }
  return { loginId: login.id, loginType, ...(accountId ? { accountId } : {}) };
}

/** What the user reads; the precise reason goes to the log. */
function userReason(error: unknown): string {
  const message = describe(error);
  if (/InResponseTo/i.test(message)) {
    return 'This sign-in was not started here, took too long or was already used.';
  }
  if (/expired|not yet valid|subject confirmation/i.test(message)) {
    return 'The sign-in has expired or is not valid yet (check the clocks).';
  }
  if (/audience|Destination|Recipient|Issuer/i.test(message)) {
    return 'The sign-in answer was meant for another service.';
  }
  if (/signature/i.test(message)) {
    return 'The sign-in answer is not signed by the identity provider this portal trusts.';
  }
  if (/SAML provider returned/.test(message)) return 'The identity provider refused the sign-in.';
  return 'The sign-in answer is not valid.';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
