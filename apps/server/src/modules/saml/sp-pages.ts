import { createHash } from 'node:crypto';
import type { HtmlPage } from './idp-pages.js';
import type { SignInRefusal, TRefusalReason } from './sign-in-refusal.js';

/**
 * The SP's own pages (issue 20 items 2, 4, 5): a refused sign-in, single sign-on unavailable,
 * signed out with the IdP session still open. Laid out as the portal's error page (a banner,
 * the heading, what happened, who signed in, the ways forward), served by the server itself so
 * they work whatever state the web app is in. No script: the CSP allows only this stylesheet.
 */
const h = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const STYLE =
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;' +
  'background:#f5f6f8;color:#1a1a1a;line-height:1.5}' +
  'main{max-width:720px;margin:4rem auto;background:#fff;border:1px solid #d0d4da;' +
  'border-radius:4px;overflow:hidden}' +
  '.banner{background:#c62828;color:#fff;font-weight:600;padding:.8rem 1.5rem}' +
  '.banner.info{background:#0d5ea8}' +
  '.body{padding:2rem}h1{font-size:1.5rem;margin:0 0 1rem}p{margin:0 0 1rem}' +
  '.who{border:1px solid #d0d4da;border-radius:4px;padding:.8rem 1rem;margin:0 0 1rem;' +
  'background:#fafbfc}.who dt{font-size:.85rem;color:#555}.who dd{margin:0;font-weight:600;' +
  'overflow-wrap:anywhere}' +
  '.actions{display:flex;flex-wrap:wrap;gap:.5rem;padding-top:.5rem}' +
  '.button{display:inline-block;padding:.55rem 1.1rem;border-radius:4px;font-weight:600;' +
  'text-decoration:none;border:1px solid #0d5ea8;color:#0d5ea8;background:#fff}' +
  '.button.primary{background:#0d5ea8;color:#fff}' +
  '.button:focus{outline:3px solid #ffbf47;outline-offset:2px}' +
  '@media (max-width:600px){main{margin:1rem}.body{padding:1.25rem}' +
  '.actions{flex-direction:column}.button{text-align:center}}';

const CSP =
  `default-src 'none'; style-src ${sha256(STYLE)}; form-action 'none'; ` +
  `frame-ancestors 'none'; base-uri 'none'`;

export interface TPageAction {
  label: string;
  href: string;
  primary?: boolean;
}

interface TPage {
  serviceName: string;
  banner: string;
  tone?: 'error' | 'info';
  heading: string;
  paragraphs: string[];
  who?: { label: string; value: string } | undefined;
  actions: TPageAction[];
  /** Seconds after which the browser loads `refreshTo` (the unavailable page retries). */
  refresh?: { seconds: number; to: string };
}

function render(input: TPage): HtmlPage {
  const refresh = input.refresh
    ? `<meta http-equiv="refresh" content="${input.refresh.seconds};url=${h(input.refresh.to)}">`
    : '';
  const who = input.who
    ? `<dl class="who"><dt>${h(input.who.label)}</dt><dd>${h(input.who.value)}</dd></dl>`
    : '';
  const actions = input.actions
    .map(
      (a) =>
        `<a class="button${a.primary ? ' primary' : ''}" href="${h(a.href)}">${h(a.label)}</a>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">${refresh}` +
    `<title>${h(input.heading)} - ${h(input.serviceName)}</title><style>${STYLE}</style></head>` +
    `<body><main><div class="banner${input.tone === 'info' ? ' info' : ''}" role="status">${h(input.banner)}</div>` +
    `<div class="body"><h1>${h(input.heading)}</h1>` +
    input.paragraphs.map((p, i) => `<p${i === 0 ? ' role="alert"' : ''}>${h(p)}</p>`).join('') +
    `${who}<nav class="actions" aria-label="What to do next">${actions}</nav></div></main></body></html>`;
  return { html, csp: CSP };
}

/** Where the ways forward lead. */
export interface TPageLinks {
  serviceName: string;
  providerName: string;
  /** The portal's home page. */
  home: string;
  /** Starts a sign-in. */
  signIn: string;
  /** Starts a sign-in that makes the IdP ask again (another user). */
  signInAsOther: string;
  /** Ends the IdP session (single logout); undefined when the IdP offers none. */
  signOutAtIdp: string | undefined;
}

const HEADINGS: Record<TRefusalReason, string> = {
  unreadable: 'The sign-in answer could not be read',
  idp_initiated: 'Sign-ins started at the identity provider are turned off',
  not_this_browser: 'This sign-in was not started in this browser',
  request_unknown: 'This sign-in is no longer valid',
  replayed: 'This sign-in was already used',
  expired: 'The sign-in has expired',
  wrong_audience: 'The sign-in answer was meant for another service',
  wrong_signature: 'The sign-in answer is not signed by the trusted identity provider',
  idp_refused: 'The identity provider refused the sign-in',
  invalid: 'The sign-in answer is not valid',
  unknown_user: 'You have no access to this portal yet',
  claims: 'The sign-in cannot be used here',
};

/** What the user can do about each refusal, after the refusal's own message. */
function wayForward(reason: TRefusalReason, links: TPageLinks): string[] {
  switch (reason) {
    case 'unknown_user':
      return [
        `Ask an administrator of ${links.serviceName}, or your company's master user, to invite this e-mail address; then sign in again and you land in that account.`,
        'Signed in with the wrong identity? Sign in as someone else.',
      ];
    case 'expired':
      return [
        'This happens when the sign-in page was left open too long, or when the clocks of this portal and the identity provider differ. Sign in again; if it keeps happening, tell your administrator.',
      ];
    case 'wrong_signature':
      return [
        'The identity provider may have changed its signing key; this portal reads its metadata again and will trust the new key once it is published. Try again in a minute; if it keeps happening, tell your administrator.',
      ];
    case 'idp_initiated':
      return [
        `Open ${links.serviceName} and sign in from there: the portal starts the sign-in and the identity provider answers it.`,
      ];
    default:
      return ['Start the sign-in again from the portal.'];
  }
}

/** A refused answer at the ACS, for a browser. */
export function refusalPage(refusal: SignInRefusal, links: TPageLinks): HtmlPage {
  const unknown = refusal.reason === 'unknown_user';
  const actions: TPageAction[] = unknown
    ? [
        { label: 'Sign in as someone else', href: links.signInAsOther, primary: true },
        ...(links.signOutAtIdp
          ? [{ label: 'Sign out at the identity provider', href: links.signOutAtIdp }]
          : [{ label: 'Back to the portal', href: links.home }]),
      ]
    : [
        { label: 'Sign in again', href: links.signIn, primary: true },
        { label: 'Back to the portal', href: links.home },
      ];
  const paragraphs = [refusal.message, ...wayForward(refusal.reason, links)];
  if (unknown && !links.signOutAtIdp) {
    paragraphs.push(
      'The identity provider offers no sign-out to this portal: to sign out there, close the browser or sign out on the identity provider’s own page.',
    );
  }
  return render({
    serviceName: links.serviceName,
    banner: 'Sign-in refused',
    heading: HEADINGS[refusal.reason],
    paragraphs,
    who: refusal.email
      ? { label: 'Signed in at the identity provider as', value: refusal.email }
      : undefined,
    actions,
  });
}

/** The IdP's metadata could not be read yet: sign-in is unavailable, the page retries. */
export function unavailablePage(links: TPageLinks, retrySeconds: number): HtmlPage {
  return render({
    serviceName: links.serviceName,
    banner: 'Single sign-on unavailable',
    heading: 'Single sign-on is unavailable right now',
    paragraphs: [
      `${links.serviceName} cannot reach its identity provider (${links.providerName}), so nobody can sign in at the moment.`,
      `This page tries again in ${retrySeconds} seconds. If it stays unavailable, tell your administrator: the identity provider's metadata cannot be read.`,
    ],
    actions: [
      { label: 'Try again now', href: links.signIn, primary: true },
      { label: 'Back to the portal', href: links.home },
    ],
    refresh: { seconds: retrySeconds, to: links.signIn },
  });
}

/** Signed out of the portal; the IdP offers no single logout, so its session is still open. */
export function idpSessionOpenPage(links: TPageLinks, email: string | undefined): HtmlPage {
  return render({
    serviceName: links.serviceName,
    banner: 'Signed out',
    tone: 'info',
    heading: `You are signed out of ${links.serviceName}`,
    paragraphs: [
      `Your session at the identity provider (${links.providerName}) is still open: it offers no sign-out to this portal. Until you close the browser or sign out there, signing in again will not ask for your password.`,
    ],
    who: email ? { label: 'Still signed in at the identity provider as', value: email } : undefined,
    actions: [
      { label: 'Back to the portal', href: links.home, primary: true },
      { label: 'Sign in as someone else', href: links.signInAsOther },
    ],
  });
}

const AUTO_SUBMIT = 'document.forms[0].submit();';

/** The HTTP-POST binding of an AuthnRequest: a form to the IdP that sends itself. */
export function requestPostPage(input: {
  serviceName: string;
  ssoUrl: string;
  samlRequest: string;
  relayState: string | undefined;
}): HtmlPage {
  const relay = input.relayState
    ? `<input type="hidden" name="RelayState" value="${h(input.relayState)}">`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>Signing in - ${h(input.serviceName)}</title><style>${STYLE}</style></head>` +
    `<body><main><div class="body"><h1>Taking you to the identity provider</h1>` +
    `<form method="post" action="${h(input.ssoUrl)}">` +
    `<input type="hidden" name="SAMLRequest" value="${h(input.samlRequest)}">${relay}` +
    `<noscript><p>JavaScript is off: press Continue to sign in.</p>` +
    `<button class="button primary" type="submit">Continue</button></noscript></form>` +
    `</div></main><script>${AUTO_SUBMIT}</script></body></html>`;
  const csp =
    `default-src 'none'; style-src ${sha256(STYLE)}; script-src ${sha256(AUTO_SUBMIT)}; ` +
    `form-action ${new URL(input.ssoUrl).origin}; frame-ancestors 'none'; base-uri 'none'`;
  return { html, csp };
}

/** The IdP did not confirm the single logout (the portal session is ended all the same). */
export function logoutUnconfirmedPage(links: TPageLinks): HtmlPage {
  return render({
    serviceName: links.serviceName,
    banner: 'Signed out',
    tone: 'info',
    heading: `You are signed out of ${links.serviceName}`,
    paragraphs: [
      `The identity provider (${links.providerName}) did not confirm that it ended your session there. To be sure, close the browser or sign out on the identity provider’s own page.`,
    ],
    actions: [{ label: 'Back to the portal', href: links.home, primary: true }],
  });
}
