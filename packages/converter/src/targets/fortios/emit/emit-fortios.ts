import type { TConfigModel } from '../../../model/ir.js';
import type { TObjectKey } from '../../../report/collector.js';
import type { TNote } from '../../../report/report-types.js';
import { emitAddresses } from './addresses.js';
import { EmitContext, type TEmitOptions } from './context.js';
import { identityMaps } from './identity.js';
import { emitInterfaces, emitZones } from './interfaces.js';
import { emitNat } from './nat.js';
import { collectStaticRoutes, emitDhcp, emitDns, emitGlobal, emitRoutes } from './network.js';
import { emitPolicies } from './policies.js';
import { emitSchedules } from './schedules.js';
import { emitSecurityProfiles } from './security-profiles.js';
import { emitServices } from './services.js';
import { emitUsers } from './users.js';
import { emitPhase1, emitPhase2, emitSslVpn } from './vpn.js';

export type { TEmitOptions } from './context.js';

export interface TEmitResult {
  /** FortiOS CLI configuration text. */
  text: string;
  /** What each model object became, and notes on how. */
  outcomes: Map<TObjectKey, { targets: string[]; notes: TNote[] }>;
  /** Source interface or zone name -> FortiOS name. */
  interfaceNames: Record<string, string>;
  /** Source hardware interface -> target port. */
  ports: Record<string, string>;
  /** Connected and static routes of the output, as used for dstintf. */
  routes: { prefix: string; interface: string }[];
  /**
   * Source application name -> the `fortiguard:<id>` tokens the FortiOS parser reads back from
   * the output's application control lists (one App-ID may stand for several FortiGuard ids).
   */
  applicationMap: Record<string, string[]>;
  /** Source URL category -> the `fgcat:<id>` tokens read back from the web filter profiles. */
  urlCategoryMap: Record<string, string[]>;
  /** Source local user -> FortiOS user name. */
  userMap: Record<string, string>;
  /** Source user group (or directory name made a placeholder group) -> FortiOS group name. */
  userGroupMap: Record<string, string>;
}

/**
 * Writes a model as a FortiOS configuration, referenced objects before the objects that refer
 * to them. Deterministic: the same model and options give the same text.
 */
export function emitFortios(model: TConfigModel, options: TEmitOptions = {}): TEmitResult {
  const ctx = new EmitContext(model, options);
  emitGlobal(ctx);
  emitInterfaces(ctx);
  // A dial-up phase1 may name a user group (usrgrp), which FortiOS needs defined first; other
  // outputs keep users after the firewall objects.
  const usersFirst = model.phase1.some((p1) => p1.peerGroup !== undefined);
  if (usersFirst) emitUsers(ctx);
  const phase1Names = emitPhase1(ctx);
  emitZones(ctx);
  collectStaticRoutes(ctx);
  emitDns(ctx);
  emitDhcp(ctx);
  emitAddresses(ctx);
  emitServices(ctx);
  emitSchedules(ctx);
  emitNat(ctx);
  if (!usersFirst) emitUsers(ctx);
  const tunnelRoutes = emitPhase2(ctx, phase1Names);
  emitSslVpn(ctx);
  const profiles = emitSecurityProfiles(ctx);
  emitPolicies(ctx, profiles.byPolicy);
  emitRoutes(ctx, tunnelRoutes);
  return {
    text: ctx.out.toString(),
    outcomes: ctx.outcomes.byKey,
    interfaceNames: Object.fromEntries(ctx.interfaceNames),
    ports: Object.fromEntries(ctx.ports),
    routes: ctx.routes.map((route) => ({
      prefix: `${route.ip}/${route.prefix}`,
      interface: route.interface,
    })),
    applicationMap: profiles.applicationMap,
    urlCategoryMap: profiles.urlCategoryMap,
    ...identityMaps(ctx),
  };
}
