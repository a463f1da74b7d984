import type { TNote } from '../../../report/report-types.js';

/** FortiOS name limits per table (characters). */
export const NAME_LIMITS = {
  interface: 15,
  zone: 35,
  address: 79,
  service: 79,
  schedule: 31,
  ippool: 79,
  phase1: 15,
  phase2: 35,
  user: 64,
  group: 35,
  /** `application list` and `webfilter profile` (security profiles the converter generates). */
  'application-list': 35,
  'webfilter-profile': 35,
} as const;

export type TNamespace = keyof typeof NAME_LIMITS | 'vip';

/** Tables whose entries are interfaces to FortiOS: policies, routes and zones name them alike. */
const INTERFACE_LIKE: ReadonlySet<TNamespace> = new Set(['interface', 'zone', 'phase1']);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
// FortiOS admin guide, "Text strings": no name may hold " ' < > (they open XSS holes in the GUI).
const NEVER = /["'<>]+/g;
// Fortinet KB 196911 lists letters, digits, spaces, '-' and '_' for names, and warns that spaces
// cause trouble in most name fields. '.' is added because FortiOS uses it in interface names
// itself (`ssl.root`, VLANs shown as `port1.11`); spaces and '/' are left out.
const NOT_INTERFACE_CHAR = /[^A-Za-z0-9._-]+/g;

export function nameLimit(namespace: TNamespace): number {
  return namespace === 'vip' ? NAME_LIMITS.address : NAME_LIMITS[namespace];
}

/** Whether a name can be written as it is: only allowed characters, within the limit. */
export function isValidName(namespace: TNamespace, name: string): boolean {
  return name.length <= nameLimit(namespace) && cleanCharacters(namespace, name) === name;
}

/** Without control characters and surrounding blanks, which no table keeps. */
export function stripInvisible(name: string): string {
  return name.replace(CONTROL, '').trim();
}

/**
 * The name with the characters FortiOS refuses in that table replaced: whitespace by '_', any
 * other run by '-' (`ge-0/0/1` -> `ge-0-0-1`); accents are dropped (`Estações` -> `Estacoes`).
 * Empty when no letter or digit is left.
 */
export function cleanCharacters(namespace: TNamespace, name: string): string {
  const base = stripInvisible(name).replace(NEVER, '_');
  if (!INTERFACE_LIKE.has(namespace)) return base;
  const clean = base
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '_')
    .replace(NOT_INTERFACE_CHAR, '-');
  // Nothing readable left (a name in another script): the caller gives it a placeholder.
  return /[A-Za-z0-9]/.test(clean) ? clean : '';
}

/** The report's note on a name changed to fit its table; undefined when it was not. */
export function renameNote(
  namespace: TNamespace,
  name: string,
  change: { characters: boolean; truncated: boolean },
): TNote | undefined {
  const limit = nameLimit(namespace);
  if (!change.characters) {
    if (!change.truncated) return undefined;
    const message = `Renamed to "${name}": FortiOS allows ${limit} characters.`;
    return { status: 'partial', code: 'NAME_TRUNCATED', message };
  }
  const rule = INTERFACE_LIKE.has(namespace)
    ? 'FortiOS interface, zone and tunnel names take letters, digits, ".", "-" and "_" only'
    : `FortiOS names may not contain " ' < or >`;
  const length = change.truncated ? `, and ${limit} characters at most` : '';
  return {
    status: 'partial',
    code: 'NAME_INVALID',
    message: `Renamed to "${name}": ${rule}${length}.`,
  };
}

/**
 * The FortiOS name of a VLAN sub-interface: its parent's target name and the VLAN id, the way
 * FortiOS itself shows sub-interfaces (`port3.10`). The parent part is shortened to fit.
 */
export function vlanInterfaceName(parent: string, vlanId: number): string {
  const suffix = `.${vlanId}`;
  return `${parent.slice(0, NAME_LIMITS.interface - suffix.length)}${suffix}`;
}
