import { appToken } from '../emit/fortiguard-apps.js';
import { categoryToken, FORTIGUARD_CATEGORY_IDS } from '../emit/fortiguard-categories.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields, toInt } from './fields.js';
import type { TCliConfig, TCliEdit, TCliNode } from './tree.js';

/**
 * Application control lists and web filter profiles that policies attach (issue 17 item 4):
 * a profile that is an exact allow-list becomes the policy's `applications` (`fortiguard:<id>`)
 * or `urlCategories` (`fgcat:<id>`) with `conditionsBlock` (FortiOS blocks, on the policy's
 * 5-tuple, what the profile does not pass). Any other profile is reported as not carried.
 * Runs after the tables are mapped, so profiles may stand anywhere in the file.
 */

/** Policy keys this module accounts for (policies.ts leaves them out of its profile note). */
export const PROFILE_KEYS: readonly string[] = ['application-list', 'webfilter-profile'];

/** What a profile lets through: tokens, `all` (no restriction) or why it cannot be carried. */
type TReading = { tokens: string[] } | { all: true } | { reason: string };

const APP_LIST_KEYS = new Set([
  'comment',
  'other-application-action',
  'unknown-application-action',
  'other-application-log',
  'unknown-application-log',
  'extended-log',
  'app-replacemsg',
  'deep-app-inspection',
  'replacemsg-group',
]);
const APP_ENTRY_KEYS = new Set(['application', 'action', 'log', 'log-packet']);
const WEB_PROFILE_KEYS = new Set(['comment', 'feature-set', 'extended-log', 'replacemsg-group']);
const WEB_FILTER_KEYS = new Set(['category', 'action', 'log']);

function tablesOf(scope: readonly TCliNode[], path: string): TCliConfig[] {
  return scope.filter(
    (node): node is TCliConfig => node.kind === 'config' && node.path.join(' ') === path,
  );
}

function byKey(scope: readonly TCliNode[], path: string): Map<string, TCliEdit> {
  return new Map(tablesOf(scope, path).flatMap((t) => editsOf(t).map((e) => [e.key, e])));
}

/** `unset <key>` as the last word on the key: the option list is empty (not the default). */
function emptied(node: TCliConfig | TCliEdit, key: string): boolean {
  const last = node.children.filter(
    (c) => (c.kind === 'set' || c.kind === 'unset') && c.key === key,
  );
  return last.at(-1)?.kind === 'unset';
}

/** Keys and sub-tables with content beyond `allowed` (options handled by the caller). */
function extraKeys(node: TCliConfig | TCliEdit, allowed: Set<string>, tables: string[]): string[] {
  const extra: string[] = [];
  for (const child of node.children) {
    if (child.kind === 'set' && child.key !== 'options' && !allowed.has(child.key))
      extra.push(child.key);
    if (child.kind === 'config' && !tables.includes(child.path.join(' ')) && child.children.length)
      extra.push(`config ${child.path.join(' ')}`);
  }
  return extra;
}

export function readApplicationList(profile: TCliEdit): TReading {
  const f = new Fields(profile);
  const extra = extraKeys(profile, APP_LIST_KEYS, ['entries']);
  if (extra.length) return { reason: `it uses ${extra.join(', ')}` };
  if (f.str('other-application-action') !== 'block')
    return { reason: 'it passes other applications' };
  if (f.str('unknown-application-action') !== 'block')
    return { reason: 'it passes unidentified traffic' };
  if (!emptied(profile, 'options'))
    return { reason: 'its options pass basic DNS, ICMP, HTTP or SSL traffic' };
  const decided = new Set<number>();
  const passed: number[] = [];
  for (const entry of f.entries('entries')) {
    const e = new Fields(entry);
    const other = extraKeys(entry, APP_ENTRY_KEYS, []);
    const ids = e.list('application').map(toInt);
    if (other.length || ids.length === 0 || ids.some((id) => id === undefined))
      return { reason: `entry ${entry.key} filters on more than application ids` };
    // No action line is block (factory block-high-risk, fortiguard-mapping.md §1.1).
    const pass = e.str('action') === 'pass';
    for (const id of ids as number[]) {
      if (decided.has(id)) continue;
      decided.add(id);
      if (pass) passed.push(id);
    }
  }
  if (passed.length === 0) return { reason: 'it passes no application' };
  return { tokens: passed.sort((a, b) => a - b).map(appToken) };
}

export function readWebFilterProfile(profile: TCliEdit): TReading {
  const extra = extraKeys(profile, WEB_PROFILE_KEYS, ['ftgd-wf']);
  if (extra.length) return { reason: `it uses ${extra.join(', ')}` };
  const ftgd = profile.children.find(
    (c): c is TCliConfig => c.kind === 'config' && c.path.join(' ') === 'ftgd-wf',
  );
  if (!ftgd) return { all: true };
  const ftgdExtra = extraKeys(ftgd, new Set(), ['filters']);
  if (ftgdExtra.length) return { reason: `its FortiGuard filter uses ${ftgdExtra.join(', ')}` };
  if (!emptied(ftgd, 'options'))
    return { reason: 'its FortiGuard filter options are not cleared (error-allow may pass)' };
  const filters = ftgd.children.find(
    (c): c is TCliConfig => c.kind === 'config' && c.path.join(' ') === 'filters',
  );
  const decided = new Set<number>();
  const blocked = new Set<number>();
  for (const entry of editsOf(filters)) {
    const e = new Fields(entry);
    if (extraKeys(entry, WEB_FILTER_KEYS, []).length)
      return { reason: `filter ${entry.key} has more than a category and an action` };
    // No category line is 0 (Unrated); no action line is monitor (§1.3, BK623).
    const id = e.has('category') ? toInt(e.str('category')) : 0;
    const action = e.str('action') ?? 'monitor';
    if (id === undefined || (action !== 'block' && action !== 'monitor'))
      return { reason: `filter ${entry.key} is not a plain block or monitor` };
    if (decided.has(id)) continue;
    decided.add(id);
    if (action === 'block') blocked.add(id);
  }
  if (blocked.size === 0) return { all: true };
  const allowed = FORTIGUARD_CATEGORY_IDS.filter((id) => !blocked.has(id));
  if (allowed.length === 0) return { reason: 'it blocks every category' };
  return { tokens: allowed.map(categoryToken) };
}

/** Carries the exact profiles of the scope's accept policies into the model. */
export function applyProfiles(ctx: ParseContext, scope: readonly TCliNode[]): void {
  const entries = byKey(scope, 'firewall policy');
  const lists = byKey(scope, 'application list');
  const webs = byKey(scope, 'webfilter profile');
  for (const policy of ctx.model.policies) {
    const entry = entries.get(policy.id);
    if (!entry) continue;
    const f = new Fields(entry);
    const kinds = [
      { key: 'application-list', table: lists, read: readApplicationList },
      { key: 'webfilter-profile', table: webs, read: readWebFilterProfile },
    ] as const;
    for (const { key, table, read } of kinds) {
      const name = f.str(key);
      if (name === undefined || policy.action !== 'accept') continue;
      const profile = table.get(name);
      const reading: TReading = !f.flag('utm-status', false)
        ? { reason: 'utm-status is not enabled' }
        : profile
          ? read(profile)
          : { reason: 'it is not defined in this file' };
      if ('reason' in reading) {
        const message = `security profile not carried: ${key} ${name} (${reading.reason})`;
        ctx.note('policies', policy.id, 'partial', 'FORTIOS_POLICY_SECURITY_PROFILES', message);
      } else if ('tokens' in reading) {
        if (key === 'application-list') policy.applications = reading.tokens;
        else policy.urlCategories = reading.tokens;
        policy.conditionsBlock = true;
      }
    }
  }
}
