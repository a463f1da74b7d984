import type { TPolicy } from '../../../model/ir.js';
import { q } from '../writer.js';
import { emitApplicationLists } from './app-control.js';
import type { EmitContext } from './context.js';
import { emitWebFilterProfiles } from './web-filter.js';

/**
 * Security profiles for policies with application or URL category conditions (issue 17 item
 * 4): FortiOS application control lists and web filter profiles, attached to the policies in
 * profile-based NGFW mode (the default; fortiguard-mapping.md §1.1).
 */

/** The profiles one policy uses. */
export interface TPolicyProfiles {
  applicationList?: string;
  webfilterProfile?: string;
}

export interface TSecurityProfiles {
  byPolicy: Map<string, TPolicyProfiles>;
  /** Source application name -> the `fortiguard:<id>` tokens it became. */
  applicationMap: Record<string, string[]>;
  /** Source URL category name -> the `fgcat:<id>` tokens it became. */
  urlCategoryMap: Record<string, string[]>;
}

/** Writes the application lists and web filter profiles the policies need. */
export function emitSecurityProfiles(ctx: EmitContext): TSecurityProfiles {
  const apps = emitApplicationLists(ctx);
  const web = emitWebFilterProfiles(ctx);
  const byPolicy = new Map<string, TPolicyProfiles>();
  for (const [id, name] of apps.byPolicy) byPolicy.set(id, { applicationList: name });
  for (const [id, name] of web.byPolicy)
    byPolicy.set(id, { ...byPolicy.get(id), webfilterProfile: name });
  return { byPolicy, applicationMap: apps.map, urlCategoryMap: web.map };
}

/**
 * The policy lines that attach its profiles. Certificate inspection lets flow-mode application
 * control and web filtering read the server name of TLS sessions (FortiOS 7.x defaults to
 * `no-inspection`); `inspection-mode flow` is the per-policy default since 6.2 (§1.1).
 */
export function writePolicyProfiles(
  ctx: EmitContext,
  policy: TPolicy,
  profiles: TPolicyProfiles | undefined,
): void {
  if (!profiles || policy.action !== 'accept') return;
  ctx.out.set('utm-status', 'enable');
  ctx.out.set('ssl-ssh-profile', q('certificate-inspection'));
  if (profiles.applicationList) ctx.out.set('application-list', q(profiles.applicationList));
  if (profiles.webfilterProfile) ctx.out.set('webfilter-profile', q(profiles.webfilterProfile));
}
