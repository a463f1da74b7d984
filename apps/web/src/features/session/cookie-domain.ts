const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The domain the session cookies are set on (spec §4: the parent domain). A configured value
 * wins ('' means this host only); otherwise `portal.example.com` gives `example.com`. Hosts
 * without a parent to share with (localhost, IP addresses, `example.com` itself) get host-only
 * cookies.
 */
export function cookieDomainFor(hostname: string, configured?: string | null): string | undefined {
  if (configured !== undefined && configured !== null) return configured || undefined;
  if (IPV4.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.').filter(Boolean);
  if (labels.length < 3) return undefined;
  return labels.slice(1).join('.');
}
