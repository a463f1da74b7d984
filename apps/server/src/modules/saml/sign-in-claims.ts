/**
 * Which attributes of a verified assertion the SP reads (issue 20 item 4). An attribute the
 * configuration does not name is never an instruction, whatever it is called: an external IdP
 * sending `loginId`, `loginType` or `accountId` changes nothing unless they are configured here.
 */
export interface SignInClaimNames {
  /** The attribute holding the e-mail; undefined: the NameID is the e-mail. */
  email?: string | undefined;
  /** The attribute naming the account to land in (its account number, or its id). */
  account?: string | undefined;
  /** The attribute naming the IdP role to sign in with (an IdP user's role name). */
  role?: string | undefined;
  /** The attribute naming the portal login the IdP means (only the built-in IdP sends one). */
  loginId?: string | undefined;
  /** The attribute carrying IAM, IAM_NOPORTAL or IDP (only the built-in IdP sends one). */
  loginType?: string | undefined;
}

/** The built-in IdP is part of this portal: its own attributes are instructions. */
export const BUILT_IN_CLAIMS: SignInClaimNames = {
  account: 'accountId',
  loginId: 'loginId',
  loginType: 'loginType',
};

/** What the assertion says about who signed in and where they want to land. */
export interface SignInClaims {
  email: string;
  account?: string | undefined;
  role?: string | undefined;
  loginId?: string | undefined;
  loginType?: string | undefined;
}

/** Every attribute of the assertion with all its values (for claims and just-in-time rules). */
export type TAssertionAttributes = Readonly<Record<string, readonly string[]>>;

/**
 * The claims, read only from the configured attributes. A configured attribute with several
 * values is refused rather than guessed at; the e-mail is lower-cased.
 */
export function readSignInClaims(
  names: SignInClaimNames,
  nameId: string | undefined,
  attributes: TAssertionAttributes,
): SignInClaims {
  const single = (purpose: string, name: string | undefined): string | undefined => {
    if (name === undefined) return undefined;
    const values = attributes[name] ?? [];
    if (values.length > 1) {
      throw new ClaimRejected(`the ${purpose} attribute ${name} has ${values.length} values`);
    }
    return values[0]?.trim() || undefined;
  };
  const email = (names.email ? single('e-mail', names.email) : nameId?.trim())?.toLowerCase();
  if (!email) {
    throw new ClaimRejected(
      names.email ? `the assertion has no ${names.email} attribute` : 'the assertion has no NameID',
    );
  }
  return {
    email,
    account: single('account', names.account),
    role: single('role', names.role),
    loginId: single('loginId', names.loginId),
    loginType: single('loginType', names.loginType),
  };
}

/** A verified assertion whose attributes cannot be used (the reason is internal). */
export class ClaimRejected extends Error {
  override name = 'ClaimRejected';
}
