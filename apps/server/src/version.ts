import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The server's version, from its package.json. */
export const APP_VERSION = manifest.version;

/**
 * spec §3 software version info: the release (major.minor) and its patch level, split from the
 * server's semantic version ("1.4.2" → sw_version "1.4", patch "2").
 */
export function softwareVersionInfo(version: string = APP_VERSION): {
  sw_version: string;
  patch: string;
} {
  const [, release, patch] = /^(\d+\.\d+)\.(\d+.*)$/.exec(version) ?? [];
  return release && patch ? { sw_version: release, patch } : { sw_version: version, patch: '' };
}
