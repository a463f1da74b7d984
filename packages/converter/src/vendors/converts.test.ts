import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VENDOR_PARSERS } from './registry.js';

/** Each source vendor's golden fixtures (the FortiOS entry is the target's own). */
const FIXTURES: Record<string, string> = {
  ciscoASA: 'cisco-asa',
  paloAltoNetwork: 'paloalto',
  juniperSRX: 'juniper-srx',
  juniper: 'junos-filters',
  checkPoint: 'checkpoint',
  'juniperSSG/ISG': 'juniper-screenos',
  sophos: 'sophos',
  mikrotik: 'mikrotik',
  watchguard: 'watchguard',
  pfSense: 'pfsense',
  sonicWall: 'sonicwall',
  vyatta: 'vyos',
  ubiquiti: 'vyos',
  huawei: 'huawei',
  cisco: 'cisco-ios',
};

/** Object types with at least one converted object in the golden reports' totals tables. */
function convertedTypes(folder: string): string[] {
  const dir = fileURLToPath(new URL(`./${folder}/fixtures/`, import.meta.url));
  const types = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.report.txt'))) {
    const text = readFileSync(`${dir}${name}`, 'utf8');
    const table = text.slice(
      text.indexOf('Object type'),
      text.indexOf('\n\n', text.indexOf('Object type')),
    );
    for (const row of table.split('\n').slice(1)) {
      const [type, converted] = row.split(/ {2,}/);
      if (type && Number(converted) > 0) types.add(type);
    }
  }
  types.delete('System');
  types.delete('Other');
  return [...types].sort();
}

describe('what each vendor converts', () => {
  it.each(Object.entries(FIXTURES))(
    '%s: its claim is what its golden fixtures convert',
    (key, folder) => {
      const parser = VENDOR_PARSERS.find((candidate) => candidate.key === key);
      expect([...(parser?.converts ?? [])].sort()).toEqual(convertedTypes(folder));
    },
  );

  it('the ASA family shares one claim', () => {
    const family = VENDOR_PARSERS.filter((parser) => parser.accepts.includes('ciscoPIX'));
    expect(new Set(family.map((parser) => parser.converts.join()))).toHaveProperty('size', 1);
  });
});
