import { describe, expect, it } from 'vitest';
import {
  CONVERTABLE_OBJECTS,
  TARGET_VENDOR_KEY,
  VENDORS,
  ZVendor,
  vendorLogoSlug,
} from './vendors.js';

const SPEC_KEYS = [
  'ciscoPIX',
  'ciscoASA',
  'ciscoFWSM',
  'ciscoFTD',
  'ciscoMeraki',
  'cisco',
  'juniper',
  'juniperSSG/ISG',
  'juniperSRX',
  'checkPoint',
  'paloAltoNetwork',
  'sonicWall',
  'sophos',
  'mcafee',
  'forcepoint',
  'vyatta',
  'watchguard',
  'huawei',
  'bluecoat',
  'lucent',
  'zyxel',
  'pfSense',
  'mikrotik',
  'ubiquiti',
  'smoothwall',
  'cipafilter',
  'shoreWall',
  'barracuda',
  'ivanti',
];

describe('vendor catalogue (spec §1)', () => {
  it('S1-14..S1-20: every entry has each field, spelled exactly', () => {
    for (const vendor of VENDORS) {
      expect(Object.keys(vendor).sort()).toEqual([
        'convertableObjects',
        'isExternal',
        'isVendor',
        'key',
        'label',
        'logo',
        'showFirewall',
      ]);
      expect(ZVendor.parse(vendor)).toEqual(vendor);
    }
  });

  it.each(SPEC_KEYS)('S1-21..S1-49: exactly one entry has key %s', (key) => {
    expect(VENDORS.filter((vendor) => vendor.key === key)).toHaveLength(1);
  });

  it('S1-34, S1-40: mcafee is labelled Sidewinder and lucent Brick', () => {
    expect(VENDORS.find((v) => v.key === 'mcafee')?.label).toBe('Sidewinder');
    expect(VENDORS.find((v) => v.key === 'lucent')?.label).toBe('Brick');
  });

  it("S1-50: one more entry, the target platform vendor's own firewall", () => {
    const others = VENDORS.filter((vendor) => !SPEC_KEYS.includes(vendor.key));
    expect(others.map((vendor) => vendor.key)).toEqual([TARGET_VENDOR_KEY]);
    expect(others[0]).toMatchObject({ label: 'FortiGate', isExternal: false });
    expect(VENDORS.filter((vendor) => !vendor.isExternal)).toHaveLength(1);
  });

  it('S1-51, S1-52: convertableObjects are arrays of the spec names, each used somewhere', () => {
    const used = new Set(VENDORS.flatMap((vendor) => vendor.convertableObjects));
    expect([...used].sort()).toEqual([...CONVERTABLE_OBJECTS].sort());
    for (const vendor of VENDORS) {
      expect(vendor.convertableObjects.length).toBeGreaterThan(0);
      expect(new Set(vendor.convertableObjects).size).toBe(vendor.convertableObjects.length);
    }
  });

  it('gives each vendor its own logo path, safe as a file name', () => {
    const logos = VENDORS.map((vendor) => vendor.logo);
    expect(new Set(logos).size).toBe(VENDORS.length);
    expect(vendorLogoSlug('juniperSSG/ISG')).toBe('juniperSSG-ISG');
    for (const logo of logos) expect(logo).toMatch(/^\/vendor-logos\/[A-Za-z0-9-]+\.svg$/);
  });
});
