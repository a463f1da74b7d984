import type { TPolicy } from '../../model/ir.js';

/** Match keys read into the policy's addresses, services and zones. */
const READ_MATCH = new Set([
  'source-address',
  'destination-address',
  'application',
  'source-address-excluded',
  'destination-address-excluded',
  'from-zone',
  'to-zone',
]);

/** `then permit application-services` that can block traffic the policy permits. */
const BLOCKING = new Set([
  'application-firewall',
  'idp',
  'idp-policy',
  'utm-policy',
  'security-intelligence-policy',
  'advanced-anti-malware-policy',
  'uac-policy',
]);

/** `any` (and for dynamic applications `none`, a plain policy) is no condition at all. */
const NO_CONDITION = new Set(['any', 'none']);

/**
 * Puts every match condition besides zones, addresses and applications into the policy, by the
 * source's own names (issue 17 item 2): dynamic applications, URL categories, identities and
 * end-user profiles, any match key this reader does not know, and firewall authentication
 * (the policy only admits authenticated users). Returns the kinds kept.
 */
export function keepConditions(policy: TPolicy, leaves: string[][], then: string[][]): string[] {
  const kinds = new Set<string>();
  const add = (kind: string, value: string): void => {
    kinds.add(kind);
    if (kind === 'dynamic-application') (policy.applications ??= []).push(value);
    else if (kind === 'url-category') (policy.urlCategories ??= []).push(value);
    else (policy.otherConditions ??= []).push({ kind, value });
  };
  for (const [where, key = '', value = '', ...more] of leaves) {
    if (where !== 'match' || READ_MATCH.has(key)) continue;
    if (key === 'dynamic-application' && NO_CONDITION.has(value)) continue;
    if (key !== 'dynamic-application' && value === 'any') continue;
    add(key, [value, ...more].join(' ').trim() || key);
  }
  const auth = then.find((t) => t[0] === 'permit' && t[1] === 'firewall-authentication');
  if (auth) add('firewall-authentication', auth[2] ?? 'required');
  // Services that drop part of what the policy permits: without them the output is wider.
  for (const t of then)
    if (t[0] === 'permit' && t[1] === 'application-services' && BLOCKING.has(t[2] ?? ''))
      add('application-services', t.slice(2).join(' '));
  return [...kinds];
}
