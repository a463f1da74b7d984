/** The built-in IdP's own account pages (issue 20 item 3), next to SAML_PATHS' sign-in. */
export const IDP_ACCOUNT_PATHS = {
  /** CREATE ACCOUNT (AccountCreation_URL's default): company, e-mail and password. */
  register: '/idp/register',
  /** The registration mail's link: verifies the e-mail and creates the account. */
  verify: '/idp/verify',
  /** "Forgot your password?": asks for the e-mail to mail a link to. */
  forgot: '/idp/password/forgot',
  /** A password link's page: choose the new password. */
  password: '/idp/password',
  /** Two-step sign-in: enrol (or remove) a TOTP authenticator. */
  security: '/idp/security',
  securityCode: '/idp/security/code',
  /** The sign-in's second step: the authenticator's code. */
  loginCode: '/idp/login/code',
} as const;
