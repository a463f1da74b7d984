import type { TPolicy, TRefList } from '../../../model/ir.js';
import { optional } from './addresses.js';
import type { ParseContext } from './context.js';
import { PROFILE_KEYS } from './profiles.js';
import { editsOf, Fields } from './fields.js';
import { readInternetServices } from '../internet-services.js';
import type { TCliConfig } from './tree.js';

/**
 * `firewall policy` -> TPolicy, in the order of the `edit` blocks (the evaluation order; the
 * ids are not sorted). Defaults FortiOS omits: no `action` is deny, no `status` is enabled,
 * no `logtraffic` is utm.
 */

const UTM_KEYS = [
  'av-profile',
  'webfilter-profile',
  'dnsfilter-profile',
  'emailfilter-profile',
  'spamfilter-profile',
  'ips-sensor',
  'application-list',
  'dlp-sensor',
  'dlp-profile',
  'file-filter-profile',
  'waf-profile',
  'voip-profile',
  'icap-profile',
  'ssh-filter-profile',
  'videofilter-profile',
  'casb-profile',
  'profile-group',
];

/** Keys whose effect the model cannot hold but which leave the match itself unchanged. */
const PARTIAL_KEYS = [
  'traffic-shaper',
  'traffic-shaper-reverse',
  'per-ip-shaper',
  'fsso-groups',
  'devices',
  'srcaddr6',
  'dstaddr6',
  'poolname6',
  'captive-portal-exempt',
];

/** `"any"` (or a list holding it) is everything. */
function refs(values: string[], anyName: string): TRefList {
  return values.includes(anyName) ? 'any' : values;
}

/**
 * Logging: `all` logs every session. `utm` (the default) logs sessions with a security event,
 * which only accepted traffic can have: it counts as logging on accept policies only.
 */
function logs(logtraffic: string | undefined, action: TPolicy['action']): boolean {
  if (logtraffic === 'all') return true;
  if (logtraffic === 'disable') return false;
  return action === 'accept';
}

export function mapPolicies(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const id = entry.key;
    const rawAction = f.str('action');
    const action: TPolicy['action'] =
      rawAction === 'accept' || rawAction === 'ipsec' ? 'accept' : 'deny';
    const name = optional(f.str('name'));
    const schedule = f.str('schedule');
    const comment = optional(f.str('comments'));
    const users = f.list('users');
    const groups = f.list('groups');
    const nat = f.flag('nat', false)
      ? f.flag('ippool', false) && f.list('poolname').length
        ? { pool: f.list('poolname') }
        : {}
      : undefined;
    const internet = readInternetServices(f);
    // An internet service replaces the addresses (and services) of its side: none is any.
    const replaced = (key: string, anyName: string, on: boolean): TRefList =>
      on && f.list(key).length === 0 ? 'any' : refs(f.list(key), anyName);
    const incomplete = [...missingFields(f, internet), ...internet.incomplete];
    if (f.flag('service-negate', false))
      incomplete.push('service-negate: the model cannot negate services');
    // Built field by field, in the order the fields always had: an object literal of
    // conditional spreads copies a temporary object per spread, for every policy.
    const p: Partial<TPolicy> = { id };
    if (name) p.name = name;
    p.origin = ctx.origin(entry);
    p.srcIntf = refs(f.list('srcintf'), 'any');
    p.dstIntf = refs(f.list('dstintf'), 'any');
    p.srcAddr = replaced('srcaddr', 'all', internet.src);
    p.dstAddr = replaced('dstaddr', 'all', internet.dst);
    if (f.flag('srcaddr-negate', false)) p.srcNegate = true;
    if (f.flag('dstaddr-negate', false)) p.dstNegate = true;
    p.service = replaced('service', 'ALL', internet.dst);
    if (internet.conditions.length) p.otherConditions = internet.conditions;
    if (incomplete.length) p.incomplete = incomplete.join('; ');
    if (users.length) p.users = users;
    if (groups.length) p.groups = groups;
    p.action = action;
    if (action === 'deny' && f.flag('send-deny-packet', false)) p.sendDeny = true;
    p.log = logs(f.str('logtraffic'), action);
    p.enabled = f.str('status') !== 'disable';
    // "always" is FortiOS's way of saying no schedule.
    if (schedule && schedule !== 'always') p.schedule = schedule;
    if (comment) p.comment = comment;
    if (nat) p.nat = nat;
    // Every field TPolicy requires is set above.
    ctx.model.policies.push(p as TPolicy);
    notePolicy(ctx, id, f, rawAction);
  }
}

/** Match fields FortiOS needs that the entry lacks (an internet service stands for its side). */
function missingFields(f: Fields, internet: { dst: boolean; src: boolean }): string[] {
  const missing = ['srcintf', 'dstintf', 'srcaddr', 'dstaddr', 'service'].filter(
    (key) =>
      !f.list(key).length &&
      !(internet.dst && (key === 'dstaddr' || key === 'service')) &&
      !(internet.src && key === 'srcaddr'),
  );
  return missing.length ? [`no ${missing.join(', ')}`] : [];
}

/** Notes on what a policy uses that the model does not carry (an incomplete one: the emitter). */
function notePolicy(ctx: ParseContext, id: string, f: Fields, action: string | undefined): void {
  const note = (status: 'partial' | 'unsupported', code: string, message: string): void =>
    ctx.note('policies', id, status, code, message);
  if (action === 'ipsec') {
    note(
      'unsupported',
      'FORTIOS_POLICY_IPSEC',
      `policy-based IPsec (vpntunnel ${f.str('vpntunnel') ?? '?'}) is read as accept`,
    );
  }
  // Application lists and web filter profiles: profiles.ts carries or reports them.
  const utm = UTM_KEYS.filter((key) => f.has(key) && !PROFILE_KEYS.includes(key));
  const carried = PROFILE_KEYS.some((key) => f.has(key));
  if (utm.length || (f.flag('utm-status', false) && !carried)) {
    const profiles = utm.map((key) => `${key} ${f.str(key) ?? ''}`).join(', ');
    note(
      'partial',
      'FORTIOS_POLICY_SECURITY_PROFILES',
      `security profiles not carried${profiles ? `: ${profiles}` : ''}`,
    );
  }
  const extra = PARTIAL_KEYS.filter((key) => f.has(key));
  if (extra.length) note('partial', 'FORTIOS_POLICY_OPTIONS', `not carried: ${extra.join(', ')}`);
  if (
    f.flag('nat', false) &&
    (f.flag('fixedport', false) || (f.has('natip') && f.joined('natip') !== '0.0.0.0 0.0.0.0'))
  ) {
    note('partial', 'FORTIOS_POLICY_NAT_OPTIONS', 'NAT options fixedport/natip not carried');
  }
}
