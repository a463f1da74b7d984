import type { TPolicy } from '../../../model/ir.js';
import type { EmitContext } from './context.js';
import {
  categoryToken,
  categoryTokenId,
  FORTIGUARD_CATEGORIES,
  FORTIGUARD_CATEGORY_IDS,
} from './fortiguard-categories.js';
import { conditionList, profileName } from './profile-names.js';

/**
 * `config webfilter profile` for accept policies with URL category conditions (issue 17 item
 * 4.2): FortiGuard filters have no "allow" action (an allowed category is one without a block
 * filter, fortiguard-mapping.md §1.3), so a profile blocks every known category but the mapped
 * ones, Unrated (0) included unless allowed.
 */

interface TProfile {
  name: string;
  allowed: number[];
}

function fortiguardIds(category: string): readonly number[] | undefined {
  const id = categoryTokenId(category);
  return id !== undefined ? [id] : FORTIGUARD_CATEGORIES.get(category)?.ids;
}

export function emitWebFilterProfiles(ctx: EmitContext): {
  byPolicy: Map<string, string>;
  map: Record<string, string[]>;
} {
  const byPolicy = new Map<string, string>();
  const map: Record<string, string[]> = {};
  const profiles = new Map<string, TProfile>();
  for (const policy of ctx.model.policies) {
    const categories = conditionList(policy.urlCategories);
    // An incomplete rule is never converted (ir.ts).
    if (categories.length === 0 || policy.incomplete) continue;
    const ids = new Set<number>();
    const mapped: string[] = [];
    const unmapped: string[] = [];
    for (const category of categories) {
      const found = fortiguardIds(category);
      if (!found) {
        unmapped.push(category);
        continue;
      }
      mapped.push(category);
      map[category] = found.map(categoryToken);
      for (const id of found) ids.add(id);
    }
    if (policy.action !== 'accept' || ids.size === 0) {
      noteNotApplied(ctx, policy, categories, unmapped);
      continue;
    }
    const allowed = [...ids].sort((a, b) => a - b);
    const key = allowed.join(' ');
    let profile = profiles.get(key);
    if (!profile) {
      profile = { name: profileName(ctx.names, 'webfilter-profile', 'wf', mapped, key), allowed };
      profiles.set(key, profile);
    }
    byPolicy.set(policy.id, profile.name);
    ctx.target('policies', policy.id, `webfilter profile "${profile.name}"`);
    noteApplied(ctx, policy, profile, mapped, unmapped);
  }
  if (profiles.size) writeProfiles(ctx, [...profiles.values()]);
  return { byPolicy, map };
}

function writeProfiles(ctx: EmitContext, profiles: TProfile[]): void {
  ctx.out.config('webfilter profile', () => {
    for (const profile of profiles) {
      const allowed = new Set(profile.allowed);
      // Ids outside the known list (a newer FortiGuard category from a FortiOS source) are
      // allowed by having no filter, like every category not listed.
      const blocked = FORTIGUARD_CATEGORY_IDS.filter((id) => !allowed.has(id));
      ctx.out.edit(profile.name, () => {
        ctx.out.set('feature-set', 'flow');
        ctx.out.config('ftgd-wf', () => {
          // error-allow would pass sites whose rating failed (§1.3).
          ctx.out.unset('options');
          ctx.out.config('filters', () => {
            blocked.forEach((id, index) => {
              ctx.out.edit(index + 1, () => {
                // No `category` line is category 0, Unrated (§1.3, BK623).
                if (id !== 0) ctx.out.set('category', id);
                ctx.out.set('action', 'block');
              });
            });
          });
        });
      });
    }
  });
}

function noteApplied(
  ctx: EmitContext,
  policy: TPolicy,
  profile: TProfile,
  mapped: string[],
  unmapped: string[],
): void {
  const lost = unmapped.length
    ? ` Not mapped to a FortiGuard category: ${unmapped.join(', ')}; the profile blocks them.`
    : '';
  const fallThrough = policy.conditionsBlock
    ? ''
    : ' Its traffic in other categories is blocked by FortiOS, where the source passes it on to the next rule.';
  // A FortiOS source's profile was read with the same category list and the same semantics.
  const exact = policy.conditionsBlock === true && unmapped.length === 0;
  ctx.note('policies', policy.id, {
    status: exact ? 'converted' : 'partial',
    code: 'WEB_FILTER',
    message: `URL categories ${mapped.join(', ')} are enforced by web filter profile "${profile.name}" (FortiGuard ${profile.allowed.join(' ')} allowed, every other known category blocked).${lost}${fallThrough}`,
    ...(exact ? {} : { effect: 'narrows' as const }),
  });
  // Even a FortiOS source's own profile is rewritten onto the converter's category list.
  ctx.note('policies', policy.id, {
    status: 'partial',
    code: 'WEB_FILTER_SCOPE',
    message: policy.conditionsBlock
      ? "FortiGuard categories newer than the converter's list are not blocked by the new profile: check them against the source's."
      : "Web filtering sees web traffic only: its other traffic, which the source's URL category match would not accept, passes; so do FortiGuard categories newer than the converter's list.",
    effect: 'widens',
  });
}

function noteNotApplied(
  ctx: EmitContext,
  policy: TPolicy,
  categories: string[],
  unmapped: string[],
): void {
  if (policy.action !== 'accept') {
    ctx.note('policies', policy.id, {
      status: 'partial',
      code: 'URL_CATEGORY_DENY',
      message: `A deny rule for URL categories ${categories.join(', ')}: a FortiOS policy cannot deny only some categories, so it denies all its traffic.`,
      effect: 'narrows',
    });
    return;
  }
  ctx.note('policies', policy.id, {
    status: 'partial',
    code: 'URL_CATEGORY_NOT_MAPPED',
    message: `URL categories ${unmapped.join(', ')} have no confirmed FortiGuard mapping: no web filter is attached, and the policy accepts its services for every site.`,
    effect: 'widens',
  });
}
