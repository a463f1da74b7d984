import { createHash } from 'node:crypto';

/** An HTML page and the Content-Security-Policy that lets exactly it run. */
export interface HtmlPage {
  html: string;
  csp: string;
}

export const h = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a}' +
  'main{max-width:26rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;' +
  'box-shadow:0 1px 4px rgba(0,0,0,.15)}h1{font-size:1.4rem;margin-top:0}' +
  'label{display:block;margin-top:1rem;font-weight:600}' +
  'input{box-sizing:border-box;width:100%;padding:.6rem;margin-top:.3rem;font-size:1rem;' +
  'border:1px solid #767676;border-radius:4px}fieldset{border:0;padding:0;margin:1rem 0 0}' +
  'legend{font-weight:600}p.hint{color:#444;font-size:.9rem}' +
  '.error{color:#a4000f;background:#fdecee;border-left:4px solid #a4000f;padding:.6rem}' +
  'button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;color:#fff;' +
  'background:#1565c0;border:0;border-radius:4px;cursor:pointer}' +
  'button:focus,input:focus{outline:3px solid #ffbf47}';

const csp = (extra: string) =>
  `default-src 'none'; style-src ${sha256(STYLE)}; ${extra}; frame-ancestors 'none'; base-uri 'none'`;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>${h(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

export interface LoginFormInput {
  serviceName: string;
  providerName: string;
  pendingId: string;
  error?: string;
  values?: { email?: string; account?: string; username?: string };
}

/** The built-in IdP's sign-in form: e-mail, or account number and username, and a password. */
export function loginPage(input: LoginFormInput): HtmlPage {
  const v = input.values ?? {};
  const error = input.error
    ? `<p class="error" role="alert" id="form-error">${h(input.error)}</p>`
    : '';
  const described = input.error ? ' aria-describedby="form-error"' : '';
  const body =
    `<h1>Sign in to ${h(input.serviceName)}</h1>` +
    `<p class="hint">Use your ${h(input.providerName)} account: your e-mail, or your account ` +
    `number and IAM username, with your password.</p>${error}` +
    `<form method="post" action="/idp/login" novalidate${described}>` +
    `<input type="hidden" name="pending" value="${h(input.pendingId)}">` +
    `<label for="email">E-mail</label>` +
    `<input id="email" name="email" type="email" autocomplete="username" value="${h(v.email ?? '')}">` +
    `<fieldset><legend>Or, as an IAM user</legend>` +
    `<label for="account">Account number</label>` +
    `<input id="account" name="account" inputmode="numeric" autocomplete="organization" value="${h(v.account ?? '')}">` +
    `<label for="username">IAM username</label>` +
    `<input id="username" name="username" autocomplete="username" value="${h(v.username ?? '')}">` +
    `</fieldset>` +
    `<label for="password">Password</label>` +
    `<input id="password" name="password" type="password" autocomplete="current-password" required>` +
    `<button type="submit">Sign in</button></form>` +
    // issue 20 item 3: the built-in IdP's own account pages (idp-account.routes.ts).
    `<p class="hint"><a href="/idp/password/forgot">Forgot your password?</a> · ` +
    `<a href="/idp/register">Create an account</a> · <a href="/idp/security">Two-step sign-in</a></p>`;
  return { html: page(`Sign in - ${input.serviceName}`, body), csp: csp("form-action 'self'") };
}

/** A page that only explains what went wrong and what to do. */
export function messagePage(serviceName: string, heading: string, text: string): HtmlPage {
  const body = `<h1>${h(heading)}</h1><p role="alert">${h(text)}</p>`;
  return { html: page(`${heading} - ${serviceName}`, body), csp: csp("form-action 'none'") };
}

const AUTO_SUBMIT = 'document.forms[0].submit();';

/** The HTTP-POST binding: a form that carries the SAMLResponse to the ACS and sends itself. */
export function autoPostPage(input: {
  serviceName: string;
  acsUrl: string;
  samlResponse: string;
  relayState: string | null;
  /** More hidden fields (the SP's same-origin re-post marks itself with one). */
  extraFields?: Record<string, string>;
}): HtmlPage {
  const relay =
    input.relayState === null
      ? ''
      : `<input type="hidden" name="RelayState" value="${h(input.relayState)}">`;
  const extra = Object.entries(input.extraFields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${h(name)}" value="${h(value)}">`)
    .join('');
  const body =
    `<h1>Signing you in</h1>` +
    `<form method="post" action="${h(input.acsUrl)}">` +
    `<input type="hidden" name="SAMLResponse" value="${h(input.samlResponse)}">${relay}${extra}` +
    `<noscript><p>JavaScript is off: press Continue to finish signing in.</p>` +
    `<button type="submit">Continue</button></noscript></form>` +
    `<script>${AUTO_SUBMIT}</script>`;
  const action = new URL(input.acsUrl).origin;
  return {
    html: page(`Signing in - ${input.serviceName}`, body),
    csp: csp(`script-src ${sha256(AUTO_SUBMIT)}; form-action ${action}`),
  };
}
