import type { TPolicy } from '../../../model/ir.js';
import type { EmitContext } from './context.js';
import { appToken, appTokenId, FORTIGUARD_APPS } from './fortiguard-apps.js';
import { conditionList, profileName } from './profile-names.js';

/**
 * `config application list` for policies with application conditions (issue 17 item 4.1): one
 * list per distinct set of FortiGuard ids, passing exactly those applications; everything else,
 * unidentified traffic and the basic protocols FortiOS passes by default (`options`) is blocked.
 */

interface TAppList {
  name: string;
  ids: number[];
}

/** The FortiGuard ids of one source application: a `fortiguard:<id>` token or a table row. */
function fortiguardIds(app: string): readonly number[] | undefined {
  const id = appTokenId(app);
  return id !== undefined ? [id] : FORTIGUARD_APPS.get(app)?.ids;
}

export function emitApplicationLists(ctx: EmitContext): {
  byPolicy: Map<string, string>;
  map: Record<string, string[]>;
} {
  const byPolicy = new Map<string, string>();
  const map: Record<string, string[]> = {};
  const lists = new Map<string, TAppList>();
  for (const policy of ctx.model.policies) {
    const apps = conditionList(policy.applications);
    // An incomplete rule is never converted (ir.ts).
    if (apps.length === 0 || policy.incomplete) continue;
    const ids = new Set<number>();
    const mapped: string[] = [];
    const unmapped: string[] = [];
    for (const app of apps) {
      const found = fortiguardIds(app);
      if (!found) {
        unmapped.push(app);
        continue;
      }
      mapped.push(app);
      map[app] = found.map(appToken);
      for (const id of found) ids.add(id);
    }
    if (policy.action !== 'accept' || ids.size === 0) {
      noteNotApplied(ctx, policy, apps, unmapped);
      continue;
    }
    const sorted = [...ids].sort((a, b) => a - b);
    const key = sorted.join(' ');
    let list = lists.get(key);
    if (!list) {
      list = { name: profileName(ctx.names, 'application-list', 'app', mapped, key), ids: sorted };
      lists.set(key, list);
    }
    byPolicy.set(policy.id, list.name);
    ctx.target('policies', policy.id, `application list "${list.name}"`);
    noteApplied(ctx, policy, list, mapped, unmapped);
  }
  if (lists.size) writeLists(ctx, [...lists.values()]);
  return { byPolicy, map };
}

function writeLists(ctx: EmitContext, lists: TAppList[]): void {
  ctx.out.config('application list', () => {
    for (const list of lists) {
      ctx.out.edit(list.name, () => {
        ctx.out.set('other-application-action', 'block');
        ctx.out.set('unknown-application-action', 'block');
        // Factory `default` leaves `options` at allow-dns allow-icmp allow-http allow-ssl, which
        // passes those protocols whatever the entries say; `sniffer-profile` shows the empty
        // value as `unset options` (fortiguard-mapping.md §1.1, BK623).
        ctx.out.unset('options');
        ctx.out.config('entries', () => {
          ctx.out.edit(1, () => {
            ctx.out.set('application', ...list.ids);
            ctx.out.set('action', 'pass');
          });
        });
      });
    }
  });
}

function noteApplied(
  ctx: EmitContext,
  policy: TPolicy,
  list: TAppList,
  mapped: string[],
  unmapped: string[],
): void {
  const exact = policy.conditionsBlock === true && unmapped.length === 0;
  const lost = unmapped.length
    ? ` Not mapped to a FortiGuard application: ${unmapped.join(', ')}; the list blocks them.`
    : '';
  const fallThrough = policy.conditionsBlock
    ? ''
    : ' Its other traffic is blocked by FortiOS, where the source passes it on to the next rule.';
  ctx.note('policies', policy.id, {
    status: exact ? 'converted' : 'partial',
    code: 'APPLICATION_CONTROL',
    message: `Applications ${mapped.join(', ')} are enforced by application control list "${list.name}" (FortiGuard ${list.ids.join(' ')}).${lost}${fallThrough}`,
    ...(exact ? {} : { effect: 'narrows' as const }),
  });
}

function noteNotApplied(
  ctx: EmitContext,
  policy: TPolicy,
  apps: string[],
  unmapped: string[],
): void {
  if (policy.action !== 'accept') {
    ctx.note('policies', policy.id, {
      status: 'partial',
      code: 'APPLICATION_DENY',
      message: `A deny rule for applications ${apps.join(', ')}: a FortiOS policy cannot deny only some applications, so it denies all its traffic.`,
      effect: 'narrows',
    });
    return;
  }
  ctx.note('policies', policy.id, {
    status: 'partial',
    code: 'APPLICATION_NOT_MAPPED',
    message: `Applications ${unmapped.join(', ')} have no confirmed FortiGuard mapping: no application control is attached, and the policy accepts its services for every application.`,
    effect: 'widens',
  });
}
