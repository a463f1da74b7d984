import type { TCliNode } from './tree.js';

/** What the `#` header of a FortiOS backup or `show` output says about the device. */
export interface TFortiosHeader {
  model?: string;
  version?: string;
  build?: string;
}

/** The header, plus the VDOM a single-VDOM section export names (`vd_name=`). */
export interface THeaderInfo {
  header?: TFortiosHeader;
  vdomName?: string;
}

function isVersion(text: string): boolean {
  if (text.length === 0 || text.length > 20) return false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (!(c === 46 || (c >= 48 && c <= 57))) return false;
  }
  return true;
}

const digits = (text: string | undefined): string | undefined => {
  const value = text?.slice('build'.length);
  return value && isVersion(value) && !value.includes('.') ? value : undefined;
};

/**
 * `FG5H0E-6.2.3-FW-build1066-191218` (backup) or `FortiGate-VM64 v6.2.3,build1066,191218 (GA)`
 * (older `show` output).
 */
function readConfigVersion(text: string): TFortiosHeader {
  const space = text.indexOf(' v');
  if (space > 0) {
    const parts = text.slice(space + 2).split(',');
    const version = parts[0] ?? '';
    return {
      model: text.slice(0, space),
      ...(isVersion(version) ? { version } : {}),
      ...optional('build', digits(parts.find((p) => p.startsWith('build')))),
    };
  }
  const parts = text.split('-');
  const version = parts[1] ?? '';
  return {
    ...optional('model', parts[0]),
    ...(isVersion(version) ? { version } : {}),
    ...optional('build', digits(parts.find((p) => p.startsWith('build')))),
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Partial<Record<K, string>>) : {};
}

/** Reads the `#key=value` lines at the top of the file. */
export function readHeader(nodes: readonly TCliNode[]): THeaderInfo {
  let header: TFortiosHeader | undefined;
  let vdomName: string | undefined;
  for (const node of nodes) {
    if (node.kind === 'config') break;
    if (node.kind !== 'comment') continue;
    for (const pair of node.text.slice(1).split(':')) {
      const eq = pair.indexOf('=');
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (eq < 0) continue;
      if (key === 'config-version') header = { ...header, ...readConfigVersion(value) };
      else if (key === 'buildno' && !header?.build && isVersion(value))
        header = { ...header, build: value };
      else if (key === 'vd_name' && value) vdomName = value;
    }
  }
  return { ...(header ? { header } : {}), ...(vdomName ? { vdomName } : {}) };
}
