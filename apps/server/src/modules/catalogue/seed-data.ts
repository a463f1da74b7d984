/**
 * Seed catalogue of FortiGate target models and FortiOS firmware versions.
 *
 * Where the facts come from (public material only, no prose copied):
 * - Port names, port counts and port speeds: Fortinet's FortiOS "Hardware Acceleration" guide
 *   (the per-model "fast path architecture" pages list every front-panel interface as FortiOS
 *   names it), public datasheets, and FortiOS configuration backups / `get system interface`
 *   output published in public repositories.
 * - Serial-number prefixes: the model codes Fortinet uses in its FortiFlex hardware API
 *   (FGT60F, FG100F, FG4H0F, ...), which are the prefixes of the units' serial numbers and
 *   the platform token of `#config-version=` headers.
 * - Release dates: the "initial release" dates of each version's documentation (CLI Reference,
 *   release notes) on docs.fortinet.com, which is published on the day of the GA release.
 * - Which models each version supports: the "Supported models" tables of the FortiOS release
 *   notes and the "special branch models" tables of the FortiManager release notes.
 *
 * Lines marked `// unverified` are best guesses: the most plausible value from what could be
 * found, but not confirmed by a Fortinet source.
 */

export type TSeedInterfaceType =
  'physical' | 'aggregate' | 'switch' | 'management' | 'ha' | 'fortilink' | 'wan' | 'dmz';

export interface TSeedInterface {
  name: string;
  type: TSeedInterfaceType;
  speed: string;
  notes?: string;
}

export interface TSeedModel {
  model: string;
  snPrefix: string;
  series: string;
  interfaces: TSeedInterface[];
}

export interface TSeedVersion {
  version: string;
  /** YYYY-MM-DD */
  releaseDate: string;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const G1 = '1 Gbps';
const G10 = '10 Gbps';
const G25 = '25 Gbps';
const G40 = '40 Gbps';
const G100 = '100 Gbps';

/** One interface; `notes` is left out entirely when not given. */
function port(
  name: string,
  type: TSeedInterfaceType,
  speed: string,
  notes?: string,
): TSeedInterface {
  return notes === undefined ? { name, type, speed } : { name, type, speed, notes };
}

/** A plainly numbered run of interfaces, e.g. `range('port', 1, 16, 'physical', G1)`. */
function range(
  prefix: string,
  from: number,
  to: number,
  type: TSeedInterfaceType,
  speed: string,
  notes?: string,
): TSeedInterface[] {
  const out: TSeedInterface[] = [];
  for (let i = from; i <= to; i += 1) {
    out.push(port(`${prefix}${i}`, type, speed, notes));
  }
  return out;
}

const RJ45 = 'GE RJ45';
const SFP = 'GE SFP';

// ---------------------------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------------------------

/** The 60F front panel, which the 70F shares: 2x WAN, DMZ, 5x internal, A and B. */
const DESKTOP_60F_PORTS: TSeedInterface[] = [
  port('wan1', 'wan', G1, RJ45),
  port('wan2', 'wan', G1, RJ45),
  port('dmz', 'dmz', G1, RJ45),
  ...range(
    'internal',
    1,
    5,
    'switch',
    G1,
    'GE RJ45, member of the built-in "internal" hardware switch',
  ),
  port('a', 'fortilink', G1, 'GE RJ45, FortiLink'),
  port('b', 'fortilink', G1, 'GE RJ45, FortiLink'),
];

export const SEED_MODELS: TSeedModel[] = [
  {
    // 5 ports: WAN, FortiLink port A, three built-in switch ports (seen in a published 40F config).
    model: 'FortiGate-40F',
    snPrefix: 'FGT40F',
    series: 'Entry-level',
    interfaces: [
      port('wan', 'wan', G1, RJ45),
      port('a', 'fortilink', G1, 'GE RJ45, FortiLink'),
      ...range('lan', 1, 3, 'switch', G1, 'GE RJ45, member of the built-in "lan" hardware switch'),
    ],
  },
  {
    // 10 GE RJ45: 2x WAN, 1x DMZ, 5x internal, 2x FortiLink (A, B).
    model: 'FortiGate-60F',
    snPrefix: 'FGT60F',
    series: 'Entry-level',
    interfaces: DESKTOP_60F_PORTS,
  },
  {
    // Same front panel as the 60F: 10 GE RJ45 (2x WAN, 1x DMZ, 5x internal, A and B).
    model: 'FortiGate-70F',
    snPrefix: 'FGT70F',
    series: 'Entry-level',
    interfaces: DESKTOP_60F_PORTS,
  },
  {
    // WAN1/WAN2 are shared media with SFP1/SFP2 (one of each pair usable); 1-6 are internal1-6.
    model: 'FortiGate-80F',
    snPrefix: 'FGT80F',
    series: 'Entry-level',
    interfaces: [
      port('wan1', 'wan', G1, 'GE RJ45 / GE SFP shared media (SFP1)'),
      port('wan2', 'wan', G1, 'GE RJ45 / GE SFP shared media (SFP2)'),
      ...range(
        'internal',
        1,
        6,
        'switch',
        G1,
        'GE RJ45, member of the built-in "internal" hardware switch',
      ),
      port('a', 'fortilink', G1, 'GE RJ45, FortiLink'),
      port('b', 'fortilink', G1, 'GE RJ45, FortiLink'),
    ],
  },
  {
    // 2x 10GE RJ45/SFP+ shared-media WAN ports, 6x GE RJ45, 2x GE RJ45 FortiLink.
    model: 'FortiGate-90G',
    snPrefix: 'FGT90G',
    series: 'Entry-level',
    interfaces: [
      port('wan1', 'wan', G10, '10GE RJ45 / 10GE SFP+ shared media'),
      port('wan2', 'wan', G10, '10GE RJ45 / 10GE SFP+ shared media'),
      ...range('port', 1, 6, 'switch', G1, RJ45), // unverified: FortiOS names of the six LAN ports
      port('a', 'fortilink', G1, 'GE RJ45, FortiLink'), // unverified: FortiOS name
      port('b', 'fortilink', G1, 'GE RJ45, FortiLink'), // unverified: FortiOS name
    ],
  },
  {
    model: 'FortiGate-100F',
    snPrefix: 'FG100F',
    series: 'Mid-range',
    interfaces: [
      port('mgmt', 'management', G1, RJ45),
      port('ha1', 'ha', G1, RJ45),
      port('ha2', 'ha', G1, RJ45),
      port('wan1', 'wan', G1, RJ45),
      port('wan2', 'wan', G1, RJ45),
      port('dmz', 'dmz', G1, RJ45),
      ...range('port', 1, 12, 'physical', G1, RJ45),
      ...range('port', 13, 16, 'physical', G1, SFP), // unverified: which numbers are SFP-only
      ...range('port', 17, 20, 'physical', G1, 'GE RJ45 / GE SFP shared media'), // unverified: numbering
      port('x1', 'fortilink', G10, '10GE SFP+, FortiLink'), // unverified: FortiLink role of X1
      port('x2', 'fortilink', G10, '10GE SFP+, FortiLink'), // unverified: FortiLink role of X2
    ],
  },
  {
    // HA, MGMT, 16x GE RJ45, 8x GE SFP, 4x 10GE SFP+ (X1-X4 are FortiLink interfaces).
    model: 'FortiGate-120G',
    snPrefix: 'FG120G', // unverified: seen as the platform code of a 120G config header, not on a serial
    series: 'Mid-range',
    interfaces: [
      port('ha', 'ha', G1, RJ45),
      port('mgmt', 'management', G1, RJ45),
      ...range('port', 1, 16, 'physical', G1, RJ45),
      ...range('port', 17, 24, 'physical', G1, SFP),
      ...range('x', 1, 4, 'fortilink', G10, '10GE SFP+, FortiLink'),
    ],
  },
  {
    // HA, MGMT, 16x GE RJ45, 8x GE SFP, 4x 10GE SFP+.
    model: 'FortiGate-200F',
    snPrefix: 'FG200F',
    series: 'Mid-range',
    interfaces: [
      port('ha', 'ha', G1, RJ45),
      port('mgmt', 'management', G1, RJ45),
      ...range('port', 1, 16, 'physical', G1, RJ45),
      ...range('port', 17, 24, 'physical', G1, SFP),
      port('x1', 'fortilink', G10, '10GE SFP+, FortiLink'), // unverified: FortiLink role of X1
      port('x2', 'fortilink', G10, '10GE SFP+, FortiLink'), // unverified: FortiLink role of X2
      port('x3', 'physical', G10, '10GE SFP+'),
      port('x4', 'physical', G10, '10GE SFP+'),
    ],
  },
  {
    // HA, MGMT, 16x GE RJ45, 8x GE SFP, X1-X4 10GE SFP+ (X1/X2 FortiLink), X5-X8 10GE SFP+ ULL.
    model: 'FortiGate-400F',
    snPrefix: 'FG4H0F',
    series: 'Mid-range',
    interfaces: [
      port('ha', 'ha', G1, RJ45),
      port('mgmt', 'management', G1, RJ45),
      ...range('port', 1, 16, 'physical', G1, RJ45),
      ...range('port', 17, 24, 'physical', G1, SFP),
      port('x1', 'fortilink', G10, '10GE SFP+, FortiLink'),
      port('x2', 'fortilink', G10, '10GE SFP+, FortiLink'),
      port('x3', 'physical', G10, '10GE SFP+'),
      port('x4', 'physical', G10, '10GE SFP+'),
      ...range('x', 5, 8, 'physical', G10, '10GE SFP+, ultra-low-latency (bypasses the ISF)'),
    ],
  },
  {
    // As the 400F, but X5-X8 are 25GE SFP28 ultra-low-latency ports.
    model: 'FortiGate-600F',
    snPrefix: 'FG6H0F',
    series: 'Mid-range',
    interfaces: [
      port('ha', 'ha', G1, RJ45),
      port('mgmt', 'management', G1, RJ45),
      ...range('port', 1, 16, 'physical', G1, RJ45),
      ...range('port', 17, 24, 'physical', G1, SFP),
      port('x1', 'fortilink', G10, '10GE SFP+, FortiLink'),
      port('x2', 'fortilink', G10, '10GE SFP+, FortiLink'),
      port('x3', 'physical', G10, '10GE SFP+'),
      port('x4', 'physical', G10, '10GE SFP+'),
      ...range(
        'x',
        5,
        8,
        'physical',
        G25,
        '25GE SFP28, ultra-low-latency (bypasses the ISF), all four run at one speed',
      ),
    ],
  },
  {
    // 2x GE MGMT, 2x 10GE SFP+ HA, 16x GE RJ45, 8x GE SFP, 12x 25GE SFP28, 4x 40GE QSFP+.
    model: 'FortiGate-1800F',
    snPrefix: 'FG180F',
    series: 'High-end',
    interfaces: [
      port('mgmt1', 'management', G1, RJ45),
      port('mgmt2', 'management', G1, RJ45),
      port('ha1', 'ha', G10, '10GE SFP+'),
      port('ha2', 'ha', G10, '10GE SFP+'),
      ...range('port', 1, 16, 'physical', G1, RJ45),
      ...range('port', 17, 24, 'physical', G1, SFP),
      ...range(
        'port',
        25,
        36,
        'physical',
        G25,
        '25GE SFP28 (groups 25-28, 29-32, 33-36 share one speed)',
      ),
      ...range('port', 37, 40, 'physical', G40, '40GE QSFP+, splittable into 4x 10GE'),
    ],
  },
  {
    // 2x 10GE RJ45 MGMT, 16x 10GE RJ45, 16x 25GE SFP28 (17-30, HA1, HA2), 6x 100GE QSFP28.
    model: 'FortiGate-3000F',
    snPrefix: 'FG3K0F',
    series: 'High-end',
    interfaces: [
      port('mgmt1', 'management', G10, '10GE RJ45'),
      port('mgmt2', 'management', G10, '10GE RJ45'),
      port('ha1', 'ha', G25, '25GE SFP28'),
      port('ha2', 'ha', G25, '25GE SFP28'),
      ...range('port', 1, 16, 'physical', G10, '10GE RJ45'),
      ...range('port', 17, 30, 'physical', G25, '25GE SFP28'),
      ...range('port', 31, 36, 'physical', G100, '100GE QSFP28, splittable into 4x 25GE'),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Versions
// ---------------------------------------------------------------------------------------------

export const SEED_VERSIONS: TSeedVersion[] = [
  // FortiOS 7.0
  { version: '7.0.0', releaseDate: '2021-03-30' }, // unverified: GA date (FortiOS Carrier 7.0.0 doc is dated 2021-04-27)
  { version: '7.0.12', releaseDate: '2023-06-08' },
  { version: '7.0.14', releaseDate: '2024-02-07' },
  { version: '7.0.16', releaseDate: '2024-10-22' },
  { version: '7.0.17', releaseDate: '2025-01-14' },
  // FortiOS 7.2
  { version: '7.2.0', releaseDate: '2022-03-31' },
  { version: '7.2.4', releaseDate: '2023-01-31' },
  { version: '7.2.8', releaseDate: '2024-03-14' },
  { version: '7.2.10', releaseDate: '2024-09-19' },
  { version: '7.2.11', releaseDate: '2025-03-04' }, // unverified: GA date (its build 1740 is dated 2025-02-10)
  // FortiOS 7.4
  { version: '7.4.0', releaseDate: '2023-05-11' },
  { version: '7.4.4', releaseDate: '2024-05-15' },
  { version: '7.4.5', releaseDate: '2024-09-17' },
  { version: '7.4.7', releaseDate: '2025-01-21' }, // unverified: from a third-party copy of the release notes
  { version: '7.4.8', releaseDate: '2025-05-27' },
  // FortiOS 7.6
  { version: '7.6.0', releaseDate: '2024-07-25' },
  { version: '7.6.1', releaseDate: '2024-11-28' },
  { version: '7.6.2', releaseDate: '2025-01-28' }, // unverified: from a third-party copy of the release notes
  { version: '7.6.3', releaseDate: '2025-04-16' },
];

// ---------------------------------------------------------------------------------------------
// Support matrix
// ---------------------------------------------------------------------------------------------

type TTrain = '7.0' | '7.2' | '7.4' | '7.6';

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The seed versions a model runs, given the first GA release of each train that supports it
 * (a train left out is not supported at all).
 */
function supportedFrom(first: Partial<Record<TTrain, string>>): string[] {
  return SEED_VERSIONS.map((v) => v.version).filter((version) => {
    const train = version.split('.').slice(0, 2).join('.') as TTrain;
    const min = first[train];
    return min !== undefined && compareVersions(version, min) >= 0;
  });
}

/** In every seed version (the model is in the supported-models list from 7.0.0 on). */
const FROM_7_0_0 = { '7.0': '7.0.0', '7.2': '7.2.0', '7.4': '7.4.0', '7.6': '7.6.0' } as const;

/**
 * Absent from the 7.0.0 release notes; listed from 7.0.1 (80F), 7.0.5 (200F) and 7.0.7 (1800F),
 * so from 7.0.12 among the seed versions; listed in 7.2.2, in 7.4.0 and in 7.6.0.
 */
const FROM_7_0_7 = {
  '7.0': '7.0.12',
  '7.2': '7.2.0', // unverified: 7.2.0 itself (confirmed from 7.2.2 on)
  '7.4': '7.4.0',
  '7.6': '7.6.0',
} as const;

/**
 * 70F listed from 7.0.9, 400F/600F/3000F from 7.0.11; absent from 7.2.2 and listed in 7.2.6
 * (so from 7.2.8 among the seed versions); in 7.4.0 and 7.6.0.
 */
const FROM_7_0_11 = { '7.0': '7.0.12', '7.2': '7.2.8', '7.4': '7.4.0', '7.6': '7.6.0' } as const;

/**
 * The 90G and 120G shipped on special 7.0 branches only (7.0.12/7.0.15 special builds), so no
 * GA 7.0 release; absent from 7.4.0 and 7.6.0, listed in 7.4.5+ and 7.6.1+.
 */
const G_DESKTOP_AND_120G = {
  '7.2': '7.2.8', // unverified: first 7.2 GA release with the 90G/120G (seen running 7.2.11 GA)
  '7.4': '7.4.4', // unverified: 7.4.4 itself (confirmed from 7.4.5 on)
  '7.6': '7.6.1',
} as const;

/** Which seed versions each seed model supports (model -> versions). */
export const SEED_MATRIX: Record<string, string[]> = {
  'FortiGate-40F': supportedFrom(FROM_7_0_0),
  'FortiGate-60F': supportedFrom(FROM_7_0_0),
  'FortiGate-70F': supportedFrom(FROM_7_0_11),
  'FortiGate-80F': supportedFrom(FROM_7_0_7),
  'FortiGate-90G': supportedFrom(G_DESKTOP_AND_120G),
  'FortiGate-100F': supportedFrom(FROM_7_0_0),
  'FortiGate-120G': supportedFrom(G_DESKTOP_AND_120G),
  'FortiGate-200F': supportedFrom(FROM_7_0_7),
  'FortiGate-400F': supportedFrom(FROM_7_0_11),
  'FortiGate-600F': supportedFrom(FROM_7_0_11),
  'FortiGate-1800F': supportedFrom(FROM_7_0_7),
  'FortiGate-3000F': supportedFrom(FROM_7_0_11),
};
