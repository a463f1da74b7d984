import type { TOrigin } from '../model/origin.js';

/** The object types of the report: the catalogue's names (spec §1) plus the rest. */
export const OBJECT_TYPES = [
  'Interfaces',
  'Zones',
  'Addresses & Address Groups',
  'Services & Service Groups',
  'Policies',
  'Local Users & Groups',
  'DHCP Servers',
  'IP Pools',
  'NAT',
  'Static Routes',
  'Schedules',
  'VPN IPSEC Phase1 & Phase2',
  'SSLVPN',
  'DNS',
  'ACLs',
  'System',
  'Other',
] as const;

export type TObjectType = (typeof OBJECT_TYPES)[number];

/**
 * - converted: carried over with the same meaning;
 * - partial: carried over, but something of it changed or was left out (the message says what);
 * - unsupported: understood, but FortiOS has no equivalent or the engine cannot convert it yet;
 * - ignored: understood and deliberately not converted (has no meaning on the target);
 * - unrecognised: no rule of the parser understood the line.
 */
export const REPORT_STATUSES = [
  'converted',
  'partial',
  'unsupported',
  'ignored',
  'unrecognised',
] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What a partial conversion does to traffic (issue 17 item 7): the output accepts more than the
 * source (`widens`), accepts less (`narrows`), decides the same (`cosmetic`: a name, a log
 * setting), or `unknown` when nobody has classified it yet (never assumed cosmetic).
 */
export const PARTIAL_EFFECTS = ['widens', 'narrows', 'unknown', 'cosmetic'] as const;
export type TPartialEffect = (typeof PARTIAL_EFFECTS)[number];

/** One source object or line, what became of it and why. */
export interface TReportEntry {
  status: TReportStatus;
  objectType: TObjectType;
  /** The source object's name, when it has one. */
  name?: string;
  origin: TOrigin;
  /** Stable code (`ASA_ACE`, `NAME_TRUNCATED`, `UNRECOGNISED_LINE` ...): tools branch on it. */
  code: string;
  message: string;
  /** The FortiOS objects it became: `firewall address "web-01"`, `firewall policy 12`. */
  targets: string[];
  /** Partial entries only: what the change does to traffic (see `effects.ts`). */
  effect?: TPartialEffect;
}

/** A remark on one model object, attached by a parser or the emitter. */
export interface TNote {
  /** 'converted' notes only inform (a split, a default made explicit). */
  status: Exclude<TReportStatus, 'unrecognised'>;
  code: string;
  message: string;
  /** A partial note's effect on traffic, when the parser knows it (wins over the code table). */
  effect?: TPartialEffect;
}

const SEVERITY: Record<TReportStatus, number> = {
  converted: 0,
  ignored: 1,
  partial: 2,
  unsupported: 3,
  unrecognised: 4,
};

/** The worse of two statuses (an object with one unsupported part is unsupported as a whole). */
export function worseStatus(a: TReportStatus, b: TReportStatus): TReportStatus {
  return SEVERITY[a] >= SEVERITY[b] ? a : b;
}
