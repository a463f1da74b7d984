/** Identity firewall and TrustSec conditions of an ACE (kept so the verifier sees them). */
export interface TAceConditions {
  users: string[];
  groups: string[];
  other: { kind: string; value: string }[];
}

/** Words that may follow `log` (its level, or `disable` / `default`). */
export const LOG_WORDS = new Set([
  'disable',
  'default',
  'emergencies',
  'alerts',
  'critical',
  'errors',
  'warnings',
  'notifications',
  'informational',
  'debugging',
  'flow-start',
  'flow-end',
  'both',
  ...['0', '1', '2', '3', '4', '5', '6', '7'],
]);

const CONDITION_WORDS = new Set([
  'user',
  'user-group',
  'object-group-user',
  'security-group',
  'object-group-security',
]);

/** Options after the addresses that take one value. */
export const VALUE_OPTIONS = new Set(['time-range', 'interval', 'rule-id', 'event-log']);

/** ASA prints a directory group as `DOMAIN\\group`; its name is `DOMAIN\group`. */
export function directoryGroup(token: string): string {
  return token.replace(/\\\\/g, '\\');
}

/**
 * Identity and TrustSec arguments before an address (Cisco ASA 9.x command reference,
 * "access-list extended": `user`, `user-group`, `object-group-user`, `security-group name|tag`,
 * `object-group-security`). Returns how many tokens they used.
 */
export function readConditions(
  tokens: string[],
  i: number,
  side: 'source' | 'destination',
  ace: TAceConditions,
): number {
  let at = i;
  for (;;) {
    const keyword = tokens[at];
    if (keyword === undefined || !CONDITION_WORDS.has(keyword)) return at - i;
    const value = tokens[at + 1];
    const more = tokens[at + 2];
    if (value === undefined) return at - i;
    if (keyword === 'user' && (value === 'any' || value === 'none')) {
      ace.other.push({ kind: 'asa-user', value });
      at += 2;
    } else if (keyword === 'user' && side === 'source') {
      ace.users.push(value);
      at += 2;
    } else if (keyword === 'user-group' && side === 'source') {
      ace.groups.push(directoryGroup(value));
      at += 2;
    } else if (keyword === 'object-group-user' && side === 'source') {
      ace.groups.push(value);
      at += 2;
    } else if (keyword === 'security-group' && (value === 'name' || value === 'tag') && more) {
      ace.other.push({ kind: `${side}-security-group`, value: `${value} ${more}` });
      at += 3;
    } else if (keyword === 'object-group-security') {
      ace.other.push({ kind: `${side}-security-group`, value: `object-group ${value}` });
      at += 2;
    } else return at - i;
  }
}
