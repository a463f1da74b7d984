import type { TPublicConfig } from '@fwmig/contract';

/** A host name as compared: lower case, without the root's trailing dot. */
const normalHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

/**
 * The domain the session cookies are set on (spec §4: the parent domain), or undefined for
 * host-only cookies. The server decides it for its public host with the Public Suffix List
 * (issue 18 item 3: never a public suffix such as `co.uk` or `github.io`) and says so in the
 * public config; this page uses it only when served from that host. On any other host (another
 * name, an IP address, the vite dev server) the cookies stay on the page's host: without the
 * list, no parent domain is guessed.
 */
export function cookieDomainFor(
  hostname: string,
  config: Pick<TPublicConfig, 'publicHost' | 'cookieDomain'>,
): string | undefined {
  const host = normalHost(hostname);
  if (!config.cookieDomain || host !== normalHost(config.publicHost)) return undefined;
  const domain = normalHost(config.cookieDomain).replace(/^\./, '');
  // The server only names the host or a parent of it; anything else the browser would refuse.
  return domain === host || host.endsWith(`.${domain}`) ? domain : undefined;
}
