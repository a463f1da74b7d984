import { createHash } from 'node:crypto';
import { IDP_ACCOUNT_PATHS as P } from './idp-account-paths.js';
import { STYLE, h, type HtmlPage } from './idp-pages.js';

/**
 * The built-in IdP's account pages (issue 20 item 3): registration, password links, two-step
 * sign-in. They share the login form's look and its strict CSP: no script, one hashed style
 * sheet, forms posting to this origin only.
 */
const EXTRA =
  'a{color:#0b4f9c}p.links{margin-top:1.5rem;font-size:.9rem}' +
  '.ok{background:#e8f5e9;border-left:4px solid #2e7d32;padding:.6rem}' +
  '.qr{width:12rem;height:12rem;margin:1rem auto}.qr svg{width:100%;height:100%}' +
  'code.secret{display:block;overflow-wrap:anywhere;font-size:1.05rem;letter-spacing:.08em;' +
  'background:#f4f6f8;padding:.6rem;border-radius:4px}' +
  'button.secondary{background:#fff;color:#1565c0;border:1px solid #1565c0}';
const SHEET = STYLE + EXTRA;
const CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(SHEET).digest('base64')}'; ` +
  `img-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

function page(serviceName: string, title: string, body: string): HtmlPage {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>${h(title)} - ${h(serviceName)}</title><style>${SHEET}</style></head>` +
    `<body><main>${body}</main></body></html>`;
  return { html, csp: CSP };
}

const alert = (error: string | undefined) =>
  error ? `<p class="error" role="alert" id="form-error">${h(error)}</p>` : '';
const describedBy = (error: string | undefined) => (error ? ' aria-describedby="form-error"' : '');
const field = (name: string, label: string, attributes: string, value = '') =>
  `<label for="${name}">${h(label)}</label>` +
  `<input id="${name}" name="${name}" ${attributes}${value ? ` value="${h(value)}"` : ''}>`;
const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${h(value)}">`;
const signInLink = (publicUrl: string) => `<a href="${h(publicUrl)}/">Sign in to the portal</a>`;

export interface TPageNames {
  serviceName: string;
  providerName: string;
  publicUrl: string;
}

/** CREATE ACCOUNT: company, e-mail, password (twice). */
export function registerPage(
  names: TPageNames,
  input: { error?: string; values?: { company?: string; email?: string } } = {},
): HtmlPage {
  const v = input.values ?? {};
  const body =
    `<h1>Create your ${h(names.providerName)} account</h1>` +
    `<p class="hint">For ${h(names.serviceName)}. We mail you a link to confirm your e-mail ` +
    `address; the account is created when you open it. You become its master user.</p>` +
    alert(input.error) +
    `<form method="post" action="${P.register}" novalidate${describedBy(input.error)}>` +
    field('company', 'Company', 'autocomplete="organization" required maxlength="120"', v.company) +
    field('email', 'E-mail', 'type="email" autocomplete="email" required', v.email) +
    field(
      'password',
      'Password (at least 10 characters)',
      'type="password" autocomplete="new-password" required',
    ) +
    field('repeat', 'Password again', 'type="password" autocomplete="new-password" required') +
    `<button type="submit">Create account</button></form>` +
    `<p class="links">Already have an account? ${signInLink(names.publicUrl)}</p>`;
  return page(names.serviceName, 'Create account', body);
}

/** A registration link's page: one button creates the account (a POST, once). */
export function confirmRegistrationPage(
  names: TPageNames,
  input: { token: string; email: string; company: string },
): HtmlPage {
  const body =
    `<h1>Create the account</h1>` +
    `<p class="hint">Your e-mail address ${h(input.email)} is confirmed by this link. Create ` +
    `the account of ${h(input.company)} on ${h(names.serviceName)}, with you as its master user?</p>` +
    `<form method="post" action="${P.verify}">` +
    hidden('token', input.token) +
    `<button type="submit">Create the account</button></form>`;
  return page(names.serviceName, 'Create the account', body);
}

/** An outcome to read, with the way on. */
export function noticePage(
  names: TPageNames,
  input: {
    heading: string;
    text: string;
    tone?: 'ok' | 'error';
    link?: { href: string; label: string };
  },
): HtmlPage {
  const tone = input.tone === 'error' ? 'error' : 'ok';
  const link = input.link ?? { href: `${names.publicUrl}/`, label: 'Sign in to the portal' };
  const body =
    `<h1>${h(input.heading)}</h1><p class="${tone}" role="${tone === 'error' ? 'alert' : 'status'}">${h(input.text)}</p>` +
    `<p class="links"><a href="${h(link.href)}">${h(link.label)}</a></p>`;
  return page(names.serviceName, input.heading, body);
}

/** "Forgot your password?": the e-mail to mail a link to. */
export function forgotPage(
  names: TPageNames,
  input: { error?: string; email?: string } = {},
): HtmlPage {
  const body =
    `<h1>Choose a new password</h1>` +
    `<p class="hint">Enter the e-mail you sign in with. If it has an account here, we mail it a ` +
    `link to choose a new password; the link works for an hour, once.</p>` +
    alert(input.error) +
    `<form method="post" action="${P.forgot}" novalidate${describedBy(input.error)}>` +
    field('email', 'E-mail', 'type="email" autocomplete="email" required', input.email) +
    `<button type="submit">Mail me a link</button></form>` +
    `<p class="links">${signInLink(names.publicUrl)}</p>`;
  return page(names.serviceName, 'Forgot password', body);
}

/** A password link's form: the new password, twice. */
export function newPasswordPage(
  names: TPageNames,
  input: { token: string; email: string; error?: string },
): HtmlPage {
  const body =
    `<h1>Choose your password</h1>` +
    `<p class="hint">For ${h(input.email)} on ${h(names.serviceName)}.</p>` +
    alert(input.error) +
    `<form method="post" action="${P.password}" novalidate${describedBy(input.error)}>` +
    hidden('token', input.token) +
    // The e-mail as a username field, so password managers store the new password under it.
    `<input type="hidden" name="username" autocomplete="username" value="${h(input.email)}">` +
    field(
      'password',
      'New password (at least 10 characters)',
      'type="password" autocomplete="new-password" required',
    ) +
    field('repeat', 'New password again', 'type="password" autocomplete="new-password" required') +
    `<button type="submit">Save password</button></form>`;
  return page(names.serviceName, 'Choose your password', body);
}

/** Two-step sign-in: who you are first (e-mail and password). */
export function securityPage(
  names: TPageNames,
  input: { error?: string; email?: string } = {},
): HtmlPage {
  const body =
    `<h1>Two-step sign-in</h1>` +
    `<p class="hint">With two-step sign-in, signing in asks for a code from an authenticator ` +
    `app (RFC 6238 TOTP) after your password. Sign in with your e-mail and password to turn it ` +
    `on or off.</p>` +
    alert(input.error) +
    `<form method="post" action="${P.security}" novalidate${describedBy(input.error)}>` +
    field('email', 'E-mail', 'type="email" autocomplete="username" required', input.email) +
    field('password', 'Password', 'type="password" autocomplete="current-password" required') +
    `<button type="submit">Continue</button></form>` +
    `<p class="links">${signInLink(names.publicUrl)}</p>`;
  return page(names.serviceName, 'Two-step sign-in', body);
}

const codeField = field(
  'code',
  'Code from your authenticator app',
  'inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="8" required autofocus',
);

/** Enrolment: the QR code and the secret as text, and the first code to confirm. */
export function enrolPage(
  names: TPageNames,
  input: { ticket: string; qrSvg: string; secret: string; error?: string },
): HtmlPage {
  const body =
    `<h1>Set up your authenticator</h1>` +
    `<p class="hint">Scan this code with your authenticator app, or type the key below into it. ` +
    `Then enter the 6-digit code it shows.</p>` +
    `<div class="qr" role="img" aria-label="QR code of the authenticator key">${input.qrSvg}</div>` +
    `<p class="hint">Key:</p><code class="secret">${h(input.secret.replace(/(.{4})/g, '$1 ').trim())}</code>` +
    alert(input.error) +
    `<form method="post" action="${P.securityCode}" novalidate${describedBy(input.error)}>` +
    hidden('ticket', input.ticket) +
    hidden('action', 'enable') +
    codeField +
    `<button type="submit">Turn on two-step sign-in</button></form>`;
  return page(names.serviceName, 'Set up your authenticator', body);
}

/** Two-step sign-in is on: a current code turns it off. */
export function totpOnPage(names: TPageNames, input: { ticket: string; error?: string }): HtmlPage {
  const body =
    `<h1>Two-step sign-in is on</h1>` +
    `<p class="hint">Signing in asks for a code from your authenticator app. To turn it off, ` +
    `enter a current code. Lost your authenticator? Ask an administrator to reset it.</p>` +
    alert(input.error) +
    `<form method="post" action="${P.securityCode}" novalidate${describedBy(input.error)}>` +
    hidden('ticket', input.ticket) +
    hidden('action', 'disable') +
    codeField +
    `<button type="submit" class="secondary">Turn off two-step sign-in</button></form>` +
    `<p class="links">${signInLink(names.publicUrl)}</p>`;
  return page(names.serviceName, 'Two-step sign-in', body);
}

/** The sign-in's second step. */
export function codePage(
  names: TPageNames,
  input: { pendingId: string; ticket: string; error?: string },
): HtmlPage {
  const body =
    `<h1>Enter your code</h1>` +
    `<p class="hint">Open your authenticator app and enter the 6-digit code for ` +
    `${h(names.serviceName)}. Lost it? Ask an administrator to reset your two-step sign-in.</p>` +
    alert(input.error) +
    `<form method="post" action="${P.loginCode}" novalidate${describedBy(input.error)}>` +
    hidden('pending', input.pendingId) +
    hidden('ticket', input.ticket) +
    codeField +
    `<button type="submit">Sign in</button></form>`;
  return page(names.serviceName, 'Enter your code', body);
}
