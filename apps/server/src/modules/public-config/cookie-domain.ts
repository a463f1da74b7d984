import { parse } from 'tldts';

/** Private suffixes (github.io, blogspot.com, ...) count: their sites are different owners. */
const PSL_OPTIONS = { allowPrivateDomains: true } as const;

/** The session cookies' domain for the portal's public host, as the web app is told it. */
export interface TSessionCookieDomain {
  /** The host of PUBLIC_URL, lower case: the domain below is for pages served there. */
  publicHost: string;
  /** The domain to set the cookies on; '' keeps them on the public host (host-only). */
  cookieDomain: string;
  /** Why a configured COOKIE_DOMAIN was not used (for the start-up log). */
  refused?: string;
}

/**
 * True when cookies of `host` may go on `domain`: the domain is the host or one of its parents,
 * and is not a public suffix (issue 18 item 3: a cookie on `co.uk` or `github.io` would reach
 * every other site under it). Decided by the Public Suffix List (tldts).
 */
function mayHoldCookies(domain: string, host: string): boolean {
  if (domain !== host && !host.endsWith(`.${domain}`)) return false;
  const registrable = parse(domain, PSL_OPTIONS).domain;
  // No registrable part: the name is a public suffix itself (or not a domain at all).
  return registrable !== null && domain.length >= registrable.length;
}

/**
 * The domain of the `casb_` session cookies (spec §4: the parent domain) for the host of
 * `publicUrl`. A configured domain wins ('' means the host only) when it is the host or a parent
 * of it and not a public suffix; otherwise the cookies stay on the host. Unconfigured,
 * `portal.example.com` gives `example.com`; hosts without a parent to share with (localhost, IP
 * addresses, `example.com` itself) and hosts whose parent is a public suffix
 * (`portal.github.io`, `x.co.uk`) get host-only cookies.
 */
export function sessionCookieDomain(
  publicUrl: string,
  configured: string | undefined,
): TSessionCookieDomain {
  const publicHost = new URL(publicUrl).hostname.toLowerCase().replace(/\.$/, '');
  const hostOnly = (refused?: string) => ({
    publicHost,
    cookieDomain: '',
    ...(refused ? { refused } : {}),
  });
  if (configured !== undefined) {
    const domain = configured.toLowerCase().replace(/^\./, '');
    if (!domain) return hostOnly();
    if (mayHoldCookies(domain, publicHost)) return { publicHost, cookieDomain: domain };
    return hostOnly(
      `COOKIE_DOMAIN ${configured} is a public suffix or not a parent of ${publicHost} ` +
        '(PUBLIC_URL): the session cookies stay on that host',
    );
  }
  if (parse(publicHost, PSL_OPTIONS).isIp || publicHost.startsWith('[')) return hostOnly();
  const labels = publicHost.split('.');
  if (labels.length < 3) return hostOnly();
  const parent = labels.slice(1).join('.');
  return mayHoldCookies(parent, publicHost) ? { publicHost, cookieDomain: parent } : hostOnly();
}
