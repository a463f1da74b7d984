import type { TNote, TPartialEffect } from './report-types.js';
import { PARTIAL_EFFECTS } from './report-types.js';

/**
 * What each partial code does to traffic, read from the message the code goes with (issue 17
 * item 7). Only codes whose effect is plain are listed: the rest are `unknown`, never
 * `cosmetic`. A code whose effect depends on the case (a deny rule losing members narrows
 * nothing, an allow rule losing them does) stays unknown unless the parser marks the note.
 */
const EFFECT_OF_CODE: Readonly<Record<string, TPartialEffect>> = {
  // The output accepts traffic the source did not, or protects less.
  ASA_OUT_ACL: 'widens', // inbound permits are not checked against the outbound rules again
  CP_ACCESS_ROLE_KEPT: 'widens', // FortiOS gets no identity condition
  CP_APPLICATION_KEPT: 'widens',
  CP_CONTENT_KEPT: 'widens',
  CP_PROTOCOL_SIGNATURE: 'widens', // ports only: any protocol on those ports matches
  CP_USERCHECK: 'widens', // ask/inform becomes a plain accept
  FORTIOS_POLICY_SECURITY_PROFILES: 'widens',
  FORTIOS_SSLVPN_SOURCE: 'widens',
  FTD_L7_RULE: 'widens',
  JUNOS_NAT_ROUTING_INSTANCE: 'widens', // translates on every interface
  JUNOS_POLICY_SERVICES: 'widens', // security profiles, authentication dropped
  JUNOS_SCHEDULER_RANGE_DROPPED: 'widens', // active outside the date range too
  JUNOS_SCREEN: 'widens',
  JUNOS_STATIC_PORT: 'widens', // every port translated, not the mapped ones
  NAT_SERVICE_IGNORED: 'widens',
  NAT_SOURCE_IGNORED: 'widens',
  PANOS_GP_CONFIGS_MERGED: 'widens',
  PANOS_GP_LOCAL_ACCESS: 'widens',
  PANOS_GP_OS: 'widens',
  PANOS_GP_SOURCE_ADDRESS: 'widens',
  PANOS_GP_SOURCE_USERS: 'widens',
  PANOS_GP_TIMEOUTS: 'widens', // sessions are no longer cut off
  PHASE1_PEER_GROUP_MISSING: 'widens', // any peer holding the key is accepted
  SCHEDULE_INTERSECTION: 'widens', // date range OR periodic times
  SOS_DIALUP_PEER_ID: 'widens',
  SOS_DNAT_PORT: 'widens', // the VIP forwards every port
  SOS_INSPECTION: 'widens',
  SOS_PROXY_SERVICE: 'widens', // the phase2 carries every protocol
  ZONE_MEMBER_INTERFACE: 'widens', // matches the zone's other interfaces too
  // The output accepts less than the source did.
  CP_DNS_SUBDOMAINS: 'narrows',
  FORTIOS_SERVICE_EMPTY: 'narrows',
  JUNOS_DNAT_PROTOCOL: 'narrows', // TCP only
  JUNOS_HOST_INBOUND: 'narrows',
  JUNOS_INET6: 'narrows',
  PANOS_DYNAMIC_GROUP: 'narrows', // a snapshot: addresses registered at run time are left out
  PANOS_GP_NO_AUTH: 'narrows',
  PANOS_GP_REMOTE_USERS: 'narrows',
  PANOS_GROUP_MEMBER_MISSING: 'narrows',
  PANOS_POST_NAT_DESTINATION: 'narrows',
  PANOS_SCHEDULE_WINDOWS: 'narrows',
  SECONDARY_ADDRESS: 'narrows',
  SECRET_PLACEHOLDER: 'narrows', // the user is disabled until a password is set
  SOS_MANAGE: 'narrows',
  SOS_MANAGE_IP: 'narrows',
  SOS_ZONE_EMPTY: 'narrows',
  // Every packet is decided as before.
  CP_GAIA_REJECT_ROUTE: 'cosmetic', // dropped either way; only the ICMP reply goes
  // The source rule names no egress either: routes decide on both, which the verifier checks.
  DSTINTF_ANY: 'cosmetic',
  FORTIOS_SCHEDULE_EXPIRATION: 'cosmetic', // an event log setting
  JUNOS_ROUTE_REJECT: 'cosmetic',
  JUNOS_WEAK_CRYPTO: 'cosmetic', // kept as the source has them: advice only
  NAME_CLASH: 'cosmetic',
  NAME_INVALID: 'cosmetic',
  NAME_TRUNCATED: 'cosmetic',
  PANOS_LOG_SETTING: 'cosmetic', // logs still written, not forwarded
  SOS_DIP_UNUSED: 'cosmetic',
  SOS_LOG_SESSION_INIT: 'cosmetic',
  SOS_WEAK_CRYPTO: 'cosmetic',
};

/** The worst first: the report lists partial entries in the order of `PARTIAL_EFFECTS`. */
const ORDER = Object.fromEntries(PARTIAL_EFFECTS.map((effect, rank) => [effect, rank])) as Readonly<
  Record<TPartialEffect, number>
>;

/** The effect the table gives `code`; `unknown` for a code it does not list. */
export function effectOfCode(code: string): TPartialEffect {
  return EFFECT_OF_CODE[code] ?? 'unknown';
}

/** The worst of several effects (`cosmetic` for none): one widening change widens the whole. */
export function worstEffect(effects: readonly TPartialEffect[]): TPartialEffect {
  let worst: TPartialEffect = 'cosmetic';
  for (const effect of effects) if (ORDER[effect] < ORDER[worst]) worst = effect;
  return worst;
}

/** The effect of an object's partial notes: the parser's own mark first, else the table's. */
export function effectOfNotes(notes: readonly TNote[]): TPartialEffect {
  const partial = notes.filter((note) => note.status === 'partial');
  if (partial.length === 0) return 'unknown';
  return worstEffect(partial.map((note) => note.effect ?? effectOfCode(note.code)));
}

/** Sort key of an effect: widens, narrows, unknown, cosmetic. */
export const effectRank = (effect: TPartialEffect | undefined): number =>
  ORDER[effect ?? 'unknown'];
